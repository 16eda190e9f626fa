import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderedPage } from '../cache/catalog-cache.ts';
import {
  EAGER_ISLAND_MODULES,
  ISLANDS_ENTRY,
  islandModules,
  type IslandName,
} from '../../shared/islands.ts';
import { bootScriptTag } from './boot-script.ts';
import { SIGNED_IN_HINT_TAG } from './signed-in-hint.ts';

/** The shape of client/entry-server.tsx once built (dist/server/entry-server.js). */
type RenderResult = {
  status: number;
  /** The <link rel=preload> of the page's largest picture, placed first in the <head>. */
  lcpPreload?: string;
  head: string;
  body: string;
  state: string;
  pageModule: string | undefined;
  /** Hydrated island by island (decision 059): the islands build's code, not the app's. */
  islands?: boolean;
};
type EntryServer = {
  render: (
    url: string,
    origin: string,
    options?: { hero?: number; cookieless?: boolean; dataLight?: boolean },
  ) => Promise<RenderResult>;
  setApiTransport: (transport: typeof fetch) => void;
};
type ManifestChunk = {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
};

const NO_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** Renders one page as a whole HTML document (the cache or the page route sends it). */
export type PageRenderer = (
  url: string,
  origin: string,
  options?: {
    hero?: number;
    /** A personal page: without JavaScript it shows the shell's notice instead (decision 038). */
    personal?: boolean;
    /**
     * Asked without a session cookie: in live mode a personal page then knows its visitor is a
     * guest and renders what they will see (its sign-in prompt).
     */
    cookieless?: boolean;
    /** Rendered for a data-light request (shared/data-light.ts). */
    dataLight?: boolean;
  },
) => Promise<RenderedPage>;

/**
 * The server renderer of the pages (issue #5), or null when there is no SSR bundle next to the
 * client build (dist/client → dist/server, dist/client-x → dist/server-x). Used unless
 * SERVER_RENDERING=off (decision 010). Which pages it renders, and whether they are cached, is
 * the page table's say (shared/page-table.ts, read by page-routes.ts).
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  clientDir: string,
  indexHtml: string,
): Promise<PageRenderer | null> {
  const serverDir = join(dirname(clientDir), basename(clientDir).replace(/^client/, 'server'));
  const entryPath = join(serverDir, 'entry-server.js');
  if (!existsSync(entryPath)) {
    app.log.warn(`There is no ${entryPath}: pages are rendered in the browser.`);
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
  const styles = stylesheets(indexHtml, clientDir);
  const template = shellParts(styles.html);
  // The <head> around the stylesheet's place: the page's largest picture is asked for before its
  // CSS (tens of kB on a 3G link), then its own rules (the same for every request of the page).
  const [headBeforeStyles, headAfterStyles = ''] = template.beforeHead.split(STYLESHEET_SLOT) as [
    string,
    string?,
  ];
  const styleTags = new Map<string | undefined, string>();
  const styleTagsOf = (pageModule: string | undefined) => {
    let tags = styleTags.get(pageModule);
    if (tags === undefined) {
      tags = styles.tagsFor(pageModule);
      styleTags.set(pageModule, tags);
    }
    return tags;
  };
  /** Per page module: its boot script, naming the page's modules; the same for every request. */
  const bootTags = new Map<string | undefined, string>();
  const bootTagOf = (pageModule: string | undefined) => {
    let tag = bootTags.get(pageModule);
    if (!tag) {
      const preloads = new Set([...pageModules(manifest, pageModule), ...template.entryPreloads]);
      tag = bootScriptTag(template.entry, [...preloads], {
        css: styles.deferredSheetFor(pageModule),
      });
      bootTags.set(pageModule, tag);
    }
    return tag;
  };

  /**
   * The boot tag of an islands page (decision 059): the islands build's entry, with its own
   * chunks, those of the islands hydrated at once (the header) and those of the islands the page
   * can render (dist/client/.vite/page-islands.json) fetched alongside, after the first paint: an
   * island's code is there when it comes into view. Without that build, the app's code.
   */
  const islandsManifestPath = join(clientDir, '.vite', 'islands-manifest.json');
  const islandsManifest = existsSync(islandsManifestPath)
    ? (JSON.parse(readFileSync(islandsManifestPath, 'utf8')) as Record<string, ManifestChunk>)
    : undefined;
  const pageIslandsPath = join(clientDir, '.vite', 'page-islands.json');
  const pageIslands = existsSync(pageIslandsPath)
    ? (JSON.parse(readFileSync(pageIslandsPath, 'utf8')) as Record<string, IslandName[]>)
    : {};
  const islandsTags = new Map<string | undefined, string | undefined>();
  const islandsBootTag = (pageModule: string | undefined) => {
    if (islandsTags.has(pageModule)) return islandsTags.get(pageModule);
    const entry = islandsManifest?.[ISLANDS_ENTRY];
    let tag: string | undefined;
    if (islandsManifest && entry) {
      const preloads = new Set<string>();
      const visit = (key: string) => {
        const chunk = islandsManifest[key];
        if (!chunk || preloads.has(`/${chunk.file}`)) return;
        preloads.add(`/${chunk.file}`);
        for (const imported of chunk.imports ?? []) visit(imported);
      };
      for (const imported of entry.imports ?? []) visit(imported);
      for (const eager of EAGER_ISLAND_MODULES) visit(eager);
      for (const name of (pageModule && pageIslands[pageModule]) || []) {
        const island = islandModules[name];
        if (island) visit(island.module);
      }
      tag = bootScriptTag(`/${entry.file}`, [...preloads], {
        islands: true,
        app: template.entry,
        css: styles.deferredSheetFor(pageModule),
      });
    }
    islandsTags.set(pageModule, tag);
    return tag;
  };

  return async function renderPage(url, origin, options = {}) {
    const { hero, cookieless, dataLight } = options;
    const result = await entry.render(url, origin, { hero, cookieless, dataLight });
    const html =
      headBeforeStyles +
      (result.lcpPreload ?? '') +
      styleTagsOf(result.pageModule) +
      headAfterStyles +
      result.head +
      (options.personal ? template.headToRootWithNotice : template.headToRoot) +
      result.body +
      template.rootToBody +
      result.state +
      ((result.islands && islandsBootTag(result.pageModule)) || bootTagOf(result.pageModule)) +
      template.rest;
    return { status: result.status, html };
  };
}

/** Where a page's stylesheet tags go in the template (replaced per page module). */
const STYLESHEET_SLOT = '\u0000telo-stylesheet\u0000';

/**
 * A page's first paint carries, inline, only the rules its own code can use (decision 058:
 * dist/client/.vite/critical-css.json, written by the build's scripts/critical-css-plugin.ts):
 * the browser paints as soon as the HTML has arrived, with no round trip for a stylesheet. The
 * whole stylesheet is asked for by the boot script after the first paint, with the page's code
 * (media="print": fetched, not applied; on 3G it would share the HTML's round trips); main.tsx
 * hydrates once it has arrived and applies it the moment the browser is about to draw something
 * the inline rules lack (client/lib/whole-stylesheet.ts), so a dialog, a toast, the cart sheet or
 * another page is never unstyled; without JavaScript, <noscript> links it.
 * A build without the file (or a stylesheet that cannot be inlined) inlines the whole of it.
 */
function stylesheets(indexHtml: string, clientDir: string) {
  const criticalPath = join(clientDir, '.vite', 'critical-css.json');
  const critical = existsSync(criticalPath)
    ? (JSON.parse(readFileSync(criticalPath, 'utf8')) as Record<string, string>)
    : undefined;
  let href: string | undefined;
  let whole = '';
  const html = indexHtml.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="(\/[^"]+\.css)">/g,
    (link, file: string) => {
      const css = readFileSync(join(clientDir, file), 'utf8');
      if (css.includes('</')) return link;
      href = file;
      whole = css;
      return STYLESHEET_SLOT;
    },
  );
  const ownRules = (pageModule: string | undefined) => {
    const own = pageModule ? critical?.[pageModule] : undefined;
    return own === undefined || href === undefined || own.includes('</') ? undefined : own;
  };
  const tagsFor = (pageModule: string | undefined): string => {
    const own = ownRules(pageModule);
    if (own === undefined) return `<style>${whole}</style>`;
    return `<style>${own}</style><noscript><link rel="stylesheet" href="${href}"></noscript>`;
  };
  /** The whole sheet the boot script asks for after the first paint, when the page inlines less. */
  const deferredSheetFor = (pageModule: string | undefined) =>
    ownRules(pageModule) === undefined ? undefined : href;
  return { html, tagsFor, deferredSheetFor };
}

/**
 * index.html cut where the rendered parts go; its default title and description are replaced,
 * and its module script and preloads are taken out: the boot script asks for them after the
 * first paint. Its <noscript> notice ("Telo needs JavaScript for this page") is kept only for
 * personal pages, whose data only the browser reads (it hides the rendered page): the others
 * show their content without JavaScript.
 */
function shellParts(indexHtml: string) {
  const entry = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/.exec(
    indexHtml,
  )?.[1];
  if (!entry) throw new Error('index.html has no module script');
  const entryPreloads = [
    ...indexHtml.matchAll(/<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">/g),
  ].map((match) => match[1]!);
  const html = indexHtml
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/>/, '')
    .replace(/\s*<script type="module"[^>]*><\/script>/, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<!--[\s\S]*?-->/g, '');
  const notice = /\s*<noscript>[\s\S]*?<\/noscript>/.exec(html)?.[0] ?? '';
  const headEnd = html.indexOf('</head>');
  const rootTag = '<div id="root"></div>';
  const root = html.indexOf(rootTag);
  if (headEnd < 0 || root < 0) throw new Error('index.html has no </head> or empty #root');
  return {
    entry,
    entryPreloads,
    // The hint runs before anything in <body> is painted (signed-in-hint.ts).
    beforeHead: `${html.slice(0, headEnd).trimEnd()}\n    ${SIGNED_IN_HINT_TAG}\n    `,
    headToRoot: `\n  ${html.slice(headEnd, root).replace(notice, '')}<div id="root">`,
    headToRootWithNotice: `\n  ${html.slice(headEnd, root)}<div id="root">`,
    rootToBody: '</div>\n    ',
    rest: html.slice(root + rootTag.length),
  };
}

/** The page's own chunk and every chunk it imports (the entry chunk itself aside). */
function pageModules(manifest: Record<string, ManifestChunk>, pageModule: string | undefined) {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (pageModule) visit(pageModule);
  return files;
}
