import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { pageTable, type PageDeclaration } from '../shared/page-table.ts';
import { BUDGET, isPublicPage, measurePages, pagesToMeasure } from './check-budgets.ts';

const declare = (path: string, module: string): PageDeclaration => ({
  path,
  module,
  render: 'cached',
  title: module,
});
const routeTable = [
  declare('/', 'home'),
  declare('/products', 'products'),
  declare('/products/:id', 'product-detail'),
  declare('/tailors', 'tailors'),
  declare('/tailors/:id', 'tailor-detail'),
  declare('*', 'not-found'),
];

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A fake build: files of random (incompressible) bytes and the manifest that links them. */
function build(sizes: Record<string, number>, manifest: object) {
  dir = mkdtempSync(join(tmpdir(), 'budgets-'));
  mkdirSync(join(dir, '.vite'));
  mkdirSync(join(dir, 'assets'));
  for (const [file, size] of Object.entries(sizes))
    writeFileSync(join(dir, file), randomBytes(size));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const page = (name: string, imports: string[] = []) => ({
  file: `assets/${name}.js`,
  isDynamicEntry: true,
  imports: ['index.html', ...imports],
});

describe('check-budgets', () => {
  it('reads the pages of the page table, without the not-found page', () => {
    expect([...pagesToMeasure(routeTable)]).toEqual([
      ['/', 'app/routes/home.tsx'],
      ['/products', 'app/routes/products.tsx'],
      ['/products/:id', 'app/routes/product-detail.tsx'],
      ['/tailors', 'app/routes/tailors.tsx'],
      ['/tailors/:id', 'app/routes/tailor-detail.tsx'],
    ]);
  });

  it('measures every page of the real page table', () => {
    const paths = [...pagesToMeasure(pageTable).keys()];
    expect(paths).toContain('/sign-in');
    expect(paths).toContain('/checkout');
    expect(paths).not.toContain('*');
  });

  it('counts the entry, the page chunk and their static imports, not other pages', () => {
    const kb = 1000;
    const clientDir = build(
      {
        'assets/entry.js': 50 * kb,
        'assets/shared.js': 20 * kb,
        'assets/zod.js': 30 * kb,
        'assets/home.js': 5 * kb,
        'assets/products.js': 7 * kb,
        'assets/other.js': 3 * kb,
        'assets/entry.css': 9 * kb,
      },
      {
        'index.html': {
          file: 'assets/entry.js',
          isEntry: true,
          imports: ['_shared.js'],
          css: ['assets/entry.css'],
        },
        '_shared.js': { file: 'assets/shared.js' },
        '_zod.js': { file: 'assets/zod.js' },
        'app/routes/home.tsx': page('home'),
        'app/routes/products.tsx': page('products', ['_zod.js']),
        'app/routes/product-detail.tsx': page('other'),
        'app/routes/tailors.tsx': page('other'),
        'app/routes/tailor-detail.tsx': page('other'),
      },
    );
    const pages = new Map(measurePages(clientDir, routeTable).map((p) => [p.path, p]));
    // Random bytes do not compress: gzip adds a few dozen bytes per file.
    expect(pages.get('/')?.jsKb).toBeCloseTo(75, 0);
    expect(pages.get('/products')?.jsKb).toBeCloseTo(107, 0);
    expect(pages.get('/products')?.files[0]?.file).toBe('assets/entry.js');
    expect(pages.get('/')?.cssKb).toBeCloseTo(9, 0);
    // No per-page CSS in this build: the page inlines the whole stylesheet.
    expect(pages.get('/')?.inlineCss?.rawKb).toBeCloseTo(9, 0);
  });

  it("counts each page's own inline CSS from the build, none for a page sent as the shell", () => {
    const clientDir = build(
      { 'assets/entry.js': 1000, 'assets/home.js': 1000, 'assets/entry.css': 60_000 },
      {
        'index.html': { file: 'assets/entry.js', isEntry: true, css: ['assets/entry.css'] },
        'app/routes/home.tsx': page('home'),
        'app/routes/become-tailor.tsx': page('home'),
      },
    );
    writeFileSync(
      join(clientDir, '.vite', 'critical-css.json'),
      JSON.stringify({ 'app/routes/home.tsx': '.flex{display:flex}'.repeat(200) }),
    );
    const table = [
      declare('/', 'home'),
      { ...declare('/become-tailor', 'become-tailor'), render: 'client' as const },
    ];
    const pages = new Map(measurePages(clientDir, table).map((p) => [p.path, p]));
    expect(pages.get('/')?.inlineCss?.rawKb).toBeCloseTo(3.8, 1);
    expect(pages.get('/')?.inlineCss?.kb).toBeLessThan(0.2);
    expect(pages.get('/become-tailor')?.inlineCss).toBeUndefined();
  });

  it("counts an islands page from the islands build: its entry and its own islands' code", () => {
    const kb = 1000;
    const clientDir = build(
      {
        'assets/entry.js': 120 * kb,
        'assets/home.js': 1 * kb,
        'assets/islands.js': 2 * kb,
        'assets/framework.js': 70 * kb,
        'assets/header.js': 10 * kb,
        'assets/carousel.js': 4 * kb,
        'assets/help-center.js': 9 * kb,
      },
      {
        'index.html': { file: 'assets/entry.js', isEntry: true },
        'app/routes/home.tsx': page('home'),
        'app/routes/sign-in.tsx': page('home'),
      },
    );
    writeFileSync(
      join(clientDir, '.vite', 'islands-manifest.json'),
      JSON.stringify({
        'islands/main.tsx': {
          file: 'assets/islands.js',
          isEntry: true,
          imports: ['_framework.js'],
          dynamicImports: [
            'app/layout/header.tsx',
            'features/home/components/customer-carousel.tsx',
            'features/content/components/help-center.tsx',
          ],
        },
        '_framework.js': { file: 'assets/framework.js' },
        'app/layout/header.tsx': { file: 'assets/header.js', imports: ['_framework.js'] },
        'features/home/components/customer-carousel.tsx': { file: 'assets/carousel.js' },
        'features/content/components/help-center.tsx': { file: 'assets/help-center.js' },
      }),
    );
    writeFileSync(
      join(clientDir, '.vite', 'page-islands.json'),
      JSON.stringify({ 'app/routes/home.tsx': ['header', 'customer-carousel'] }),
    );
    const table = [
      { ...declare('/', 'home'), islands: true as const },
      { ...declare('/sign-in', 'sign-in'), render: 'server' as const },
    ];
    const pages = new Map(measurePages(clientDir, table).map((p) => [p.path, p]));
    // The islands entry, the framework, the header and the carousel; not the help centre.
    expect(pages.get('/')?.jsKb).toBeCloseTo(86, 0);
    expect(pages.get('/')?.islands).toBe(true);
    expect(pages.get('/')?.jsBudgetKb).toBe(100);
    // A page that is not public keeps the app's code and budget.
    expect(pages.get('/sign-in')?.jsKb).toBeCloseTo(121, 0);
    expect(pages.get('/sign-in')?.jsBudgetKb).toBe(130);
  });

  it('holds every public page to 100 kB', () => {
    expect(BUDGET.publicJsKb).toBe(100);
    const publicPages = pageTable.filter(isPublicPage).map((p) => p.path);
    expect(publicPages).toContain('/events/:id');
    expect(publicPages).toContain('/help');
    expect(publicPages).not.toContain('/profile');
    // Every public page is an islands page.
    expect(pageTable.filter(isPublicPage).every((p) => p.islands === true)).toBe(true);
  });
});
