import type { QueryClient } from '@tanstack/react-query';
import type { PageDeclaration, PageRead, PersonalRead } from '../../shared/page-table.ts';
import { meQueryOptions } from '../lib/current-user.ts';
import { tailorOrdersQueryOptions } from '../features/tailor-orders/api/get-tailor-orders.ts';
import { outboxQueryOptions } from '../features/account/api/get-outbox.ts';
import { FEATURED_PRODUCTS, FEATURED_TAILORS } from '../features/home/lib/featured.ts';
import { featuredProductsQueryOptions } from '../features/products/api/get-featured-products.ts';
import { productQueryOptions } from '../features/products/api/get-product.ts';
import { searchProductsQueryOptions } from '../features/products/api/search-products.ts';
import {
  filtersFromSearchParams as productFilters,
  filtersToSearch,
} from '../features/products/lib/product-filters.ts';
import { featuredTailorsQueryOptions } from '../features/tailors/api/get-featured-tailors.ts';
import { tailorQueryOptions } from '../features/tailors/api/get-tailor.ts';
import { searchTailorsQueryOptions } from '../features/tailors/api/search-tailors.ts';
import { shopQueryOptions } from '../lib/shop.ts';
import { eventQueryOptions } from '../features/aso-ebi-guest/api/get-event.ts';
import { filtersFromSearchParams as tailorFilters } from '../features/tailors/lib/tailor-filters.ts';

type At = { params: Record<string, string | undefined>; search: URLSearchParams };

/**
 * How each read a page declares (shared/page-table.ts `prefetch`) is fetched: the very
 * queryOptions its components use, so the one server render finds every answer in the cache.
 * Errors are kept as the query's state (a 404 outfit renders the not-found page).
 */
const reads: Record<PageRead, (queryClient: QueryClient, at: At) => Promise<void>> = {
  featuredProducts: (client) =>
    client.prefetchQuery(featuredProductsQueryOptions(FEATURED_PRODUCTS)),
  featuredTailors: (client) => client.prefetchQuery(featuredTailorsQueryOptions(FEATURED_TAILORS)),
  productSearch: (client, { search }) =>
    client.prefetchInfiniteQuery(
      searchProductsQueryOptions(filtersToSearch(productFilters(search))),
    ),
  product: (client, { params }) => client.prefetchQuery(productQueryOptions(params.id ?? '')),
  tailorSearch: (client, { search }) =>
    client.prefetchInfiniteQuery(searchTailorsQueryOptions(tailorFilters(search))),
  tailor: (client, { params }) => client.prefetchQuery(tailorQueryOptions(params.id ?? '')),
  event: (client, { params }) => client.prefetchQuery(eventQueryOptions(params.id ?? '')),
  outbox: (client) => client.prefetchQuery(outboxQueryOptions()),
};

/**
 * Fetches everything the page's first view shows, side by side: its declared reads, and on every
 * page the shop itself (its mode, channels and figures: the footer and every claim read it).
 */
export async function prefetchPage(queryClient: QueryClient, page: PageDeclaration, at: At) {
  await Promise.all([
    queryClient.prefetchQuery(shopQueryOptions()),
    ...(page.prefetch ?? []).map((read) => reads[read](queryClient, at)),
  ]);
}

/** The address of each personal read a page may preload (shared/page-table.ts `personalReads`). */
const readAddresses: Record<PersonalRead, { queryKey: readonly unknown[] }> = {
  tailorOrders: tailorOrdersQueryOptions(),
};

/**
 * A personal page's <link rel="preload"> tags: who the visitor is (the first thing its code
 * asks, main.tsx) and the reads it declares, fetched with the HTML's round trip instead of after
 * the code has arrived. crossorigin="use-credentials" matches the API client's credentials
 * 'include', so the browser hands these answers to its fetches.
 */
export function personalPreloads(page: PageDeclaration): string {
  if (page.render !== 'personal') return '';
  const reads = [
    meQueryOptions(),
    ...(page.personalReads ?? []).map((read) => readAddresses[read]),
  ];
  return reads
    .map(
      ({ queryKey }) =>
        `\n    <link rel="preload" as="fetch" href="${queryKey.join('/')}" crossorigin="use-credentials" />`,
    )
    .join('');
}
