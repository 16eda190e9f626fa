import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadPageRenderer } from '../ssr/page-renderer.ts';

/**
 * Serves the built client: hashed assets cached for a year, everything else briefly, pre-built
 * brotli/gzip files when the browser accepts them. Page routes (paths without a file extension,
 * outside /api) get the server-rendered page (server/ssr) or index.html; missing files such as /robots.txt or /assets/nope.js stay 404.
 */
export async function registerClient(
  app: FastifyInstance,
  clientDir: string,
  serverRendering: boolean,
) {
  const root = resolve(clientDir);
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`No built client in ${root}: run "npm run build" to serve the pages.`);
    return null;
  }
  const indexHtml = readFileSync(indexPath);
  // The public pages arrive rendered, with their data, when the SSR bundle was built.
  const renderPage = serverRendering
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
  return (request: FastifyRequest, reply: FastifyReply): boolean => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !/\.[a-z0-9]+$/i.test(path);
    if (!isPage) return false;
    if (renderPage) {
      renderPage(request, reply)
        .then((rendered) => {
          if (!rendered) sendShell(reply);
        })
        .catch((error: unknown) => {
          // A page that cannot render on the server still works: the browser renders it.
          request.log.error({ err: error }, 'server rendering failed; sending the client shell');
          if (!reply.sent) sendShell(reply);
        });
      return true;
    }
    sendShell(reply);
    return true;
  };
  function sendShell(reply: FastifyReply) {
    void reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
  }
}
