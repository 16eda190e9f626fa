import { queryOptions, type QueryFunction } from '@tanstack/react-query';
import {
  keyOf,
  pathOf,
  type BodyOf,
  type Endpoint,
  type PathParams,
  type QueryOf,
  type ResponseOf,
} from '../../shared/api/endpoint.ts';
import { yieldToBrowser } from './yield-to-browser.ts';

/**
 * Every call follows spec §7–§8: cookies always sent, bodies as JSON, and any non-OK answer
 * throws Error("<status>: <body text or status text>").
 */
async function throwIfNotOk(response: Response) {
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new Error(`${response.status}: ${text}`);
  }
}

/**
 * The transport: the browser's fetch, or, inside the server renderer, one that answers the same
 * relative /api paths in-process (server/ssr), so the API's validation and caching apply.
 *
 * The browser's fetch yields first: a render that starts several reads (the shopper's cart
 * count, measurements and wishlist when GET /api/me answers) would otherwise call fetch in the
 * same task as the render, and a fetch during page load was measured at 1–8 ms of Chromium's
 * main thread: one long task on a slow phone. Each request now starts in a task of its own.
 */
let transport: typeof fetch = async (input, init) => {
  await yieldToBrowser();
  return fetch(input, init);
};

export function setApiTransport(fetchImplementation: typeof fetch) {
  transport = fetchImplementation;
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await transport(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return response;
}

type CallInput<E extends Endpoint> = {
  params?: PathParams<E>;
  query?: QueryOf<E>;
} & (BodyOf<E> extends undefined ? { body?: undefined } : { body: BodyOf<E> });

/**
 * The one way the client calls the API (issue 31): an endpoint from shared/api, its path's
 * parameters, query and body, typed by the endpoint's contract; the answer typed as JSON.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> = {} as CallInput<E>,
): Promise<ResponseOf<E>> {
  const path = pathOf(endpoint, (input.params ?? {}) as PathParams<E>);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null) query.set(name, String(value));
  }
  const url = query.size > 0 ? `${path}?${query}` : path;
  const response = await apiRequest(endpoint.method, url, input.body);
  return response.status === 204 ? (undefined as ResponseOf<E>) : response.json();
}

/**
 * A read's options: its key is the endpoint's path cut at its parameters (keyOf), which the
 * default read below fetches (spec §7); a write refreshes it by the same key or a prefix of it.
 */
export function readOptions<E extends Endpoint>(endpoint: E, params: PathParams<E>) {
  return queryOptions<ResponseOf<E>>({ queryKey: keyOf(endpoint, params) });
}

/** Sends a file as the raw body (a photo to POST /api/uploads), its type as Content-Type. */
export async function apiUpload(url: string, file: Blob): Promise<Response> {
  const response = await transport(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': file.type },
    body: file,
  });
  await throwIfNotOk(response);
  return response;
}

/** The default read: the query key's segments joined with '/' form the GET path. */
export const defaultQueryFn: QueryFunction = async ({ queryKey, signal }) => {
  const response = await transport(queryKey.join('/'), { credentials: 'include', signal });
  await throwIfNotOk(response);
  return response.json();
};

/** The status code of an error thrown above, e.g. 404 for "404: …". */
export function errorStatus(error: unknown): number | undefined {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : undefined;
}
