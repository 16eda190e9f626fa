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
import { manifestKey, pageTable, type PageDeclaration } from '../shared/page-table.ts';

/**
 * kB = 1,000 bytes, as Vite reports them. `inlineCssKb`: the CSS a server-rendered page carries
 * inline for its first paint (decision 058), gzip-compressed like the rest; its raw size is shown.
 */
export const BUDGET = { jsKb: 130, cssKb: 30, inlineCssKb: 12 };

type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, Chunk>;

export type PageBytes = {
  path: string;
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
  const criticalPath = join(clientDir, '.vite', 'critical-css.json');
  const critical = existsSync(criticalPath)
    ? (JSON.parse(readFileSync(criticalPath, 'utf8')) as Record<string, string>)
    : undefined;
  const renderOf = new Map(table.map((page) => [page.path, page.render]));
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
    const chunks = [...closure(manifest, [...entries, module])].map((k) => manifest[k] as Chunk);
    const js = new Set(chunks.map((c) => c.file).filter((f) => f.endsWith('.js')));
    const css = new Set(chunks.flatMap((c) => c.css ?? []));
    const files = [...js, ...css].map((file) => ({ file, kb: kb(file) }));
    files.sort((a, b) => b.kb - a.kb);
    const sum = (set: Set<string>) => [...set].reduce((total, f) => total + kb(f), 0);
    let inlineCss: PageBytes['inlineCss'];
    if (renderOf.get(path) !== 'client') {
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
    pages.push({ path, jsKb: sum(js), cssKb: sum(css), inlineCss, files });
  }
  return pages;
}

function main() {
  const pages = measurePages(process.argv[2]);
  const misses: string[] = [];
  console.log(
    `First-view bytes per page, gzip (budget: JS ${BUDGET.jsKb} kB, CSS ${BUDGET.cssKb} kB, inline CSS ${BUDGET.inlineCssKb} kB)`,
  );
  for (const page of pages) {
    const inline = page.inlineCss;
    const over =
      page.jsKb > BUDGET.jsKb ||
      page.cssKb > BUDGET.cssKb ||
      (inline !== undefined && inline.kb > BUDGET.inlineCssKb);
    const inlineText = inline
      ? `   inline CSS ${inline.kb.toFixed(1).padStart(4)} kB (${inline.rawKb.toFixed(1)} kB raw)`
      : '   (sent as the shell)';
    console.log(
      `  ${over ? 'OVER' : 'ok  '}  ${page.path.padEnd(20)} JS ${page.jsKb.toFixed(1).padStart(6)} kB   CSS ${page.cssKb.toFixed(1).padStart(5)} kB${inlineText}`,
    );
    if (inline && inline.kb > BUDGET.inlineCssKb) {
      misses.push(
        `${page.path}: its first paint inlines ${inline.kb.toFixed(1)} kB gzip of CSS, ${(inline.kb - BUDGET.inlineCssKb).toFixed(1)} kB over its ${BUDGET.inlineCssKb} kB budget`,
      );
    }
    for (const [what, value, budget] of [
      ['JavaScript', page.jsKb, BUDGET.jsKb],
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
