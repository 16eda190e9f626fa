import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { criticalCssPlugin } from './scripts/critical-css-plugin.ts';

// The client lives in client/; the server serves the build from dist/client. The second build,
// `vite build --ssr entry-server.tsx --outDir ../dist/server`, is the server renderer of the
// public pages (client/entry-server.tsx, loaded by server/ssr/page-renderer.ts).
export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  plugins: [react(), tailwindcss(), criticalCssPlugin('client')],
  // The app and the server draw an island's later parts at once (client/islands/deferred-part.tsx).
  define: { 'import.meta.env.TELO_ISLANDS': 'false' },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    // dist/client/.vite/manifest.json: the byte budgets (scripts/check-budgets.ts) read each
    // page's chunks, and the server preloads the chunks of the page it renders.
    manifest: !isSsrBuild,
    // The pictures are served from the client build only.
    copyPublicDir: !isSsrBuild,
    // Left alone, the bundler cuts the shell into ~30 files of a few hundred bytes each: on 3G
    // (300 ms round trips, six connections) that costs whole round trips before hydration, and
    // each small file compresses worse. Three groups instead: the framework, every icon, and the
    // shell every page needs; a page's own code stays in its own chunks.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            advancedChunks: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|cookie|set-cookie-parser)[\\/]/,
                  priority: 20,
                },
                { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 15 },
                {
                  name: 'shell',
                  test: /[\\/]client[\\/](lib[\\/](?!use-url-filters)|config[\\/]|components[\\/]layout[\\/]|components[\\/]ui[\\/](badge|button|card|skeleton|offscreen-items)\.tsx?$|app[\\/](app|app-providers|routes)\.tsx?$|app[\\/](ssr|layout)[\\/]|features[\\/]cart[\\/](state[\\/]|api[\\/]|components[\\/]header-cart\.tsx$)|features[\\/]home[\\/]state[\\/])|[\\/]shared[\\/](money|numbers|dates|page-table|api[\\/](endpoint|cart|account|shop))\.ts$/,
                  priority: 10,
                },
              ],
            },
          },
        },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
