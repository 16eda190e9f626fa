import { QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from './api-client.ts';

/** Reads never go stale, never refetch on focus or on a timer, and never retry (spec §7). */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * After a write, the reads it changed answer anew. A first read still on its way may have left
 * before the write reached the server; invalidating alone would join that read (TanStack Query
 * does not restart a fetch that has no data yet) and keep its stale answer, so it is cancelled
 * first. The header's cart badge showed an empty cart after an add this way.
 */
export async function refetchAfterWrite(queryClient: QueryClient, queryKey: readonly unknown[]) {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}

/**
 * A read the server rendered as an error (an outfit that does not exist: 404) stays that error
 * on the page's first render, on the server and in the browser alike. TanStack Query would ask
 * again on mount instead, and render the page's placeholder meanwhile: the server's HTML under a
 * 404 was a skeleton, and the browser asked a second time for the answer it already had. Called
 * once the server's reads are in the cache (client/entry-server.tsx, client/main.tsx).
 */
export function keepServerErrors(queryClient: QueryClient) {
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.status === 'error')
      queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
}
