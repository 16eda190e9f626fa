import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Vite wraps every dynamic import in a helper that first preloads the imported chunk's CSS and
 * imports (3.4 kB, 0.6 kB gzip, on every islands page). Here it has nothing to do: the islands
 * build has no CSS of its own (the page carries the app's stylesheet) and `modulePreload` is off
 * because the page renderer preloads each island's chunks, so every call is `helper(load, [])`.
 * It is replaced by the call itself.
 */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
const noPreloadHelper: Plugin = {
  name: 'telo:no-preload-helper',
  enforce: 'pre',
  resolveId: (id) => (id === PRELOAD_HELPER ? id : undefined),
  load: (id) =>
    id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : undefined,
};

/**
 * A page's parts whose code comes after the island's own (client/islands/deferred-part.tsx) are
 * gathered in a module named `*-later.ts`: the island imports it with `import()`, and the app
 * and the server, which draw the parts at once, with an ordinary import. Here that ordinary import
 * is an empty module, so the parts stay out of the island's chunk.
 */
const LATER_MODULE = /-later\.ts$/;
const APP_ONLY = '\0telo:app-only:';
const laterPartsStayLater: Plugin = {
  name: 'telo:later-parts-stay-later',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    const kind = (options as { kind?: string }).kind;
    if (!LATER_MODULE.test(source) || kind !== 'import-statement') return undefined;
    const resolved = await this.resolve(source, importer, { skipSelf: true });
    return resolved ? APP_ONLY + resolved.id : undefined;
  },
  // The same names, each undefined (the module only re-exports: `export { X } from './x.tsx'`).
  load(id) {
    if (!id.startsWith(APP_ONLY)) return undefined;
    const source = readFileSync(id.slice(APP_ONLY.length), 'utf8');
    const names = [...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((match) =>
      match[1]!
        .split(',')
        .map((name) =>
          name
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
        )
        .filter(Boolean),
    );
    return names.map((name) => `export const ${name} = undefined;`).join('\n');
  },
};

/**
 * The islands build (decision 059): the code of a public page the server rendered, which
 * hydrates only its islands (client/islands/main.tsx). Built after the app (vite.config.ts) into
 * the same dist/client, with a manifest of its own that the page renderer and
 * `npm run check:budgets` read. Nothing routes in the browser on these pages, so React Router is
 * replaced by the few parts the islands use (client/islands/router-shim.tsx).
 */
export default defineConfig({
  root: 'client',
  plugins: [noPreloadHelper, laterPartsStayLater, react()],
  // Parts of an island whose code comes after the island's (client/islands/deferred-part.tsx).
  define: { 'import.meta.env.TELO_ISLANDS': 'true' },
  resolve: {
    alias: {
      'react-router': fileURLToPath(new URL('./client/islands/router-shim.tsx', import.meta.url)),
    },
  },
  build: {
    outDir: '../dist/client',
    emptyOutDir: false,
    target: 'es2022',
    manifest: '.vite/islands-manifest.json',
    copyPublicDir: false,
    // No preload helper: the page renderer preloads the code of every island a page can render
    // with the entry (server/ssr/page-renderer.ts), so a dynamic import finds its chunks there.
    modulePreload: false,
    rolldownOptions: {
      input: { islands: fileURLToPath(new URL('./client/islands/main.tsx', import.meta.url)) },
      output: {
        // As in the app's build: a few files, not dozens of tiny ones on a 300 ms round trip.
        advancedChunks: {
          groups: [
            {
              name: 'islands-framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/,
              priority: 20,
            },
            // What every islands page runs at once (the runtime, the header, the toaster and what
            // they share) in one file: a dozen files of a few hundred bytes each compress worse and
            // cost round trips. What only some pages' islands use stays in their own chunks, and
            // the header's later parts (header-later.ts: the account menu, the search box) in theirs.
            {
              name: 'islands-shell',
              test: /[\\/](client[\\/](islands|lib[\\/](api-client|api-issues|cn|current-user|data-light|notify|query-client|server-visitor|shared-value|shop|whole-stylesheet|yield-to-browser)|config|app[\\/](layout[\\/](?!header-later)|ssr)|components[\\/](layout[\\/](?!header-search-panel)|ui[\\/]button)|features[\\/](cart[\\/](state|api[\\/](get-cart|add-cart-item))|account[\\/]components[\\/]demo-banner|messages[\\/](api[\\/](get-unread|messages-key)|components[\\/]messages-link))[\\/]?)|shared[\\/](hydration-events|islands|money|numbers|api[\\/](endpoint|cart|account|shop|messages)))/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
