import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The islands build (decision 059): the code of a public page the server rendered, which
 * hydrates only its islands (client/islands/main.tsx). Built after the app (vite.config.ts) into
 * the same dist/client, with a manifest of its own that the page renderer and
 * `npm run check:budgets` read. Nothing routes in the browser on these pages, so React Router is
 * replaced by the few parts the islands use (client/islands/router-shim.tsx).
 */
export default defineConfig({
  root: 'client',
  plugins: [react()],
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
            // cost round trips. What only some pages' islands use stays in their own chunks.
            {
              name: 'islands-shell',
              test: /[\\/](client[\\/](islands|lib[\\/](api-client|api-issues|cn|current-user|data-light|notify|query-client|server-visitor|shared-value|shop|whole-stylesheet|yield-to-browser)|config|app[\\/](layout|ssr)|components[\\/](layout|ui[\\/]button)|features[\\/](cart[\\/](state|api)|account[\\/]components[\\/](account-menu|demo-banner)|messages[\\/](api|components[\\/]messages-link))[\\/]?)|shared[\\/](hydration-events|islands|money|numbers|api[\\/](endpoint|cart|account|shop|messages)))/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
