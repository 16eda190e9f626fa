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
