/** PostgreSQL error codes we turn into client answers (drizzle wraps driver errors in `cause`). */
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_UNIQUE_VIOLATION = '23505';

export function pgErrorCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Class 22 "data exception": a value PostgreSQL cannot store (text with NUL, a number too big for
 * its column, an impossible date). Validation should catch these first; when it does not, the
 * value came from the request, so the answer is a 400, not a 500.
 */
export function isPgDataException(error: unknown): boolean {
  return pgErrorCode(error)?.startsWith('22') === true;
}

/** Driver and server codes meaning "the database cannot be reached right now". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
  '57014', // query_canceled: statement_timeout (db/client.ts) ended a statement of an overloaded server
  '53300', // too_many_connections
]);
/** Errors the drivers raise without a code: pool timeouts, lost connections, closed clients. */
const UNAVAILABLE_MESSAGES = [
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/, // pg's query_timeout (db/client.ts): no answer, the network is gone
  /^Connection terminated/,
  // A transaction whose connection died: its ROLLBACK (drizzle's) meets a client pg has closed.
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is closed$/,
];

/**
 * True when an error means the database is down, starting, overloaded or closed: a reason to
 * answer 503 (try again shortly), not a bug. Follows `cause` through drizzle's wrapping.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let e = error as { code?: unknown; message?: unknown; cause?: unknown } | null | undefined;
  for (let depth = 0; e && depth < 5; depth++, e = e.cause as typeof e) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return true; // 08: connection
    // Only the innermost error's own words: drizzle's wrapper quotes the query and its values.
    const message = typeof e.message === 'string' ? e.message : '';
    if (!e.cause && UNAVAILABLE_MESSAGES.some((m) => m.test(message))) return true;
  }
  return false;
}
