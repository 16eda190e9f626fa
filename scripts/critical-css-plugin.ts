/**
 * The Vite plugin that writes each page's first-paint CSS (decision 058) into the client build:
 * dist/client/.vite/critical-css.json, `{ "<page module>": "<css>" }`, keyed like the manifest
 * ("app/routes/home.tsx"). A page's sources are the modules of the entry chunk, of the page's own
 * chunk and of every chunk those import statically (what the server render can run), and
 * index.html (its <noscript> notice); scripts/critical-css.ts keeps the rules they can use.
 * Read by server/ssr/page-renderer.ts (inlined per page) and scripts/check-budgets.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { manifestKey, pageTable } from '../shared/page-table.ts';
import { islandsNamedIn } from '../shared/islands.ts';
import { criticalCss, stylesheetClasses, usedClasses } from './critical-css.ts';

export const CRITICAL_CSS_FILE = '.vite/critical-css.json';
/**
 * `{ "<page module>": ["<island name>", …] }`: the islands a page's modules can render (decision
 * 059), found the same way as its classes; `npm run check:budgets` counts their code.
 */
export const PAGE_ISLANDS_FILE = '.vite/page-islands.json';

type OutputChunk = {
  type: 'chunk';
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
};
type OutputAsset = { type: 'asset'; fileName: string; source: string | Uint8Array };

export function criticalCssPlugin(root: string): Plugin {
  const projectDir = resolve(root, '..');
  return {
    name: 'telo:critical-css',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    generateBundle(_options, bundle) {
      const outputs = Object.entries(bundle) as [string, OutputChunk | OutputAsset][];
      const stylesheets = outputs.filter(
        ([name, output]) => output.type === 'asset' && name.endsWith('.css'),
      );
      if (stylesheets.length !== 1) {
        this.error(`expected one stylesheet in the client build, found ${stylesheets.length}`);
      }
      const asset = stylesheets[0]![1] as OutputAsset;
      const css =
        typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
      const chunks = new Map(
        outputs.filter(([, o]) => o.type === 'chunk') as [string, OutputChunk][],
      );
      const closure = (names: string[], seen = new Set<string>()) => {
        for (const name of names) {
          const chunk = chunks.get(name);
          if (!chunk || seen.has(name)) continue;
          seen.add(name);
          closure(chunk.imports, seen);
        }
        return seen;
      };
      const entries = [...chunks].filter(([, c]) => c.isEntry).map(([name]) => name);
      const sourceOf = new Map<string, string>();
      const read = (id: string) => {
        let text = sourceOf.get(id);
        if (text === undefined) {
          const path = id.split('?', 1)[0]!;
          const own =
            !relative(projectDir, path).startsWith('..') && !path.includes('node_modules');
          text = own && existsSync(path) ? readFileSync(path, 'utf8') : '';
          sourceOf.set(id, text);
        }
        return text;
      };
      const indexHtml = readFileSync(resolve(root, 'index.html'), 'utf8');
      const classes = stylesheetClasses(css);
      const pages: Record<string, string> = {};
      const islands: Record<string, string[]> = {};
      for (const page of pageTable) {
        const key = manifestKey(page);
        const own = [...chunks].find(([, c]) => c.facadeModuleId?.endsWith(`/client/${key}`));
        if (!own) this.error(`${key} (the page at ${page.path}) has no chunk of its own`);
        const ids = [...closure([...entries, own[0]])].flatMap((n) => chunks.get(n)!.moduleIds);
        const sources = [indexHtml, ...ids.map(read)].join('\n');
        pages[key] = criticalCss(css, usedClasses(classes, sources));
        islands[key] = islandsNamedIn(sources);
      }
      this.emitFile({ type: 'asset', fileName: CRITICAL_CSS_FILE, source: JSON.stringify(pages) });
      this.emitFile({
        type: 'asset',
        fileName: PAGE_ISLANDS_FILE,
        source: JSON.stringify(islands),
      });
    },
  };
}
