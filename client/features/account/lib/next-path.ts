/**
 * Where to go after signing in: the `?next=` path when it is a path of this site, else the
 * profile. Never another site ("//evil.example", "https://…", "/\evil") and never back to
 * /sign-in itself.
 */
export function nextPathAfterSignIn(next: string | null, fallback: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return fallback;
  // No control characters: browsers drop tabs and newlines, which can turn "/\t/x" into "//x".
  if ([...next].some((c) => c.charCodeAt(0) < 0x20)) return fallback;
  const path = next.split(/[?#]/)[0];
  if (path === '/sign-in') return fallback;
  return next;
}

/** The sign-in page's address that brings the visitor back to `path` afterwards. */
export function signInPath(path: string): string {
  return `/sign-in?next=${encodeURIComponent(path)}`;
}
