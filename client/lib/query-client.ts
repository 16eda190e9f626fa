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
