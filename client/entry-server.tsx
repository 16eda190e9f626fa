import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/app-providers.tsx';
import { ToasterIsland } from './components/layout/toaster.tsx';
import { AppRoutes, matchPage } from './app/routes.tsx';
import { personalPreloads, prefetchPage } from './app/page-reads.ts';
import { manifestKey } from '../shared/page-table.ts';
import { pageHead } from './app/ssr/page-head.ts';
import { serializeSsrState, SSR_STATE_ID } from './app/ssr/ssr-state.ts';
import { smallestSrcSet } from '../shared/data-light.ts';
import { heroImages } from '../shared/images.ts';
import {
  HERO_PRELOAD_MEDIA,
  HERO_SIZES,
  pickHeroImage,
} from './features/home/state/hero-image.tsx';
import type { Me } from '../shared/schemas/account.ts';
import { apiRequest, errorStatus, setApiTransport as setTransport } from './lib/api-client.ts';
import { meQueryOptions } from './lib/current-user.ts';
import { createQueryClient, keepServerErrors } from './lib/query-client.ts';

let cookielessAnswer: Promise<Me | undefined> | undefined;

export function setApiTransport(fetchImplementation: typeof fetch) {
  setTransport(fetchImplementation);
  cookielessAnswer = undefined;
}

/**
 * Who a visitor without a cookie is: GET /api/me asked without one, once (it follows from the
 * server's configuration alone). In demo mode, the demo shopper; in live mode, a guest. Nothing
 * of any visitor's own is asked here.
 */
function cookielessMe(): Promise<Me | undefined> {
  cookielessAnswer ??= apiRequest('GET', '/api/me')
    .then(async (response) => (await response.json()) as Me)
    .catch(() => {
      cookielessAnswer = undefined; // asked again by the next page
      return undefined;
    });
  return cookielessAnswer;
}

export type RenderResult = {
  status: number;
  /**
   * The preload of the page's largest picture (the home page's hero), which the server places
   * first in the <head>, before the page's CSS: the picture is asked for with the first bytes.
   */
  lcpPreload: string | undefined;
  /** Tags for the <head>: title, description, share preview, preloads. */
  head: string;
  /** The contents of #root. */
  body: string;
  /** The JSON data element to place after #root. */
  state: string;
  /** The page's module in the client manifest (e.g. "app/routes/home.tsx"), to modulepreload. */
  pageModule: string | undefined;
  /** Hydrated island by island with the islands build's code (decision 059). */
  islands: boolean;
};

/**
 * Renders one page for the server (server/ssr) in one pass: fetches the reads its declaration
 * names (shared/page-table.ts `prefetch`) alongside its code, then renders once. Returns the
 * <head> tags and the contents of #root, with exactly those reads for the browser to hydrate from.
 */
export async function render(
  url: string,
  origin: string,
  options: {
    hero?: number;
    /** A personal page asked without a session cookie (server/ssr/page-routes.ts). */
    cookieless?: boolean;
    /** A data-light request (shared/data-light.ts): smallest photos, only the LCP preloaded. */
    dataLight?: boolean;
  } = {},
): Promise<RenderResult> {
  const address = new URL(url, origin);
  const dataLight = options.dataLight === true;
  const { page, params } = matchPage(address.pathname);
  const queryClient = createQueryClient();
  const [cookieless] = await Promise.all([
    cookielessMe(),
    page.preload(), // rendered complete, never as a Suspense fallback
    prefetchPage(queryClient, page, { params, search: address.searchParams }),
  ]);
  keepServerErrors(queryClient);
  const demo = cookieless?.demo;
  // A live-mode visitor without a session is a guest, whoever they are: the page is rendered as
  // they will see it (a sign-in prompt) and carries that answer of /api/me, the only one sent
  // with a page; in demo mode the cookieless answer is the demo shopper's, which stays out.
  const guest =
    options.cookieless && cookieless && !cookieless.demo && !cookieless.signedIn
      ? cookieless
      : undefined;
  if (guest) queryClient.setQueryData(meQueryOptions().queryKey, guest);
  // Only a page that shows the hero carries a choice: a cached page of another kind would
  // otherwise hand every visitor the same picture for their later visit to the home page (the
  // browser picks then, client/app/app.tsx).
  const heroImage =
    options.hero === undefined ? pickHeroImage() : (heroImages[options.hero] ?? heroImages[0]!);
  const tree = (
    <StrictMode>
      <AppProviders
        queryClient={queryClient}
        heroImage={heroImage}
        serverVisitor={{ demoMode: demo, guest }}
        dataLight={dataLight}
      >
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
        <ToasterIsland />
      </AppProviders>
    </StrictMode>
  );

  // The reads a render asks for beyond the declared ones stay pending here and are fetched by
  // the browser; they are not waited for (nor sent).
  const html = renderToString(tree);

  const queries = queryClient.getQueryCache().getAll();
  const missing = queries.some((query) => {
    const status = errorStatus(query.state.error);
    return status === 404 || status === 400;
  });
  const status = page.path === '*' || missing ? 404 : 200;

  // React puts the page's hoisted tags (its <title>) first: they belong in the <head>.
  const bodyStart = html.indexOf('<div');
  const hoisted = bodyStart > 0 ? html.slice(0, bodyStart) : '';
  const body = bodyStart > 0 ? html.slice(bodyStart) : html;
  const pageTitle = /<title>([^<]*)<\/title>/.exec(hoisted)?.[1];

  // Only the declared reads have answers (nothing else was fetched): those, errors included.
  const dehydrated = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' || query.state.status === 'error',
  });
  for (const query of dehydrated.queries) {
    const error = query.state.error;
    if (error instanceof Error) query.state.error = { message: error.message } as Error;
  }
  const state = serializeSsrState({
    heroSrc: page.hero ? heroImage.src : '',
    queries: dehydrated,
    demoMode: demo,
    ...(dataLight ? { dataLight } : {}),
  });

  let head = pageHead({
    origin,
    url,
    page,
    params,
    queryClient,
    heroSrc: page.hero ? heroImage.src : '',
    pageTitle: pageTitle ? decodeEntities(pageTitle) : undefined,
  });
  // A guest's page has its answer of /api/me, and nothing else of theirs to read.
  if (!guest) head += personalPreloads(page);
  let lcpPreload: string | undefined;
  if (page.hero) {
    // A wide screen's largest paint: fetch it with the HTML, before any script (a phone's is the
    // heading: HERO_PRELOAD_MEDIA). Data-light: the smallest file (the <img> asks for the same).
    const srcSet = dataLight ? smallestSrcSet(heroImage.srcSet) : heroImage.srcSet;
    lcpPreload = `<link rel="preload" as="image" href="${heroImage.src}" imagesrcset="${srcSet}" imagesizes="${HERO_SIZES}" media="${HERO_PRELOAD_MEDIA}" fetchpriority="high" />\n    `;
  }
  return {
    status,
    lcpPreload,
    head,
    body,
    state: `<script type="application/json" id="${SSR_STATE_ID}">${state}</script>`,
    pageModule: manifestKey(page),
    islands: page.islands === true,
  };
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}
