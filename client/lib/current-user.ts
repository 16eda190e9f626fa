import { hashKey, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { accountApi } from '../../shared/api/account.ts';
import type { Me } from '../../shared/schemas/account.ts';
import { readOptions } from './api-client.ts';
import { refetchAfterWrite } from './query-client.ts';
import { useServerRenderedMe } from './server-visitor.tsx';

/**
 * Who this browser acts for, from GET /api/me (issue 12): the demo shopper `user1` in demo mode,
 * a guest (no id before its first write) in live mode, or the signed-in account. It lives here,
 * beside the API client, because every feature that calls the spec's /api/users/{userId}/… paths
 * needs it; features/account holds the calls that change it (sign-in, sign-out, name).
 *
 * Never fetched by the server renderer for a visitor: its answer depends on the visitor's cookie,
 * and nothing personal goes into server-rendered HTML. The one answer it knows without the cookie
 * is a live-mode guest's (lib/server-visitor.tsx).
 */
export const meQueryOptions = () => readOptions(accountApi.me, {});

// Hashed once: the snapshot below is read on every cache event, for every caller.
const meHash = hashKey(meQueryOptions().queryKey);

/**
 * The acting user, once known: undefined in the server renderer, while the browser adopts the
 * server's HTML and until GET /api/me has answered; except on a personal page rendered for a
 * live-mode guest, where the server knew it (lib/server-visitor.tsx).
 *
 * The answer is read through useSyncExternalStore with whom the server rendered for (nobody, or
 * that guest) as the server's snapshot, so a part hydrated after /api/me answered (a page's chunk
 * arriving late) first renders what the server rendered and takes the answer right after. A
 * component re-renders only when the answer itself changes: no re-render at the end of hydration
 * while nothing is known (on a phone those synchronous re-renders of a whole page were the
 * longest tasks after hydration).
 */
export function useMe(): Me | undefined {
  const queryClient = useQueryClient();
  const rendered = useServerRenderedMe();
  // Asks GET /api/me (once for all callers) and keeps it fresh; its result objects are not read,
  // so their changes (fetching, stale…) never re-render the caller.
  useQuery({ ...meQueryOptions(), notifyOnChangeProps: [] });
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === meHash) onChange();
      }),
    [queryClient],
  );
  return useSyncExternalStore(
    subscribe,
    () => queryClient.getQueryCache().get<Me>(meHash)?.state.data,
    () => rendered,
  );
}

/** See useCurrentUserId. */
export type ActingUserId = string | null | undefined;

/**
 * The id for the spec's /api/users/{userId}/… paths and bodies: `undefined` while it is not known
 * yet (and in the server renderer, but for a guest), `null` for a live-mode guest who has written
 * nothing yet.
 * Per-user reads wait for a string.
 */
export function useCurrentUserId(): ActingUserId {
  return useMe()?.id;
}

/**
 * The acting user's id at the moment of a write, fresh when GET /api/me was invalidated
 * meanwhile (a guest's first write creates them). `null`: nobody yet, so the body carries no
 * userId and the server uses the session's user.
 */
export async function actingUserId(queryClient: QueryClient): Promise<string | null> {
  try {
    return (await queryClient.fetchQuery(meQueryOptions())).id;
  } catch {
    return null;
  }
}

/**
 * After a write that may have created a guest (live mode, nobody yet), learn who the browser is
 * now, so the per-user reads can start.
 */
export function refreshMeIfNobody(queryClient: QueryClient, userId: ActingUserId) {
  if (typeof userId === 'string') return Promise.resolve();
  return refetchAfterWrite(queryClient, meQueryOptions().queryKey);
}

/**
 * Query keys of data that belongs to one person (spec §7's per-user reads, one order, issue
 * 13's addresses, payments and quotes, and issue 15's fit claims and the tailor's and admin's
 * lists of them).
 */
const PERSONAL_ROOTS = [
  '/api/users',
  '/api/orders',
  '/api/addresses',
  '/api/payments',
  '/api/checkout',
  '/api/fit-claims',
  '/api/messages',
  '/api/tailor',
  '/api/admin',
];

/**
 * The browser now acts for someone else (signed in or out): forget everything of the previous
 * person, so nothing of theirs stays on screen, and take `me` as the new acting user.
 */
export function switchPerson(queryClient: QueryClient, me: Me | undefined) {
  // The new person first: per-user reads must not refetch under the previous person's id.
  if (me) queryClient.setQueryData(meQueryOptions().queryKey, me);
  // Unknown until GET /api/me answers again; meanwhile per-user reads wait.
  else void queryClient.resetQueries({ queryKey: meQueryOptions().queryKey });
  for (const root of PERSONAL_ROOTS) queryClient.removeQueries({ queryKey: [root] });
}
