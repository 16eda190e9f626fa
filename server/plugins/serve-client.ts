import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadPageRenderer } from '../ssr/page-renderer.ts';
import { registerPageRoutes } from '../ssr/page-routes.ts';

/**
 * Serves the built client: hashed assets cached for a year, everything else briefly, pre-built
 * brotli/gzip files when the browser accepts them. Every page of the page table gets its own
 * route (server/ssr/page-routes.ts); other addresses without a file extension outside /api get
 * the not-found page through the returned handler; missing files such as /robots.txt or
 * /assets/nope.js stay 404.
 */
export async function registerClient(
  app: FastifyInstance,
  {
    clientDir,
    serverRendering,
    trustProxy,
  }: { clientDir: string; serverRendering: boolean; trustProxy: boolean },
) {
  const root = resolve(clientDir);
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`No built client in ${root}: run "npm run build" to serve the pages.`);
    return null;
  }
  const indexHtml = readFileSync(indexPath);
  // The public pages arrive rendered, with their data, when the SSR bundle was built.
  const renderer = serverRendering
    ? await loadPageRenderer(app, root, indexHtml.toString('utf8'))
    : null;
  await app.register(fastifyStatic, {
    root,
    index: false,
    // Routes for the files that exist, found once at start-up: no file-system lookup for
    // unknown paths, which fall through to the not-found handler (pages or a real 404).
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, path) {
      const hashed = path.startsWith(join(root, 'assets'));
      res.header(
        'Cache-Control',
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
  return registerPageRoutes(app, { renderer, sendShell, trustProxy });

  function sendShell(reply: FastifyReply) {
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(indexHtml);
  }
}
