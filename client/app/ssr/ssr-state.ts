import type { DehydratedState } from '@tanstack/react-query';

/** The id of the <script type="application/json"> that carries the server's data to the browser. */
export const SSR_STATE_ID = 'telo-ssr-state';

/**
 * What the server rendered with, so the first browser render is identical: the catalog answers
 * it fetched (errors travel as their message, since an Error does not survive JSON) and the hero
 * picture it chose at random.
 */
export type SsrState = {
  heroSrc: string;
  queries: DehydratedState;
  /** Whether a visitor without a cookie acts for the demo shopper (lib/server-visitor.tsx). */
  demoMode: boolean | undefined;
  /** Rendered for a data-light request (shared/data-light.ts): the browser stays in that mode. */
  dataLight?: boolean;
};

/** JSON safe inside a <script> element: no "</script>" or "<!--" can close or confuse it. */
export function serializeSsrState(state: SsrState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Errors were sent as { message }: make them Errors again, as the pages' errorStatus() expects. */
export function reviveErrors(queries: DehydratedState): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) => {
      const error = query.state.error as { message?: unknown } | null | undefined;
      if (!error) return query;
      return { ...query, state: { ...query.state, error: new Error(String(error.message)) } };
    }),
  };
}
