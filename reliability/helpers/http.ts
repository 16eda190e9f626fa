/** Real HTTP to a listening server, with a bound on how long an answer may take. */
export type Answer = { status: number; body: string; ms: number; error?: string };

export async function send(
  origin: string,
  method: string,
  path: string,
  options: {
    cookie?: string;
    body?: unknown;
    timeoutMs?: number;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const started = performance.now();
  const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin', ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(`${origin}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const body = await res.text();
    return { status: res.status, body, ms: performance.now() - started };
  } catch (error) {
    const e = error as Error & { cause?: { code?: string } };
    const code = e.name === 'TimeoutError' ? 'timeout' : (e.cause?.code ?? e.message);
    return { status: 0, body: '', ms: performance.now() - started, error: code };
  }
}

/** Counts answers by status (0 = no answer: refused, reset or timed out). */
export function tally(answers: Answer[]) {
  const byStatus: Record<string, number> = {};
  for (const a of answers) {
    const key = a.status === 0 ? (a.error ?? 'no answer') : String(a.status);
    byStatus[key] = (byStatus[key] ?? 0) + 1;
  }
  return byStatus;
}

/** Polls until `check` is true; fails after `timeoutMs`. Returns the milliseconds it took. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return performance.now() - started;
}

/**
 * A session as a browser gets one: from the cookie of its first write (reads start none).
 * That write empties the placeholder shopper's cart, which every test here starts from anyway.
 */
export async function newSession(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/users/user1/cart`, {
    method: 'DELETE',
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('telo_session='));
  if (!res.ok || !cookie) throw new Error(`no session cookie from ${origin} (${res.status})`);
  return cookie.split(';')[0]!;
}

/** Ids of the demo catalog's outfits, from the plain list. */
export async function productIds(origin: string): Promise<string[]> {
  const res = await fetch(`${origin}/api/products`);
  return ((await res.json()) as { id: string }[]).map((p) => p.id);
}
