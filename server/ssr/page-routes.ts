import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { dataLightRequested } from '../../shared/data-light.ts';
import { heroImages } from '../../shared/images.ts';
import { pageTable, type PageDeclaration } from '../../shared/page-table.ts';
import { sendUncached } from '../cache/catalog-cache.ts';
import { AppError, BadRequestError } from '../errors.ts';
import { sessionCookieName } from '../plugins/session.ts';
import { createKeptPages } from './kept-pages.ts';
import type { PageRenderer } from './page-renderer.ts';

/**
 * One route per page of the page table (shared/page-table.ts), so a page is served by its
 * own route rather than by the not-found handler (issue 16):
 * - 'cached': rendered once per catalogue version (and hero picture), kept as compressed bytes
 *   by the catalogue cache, answered with ETag/304 and, once known, before Fastify;
 * - 'server': rendered for each request, compressed at a fast level; one that declares `keepMs`
 *   (the same for everyone, its data allowed to be that old) is rendered once per `keepMs` and
 *   its bytes shared, before Fastify too (kept-pages.ts);
 * - 'personal': the same, without the visitor's data, which the browser reads (decision 038);
 *   asked without a session cookie in live mode, as the guest the visitor then is;
 * - 'client': the plain client shell (the page draws itself in the browser).
 * Without a renderer (SERVER_RENDERING=off, no SSR bundle) every page gets the shell.
 * Returns the not-found page for other page-like addresses (the not-found handler's part).
 */
export function registerPageRoutes(
  app: FastifyInstance,
  {
    renderer,
    sendShell,
    trustProxy,
  }: {
    renderer: PageRenderer | null;
    sendShell: (reply: FastifyReply) => FastifyReply;
    trustProxy: boolean;
  },
) {
  const keptPages = createKeptPages({ trustProxy });
  app.hotPath.answers.push(keptPages.answerRaw);
  for (const page of pageTable) {
    if (page.path === '*') continue;
    app.get(page.path, (request, reply) => servePage(page, request, reply));
  }

  async function servePage(page: PageDeclaration, request: FastifyRequest, reply: FastifyReply) {
    if (!renderer || page.render === 'client') return sendShell(reply);
    const origin = originOf(request);
    try {
      if (page.render === 'server' && page.keepMs) {
        // The same for every visitor of a mode, and may be this old: one render kept and shared
        // per mode (shared/data-light.ts).
        const url = cachedUrl(page, request.url);
        return await keptPages.serve(request, reply, {
          key: origin + url,
          keepMs: page.keepMs,
          render: (dataLight) =>
            renderer(url, origin, { personal: false, cookieless: false, dataLight }),
        });
      }
      if (page.render === 'server' || page.render === 'personal') {
        const personal = page.render === 'personal';
        // Whether there is a session cookie, never what it holds: the renderer sees no cookie.
        const cookieless = personal && !request.cookies[sessionCookieName(request)];
        const dataLight = dataLightRequested(request.headers['save-data'], request.headers.cookie);
        return await sendUncached(
          request,
          reply,
          await renderer(request.url, origin, { personal, cookieless, dataLight }),
        );
      }
      const url = cachedUrl(page, request.url);
      return await app.catalogCache.servePage(request, reply, {
        key: origin + url,
        variants: page.hero ? heroImages.length : 1,
        dataLight: true,
        render: (hero, dataLight) => renderer(url, origin, { hero, dataLight }),
      });
    } catch (error) {
      // A refusal meant for the client (406: it accepts no coding Telo has) is its answer.
      if (error instanceof AppError) throw error;
      // A page that cannot render on the server still works: the browser renders it.
      request.log.error({ err: error }, 'server rendering failed; sending the client shell');
      return reply.sent ? reply : sendShell(reply);
    }
  }

  const notFound = pageTable.find((page) => page.path === '*')!;
  return (request: FastifyRequest, reply: FastifyReply): boolean => {
    const path = request.url.split('?', 1)[0]!;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !/\.[a-z0-9]+$/i.test(path);
    if (!isPage) return false;
    // Outside a route handler, so what it throws is handed to the error handler here: an
    // unhandled rejection would end the process.
    servePage(notFound, request, reply).catch((error: unknown) => reply.send(error));
    return true;
  };
}

/**
 * The origin a page is rendered for (its canonical and share links), from Host or, behind a proxy,
 * X-Forwarded-Proto and -Host. A client that names no usable origin (`Host: a b`, a port past
 * 65535, `X-Forwarded-Proto: ,`) is answered 400 rather than a page rendered for it.
 */
function originOf(request: FastifyRequest): string {
  const origin = `${request.protocol}://${request.host}`;
  if (!URL.canParse(origin) || !/^https?$/.test(request.protocol)) {
    throw new BadRequestError('The request names no valid host (Host or X-Forwarded-Host)');
  }
  return origin;
}

/**
 * The address a cached page is rendered for: its path and only the query parameters it reads,
 * in the table's order. Everything the page shows comes from these, so they are its cache key.
 */
export function cachedUrl(page: PageDeclaration, url: string): string {
  const [path, search = ''] = url.split('?', 2) as [string, string?];
  if (!page.query?.length || !search) return path;
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of page.query) for (const value of given.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}
