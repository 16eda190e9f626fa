/**
 * `npm run check:budgets` (after `npm run build`): the first-view JavaScript and CSS of every page,
 * gzip-compressed, must stay within budget (issue #5). A first view loads the entry chunk, the
 * page's lazy route chunk and every chunk either imports statically; the Vite manifest
 * (dist/client/.vite/manifest.json, `build.manifest` in vite.config.ts) lists them. Bytes are
 * deterministic, so this is a test; time is only ever measured in the bench.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ISLANDS_ENTRY, islandModules, type IslandName } from '../shared/islands.ts';
import { manifestKey, pageTable, type PageDeclaration } from '../shared/page-table.ts';

/**
 * kB = 1,000 bytes, as Vite reports them. `inlineCssKb`: the CSS a server-rendered page carries
 * inline for its first paint (decision 058), gzip-compressed like the rest; its raw size is shown.
 */
export const BUDGET = { jsKb: 130, publicJsKb: 100, cssKb: 30, inlineCssKb: 12 };

/**
 * The public pages (decision 059): every page rendered from the catalogue and the aso-ebi event
 * page, the pages strangers open from a link on a 3G phone. Each must be hydrated island by
 * island and carry at most `publicJsKb` of first-view JavaScript.
 */
export function isPublicPage(page: PageDeclaration): boolean {
  return page.render === 'cached' || page.path === '/events/:id';
}

type Chunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, Chunk>;

export type PageBytes = {
  path: string;
  /** Its first-view JavaScript budget: publicJsKb for a public page, else jsKb. */
  jsBudgetKb: number;
  /** Hydrated island by island (page table `islands`). */
  islands: boolean;
  /** A public page (isPublicPage). */
  public: boolean;
  jsKb: number;
  cssKb: number;
  /** The CSS inlined in its first paint, gzip and raw; undefined for a page sent as the shell. */
  inlineCss?: { kb: number; rawKb: number };
  /** Every file of the first view with its gzip size, largest first. */
  files: { file: string; kb: number }[];
};

/** URL path → the page's module in the Vite manifest, from the page table; not-found aside. */
export function pagesToMeasure(table: readonly PageDeclaration[]): Map<string, string> {
  return new Map(
    table.filter((page) => page.path !== '*').map((page) => [page.path, manifestKey(page)]),
  );
}

function closure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

export function measurePages(
  clientDir = 'dist/client',
  table: readonly PageDeclaration[] = pageTable,
): PageBytes[] {
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(
      `${manifestPath} is missing: run "npm run build" first (vite.config.ts needs build.manifest: true).`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  // The islands build (vite.islands.config.ts): an islands page's first view is its entry and
  // the code of every island its modules can render (.vite/page-islands.json, written by the
  // app's build), as if all were in view at once; lazy parts inside them (the cart sheet) aside,
  // as for any page.
  const islandsManifestPath = join(clientDir, '.vite', 'islands-manifest.json');
  const islandsManifest = existsSync(islandsManifestPath)
    ? (JSON.parse(readFileSync(islandsManifestPath, 'utf8')) as Manifest)
    : undefined;
  const islandsEntry = islandsManifest?.[ISLANDS_ENTRY];
  const pageIslandsPath = join(clientDir, '.vite', 'page-islands.json');
  const pageIslands = existsSync(pageIslandsPath)
    ? (JSON.parse(readFileSync(pageIslandsPath, 'utf8')) as Record<string, IslandName[]>)
    : {};
  const islandsFirstView = (module: string) =>
    [
      ...closure(islandsManifest!, [
        ISLANDS_ENTRY,
        ...(pageIslands[module] ?? Object.keys(islandModules)).map(
          (name) => islandModules[name as IslandName].module,
        ),
      ]),
    ].map((k) => islandsManifest![k] as Chunk);
  const criticalPath = join(clientDir, '.vite', 'critical-css.json');
  const critical = existsSync(criticalPath)
    ? (JSON.parse(readFileSync(criticalPath, 'utf8')) as Record<string, string>)
    : undefined;
  const declarationOf = new Map(table.map((page) => [page.path, page]));
  const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  const gzipKb = new Map<string, number>();
  const kb = (file: string) => {
    let size = gzipKb.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length / 1000;
      gzipKb.set(file, size);
    }
    return size;
  };
  const pages: PageBytes[] = [];
  for (const [path, module] of pagesToMeasure(table)) {
    if (!manifest[module]) throw new Error(`${module} (the page at ${path}) is not in the build.`);
    const declaration = declarationOf.get(path)!;
    const islands = declaration.islands === true;
    if (islands && !islandsEntry) {
      throw new Error(
        `${path} is hydrated island by island, but the build has no ${ISLANDS_ENTRY} (${islandsManifestPath}).`,
      );
    }
    const appChunks = [...closure(manifest, [...entries, module])].map((k) => manifest[k] as Chunk);
    const chunks = islands ? islandsFirstView(module) : appChunks;
    const js = new Set(chunks.map((c) => c.file).filter((f) => f.endsWith('.js')));
    // The stylesheet is the app's in both cases: one whole sheet for every page.
    const css = new Set(appChunks.flatMap((c) => c.css ?? []));
    const files = [...js, ...css].map((file) => ({ file, kb: kb(file) }));
    files.sort((a, b) => b.kb - a.kb);
    const sum = (set: Set<string>) => [...set].reduce((total, f) => total + kb(f), 0);
    let inlineCss: PageBytes['inlineCss'];
    if (declaration.render !== 'client') {
      // Without per-page CSS in the build, the server inlines the whole stylesheet.
      const own = critical?.[module];
      const text =
        own === undefined
          ? Buffer.concat([...css].map((file) => readFileSync(join(clientDir, file))))
          : Buffer.from(own);
      inlineCss = {
        kb: gzipSync(text, { level: 9 }).length / 1000,
        rawKb: text.length / 1000,
      };
    }
    const jsBudgetKb = isPublicPage(declaration) ? BUDGET.publicJsKb : BUDGET.jsKb;
    pages.push({
      path,
      jsBudgetKb,
      islands,
      public: isPublicPage(declaration),
      jsKb: sum(js),
      cssKb: sum(css),
      inlineCss,
      files,
    });
  }
  return pages;
}

function main() {
  const pages = measurePages(process.argv[2]);
  const misses: string[] = [];
  console.log(
    `First-view bytes per page, gzip (budget: JS ${BUDGET.publicJsKb} kB on a public page, ${BUDGET.jsKb} kB on the others; CSS ${BUDGET.cssKb} kB, inline CSS ${BUDGET.inlineCssKb} kB)`,
  );
  for (const page of pages) {
    const inline = page.inlineCss;
    const over =
      page.jsKb > page.jsBudgetKb ||
      page.cssKb > BUDGET.cssKb ||
      (inline !== undefined && inline.kb > BUDGET.inlineCssKb);
    const inlineText = inline
      ? `   inline CSS ${inline.kb.toFixed(1).padStart(4)} kB (${inline.rawKb.toFixed(1)} kB raw)`
      : '   (sent as the shell)';
    console.log(
      `  ${over ? 'OVER' : 'ok  '}  ${page.path.padEnd(20)} JS ${page.jsKb.toFixed(1).padStart(6)} kB${page.islands ? ' (islands)' : '          '}   CSS ${page.cssKb.toFixed(1).padStart(5)} kB${inlineText}`,
    );
    if (page.public && !page.islands) {
      misses.push(
        `${page.path}: a public page must be hydrated island by island (page table "islands")`,
      );
    }
    if (inline && inline.kb > BUDGET.inlineCssKb) {
      misses.push(
        `${page.path}: its first paint inlines ${inline.kb.toFixed(1)} kB gzip of CSS, ${(inline.kb - BUDGET.inlineCssKb).toFixed(1)} kB over its ${BUDGET.inlineCssKb} kB budget`,
      );
    }
    for (const [what, value, budget] of [
      ['JavaScript', page.jsKb, page.jsBudgetKb],
      ['CSS', page.cssKb, BUDGET.cssKb],
    ] as const) {
      if (value <= budget) continue;
      const largest = page.files
        .filter((f) => f.file.endsWith(what === 'CSS' ? '.css' : '.js'))
        .slice(0, 4)
        .map((f) => `${f.file} ${f.kb.toFixed(1)} kB`)
        .join(', ');
      misses.push(
        `${page.path}: first-view ${what} is ${value.toFixed(1)} kB gzip, ${(value - budget).toFixed(1)} kB over its ${budget} kB budget (largest: ${largest})`,
      );
    }
  }
  if (misses.length > 0) {
    console.error(`\nByte budgets exceeded:\n${misses.map((m) => `  - ${m}`).join('\n')}`);
    process.exit(1);
  }
  console.log('Every page is within its byte budget.');
}

if (import.meta.main) main();
