import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The client lives in client/; the server serves the build from dist/client. The second build,
// `vite build --ssr entry-server.tsx --outDir ../dist/server`, is the server renderer of the
// public pages (client/entry-server.tsx, loaded by server/ssr/page-renderer.ts).
export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    // dist/client/.vite/manifest.json: the byte budgets (scripts/check-budgets.ts) read each
    // page's chunks, and the server preloads the chunks of the page it renders.
    manifest: !isSsrBuild,
    // The pictures are served from the client build only.
    copyPublicDir: !isSsrBuild,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
