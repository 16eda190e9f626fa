import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The shape of client/entry-server.tsx once built (dist/server/entry-server.js). */
type RenderResult = {
  status: number;
  head: string;
  body: string;
  state: string;
  pageModule: string | undefined;
};
type EntryServer = {
  render: (url: string, origin: string) => Promise<RenderResult>;
  setApiTransport: (transport: typeof fetch) => void;
};
type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };

/** Per-shopper pages keep the plain client shell: nothing of theirs is rendered on the server. */
const CLIENT_ONLY = /^\/(body-scan|profile|orders|become-tailor)(\/|$)/;
const NO_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The server renderer of the public pages (issue #5), or null when there is no SSR bundle next
 * to the client build (dist/client → dist/server, dist/client-x → dist/server-x). Used only
 * with SSR=true (decision 009).
 */
export async function loadPageRenderer(app: FastifyInstance, clientDir: string, indexHtml: string) {
  const serverDir = join(dirname(clientDir), basename(clientDir).replace(/^client/, 'server'));
  const entryPath = join(serverDir, 'entry-server.js');
  if (!existsSync(entryPath)) {
    app.log.warn(`SSR=true but there is no ${entryPath}: pages are rendered in the browser.`);
    return null;
  }
  const entry = (await import(pathToFileURL(entryPath).href)) as EntryServer;
  // Catalog reads go through the API in-process, so its validation and caching apply.
  entry.setApiTransport(async (input, init) => {
    init?.signal?.throwIfAborted();
    const response = await app.inject({
      method: 'GET',
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      headers: { accept: 'application/json' },
    });
    const status = response.statusCode;
    return new Response(NO_BODY_STATUSES.has(status) ? null : new Uint8Array(response.rawPayload), {
      status,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  });

  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>)
    : {};
  const template = shellParts(indexHtml);
  /** Per page module: its script tag and its imports' preloads, the same for every request. */
  const pageTags = new Map<string, { script: string; preloads: string }>();
  const tagsOf = (pageModule: string | undefined) => {
    if (!pageModule || !manifest[pageModule]) return { script: '', preloads: '' };
    let tags = pageTags.get(pageModule);
    if (!tags) {
      tags = {
        // The page's own chunk runs before the entry script, so the entry finds it loaded and
        // hydrates the whole page at once: no part waits for code while a tap on it is lost.
        script: `<script type="module" crossorigin src="/${manifest[pageModule].file}"></script>\n    `,
        preloads: modulePreloads(manifest, pageModule, indexHtml),
      };
      pageTags.set(pageModule, tags);
    }
    return tags;
  };

  return async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0] ?? '/';
    if (CLIENT_ONLY.test(path)) return false;
    const origin = `${request.protocol}://${request.host}`;
    const result = await entry.render(request.url, origin);
    const page = tagsOf(result.pageModule);
    const html =
      template.beforeEntry +
      page.script +
      template.beforeHead +
      result.head +
      page.preloads +
      template.headToRoot +
      result.body +
      template.rootToBody +
      result.state +
      template.rest;
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    reply
      .status(result.status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding');
    if (encoding) reply.header('Content-Encoding', encoding);
    await reply.send(encoding ? await compress[encoding](html) : html);
    return true;
  };
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A rendered list page repeats its card markup: compressed it is a tenth of its size, which on
 * 700 kbps 3G is most of a second. Brotli quality 5 compresses ~260 kB in a few milliseconds.
 */
const compress = {
  br: (html: string) =>
    brotli(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (html: string) => gzipAsync(html, { level: 6 }),
};

function acceptedEncoding(header: string | string[] | undefined): keyof typeof compress | null {
  const accepted = (Array.isArray(header) ? header.join(',') : (header ?? '')).toLowerCase();
  const allows = (name: string) =>
    accepted.split(',').some((part) => {
      const [coding, ...params] = part.trim().split(';');
      return coding === name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    });
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

/** index.html cut where the rendered parts go; its default title and description are replaced. */
function shellParts(indexHtml: string) {
  const html = indexHtml
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/>/, '');
  const headEnd = html.indexOf('</head>');
  const rootTag = '<div id="root"></div>';
  const root = html.indexOf(rootTag);
  if (headEnd < 0 || root < 0) throw new Error('index.html has no </head> or empty #root');
  const entry = html.indexOf('<script type="module"');
  if (entry < 0 || entry > headEnd) throw new Error('index.html has no module script in <head>');
  return {
    beforeEntry: html.slice(0, entry),
    beforeHead: `${html.slice(entry, headEnd).trimEnd()}\n    `,
    headToRoot: `\n  ${html.slice(headEnd, root)}<div id="root">`,
    rootToBody: '</div>\n    ',
    rest: html.slice(root + rootTag.length),
  };
}

/** The chunks the page's chunk imports (it has its own script tag), fetched alongside the entry. */
function modulePreloads(
  manifest: Record<string, ManifestChunk>,
  pageModule: string,
  indexHtml: string,
) {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const imported of manifest[pageModule]?.imports ?? []) visit(imported);
  return [...files]
    .filter((file) => !indexHtml.includes(`/${file}"`)) // the entry's own preloads are there already
    .map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}" />`)
    .join('');
}
