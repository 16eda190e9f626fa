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
