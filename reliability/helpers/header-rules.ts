import { createHash } from 'node:crypto';

/**
 * The headers every answer must carry (issue #6 §4), as checks that name what is missing.
 * `perUser`: the answer is about one shopper (or sets their cookie) and must not be stored by any
 * cache. `https`: the request came over https, so HSTS is required too.
 */
export type Headers = Record<string, string | string[] | number | undefined>;

const header = (headers: Headers, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value === undefined ? undefined : String(value);
};

function directives(csp: string) {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

export function missingHeaders(headers: Headers, options: { perUser: boolean; https: boolean }) {
  const missing: string[] = [];
  const csp = header(headers, 'content-security-policy');
  if (!csp) missing.push('Content-Security-Policy');
  else {
    const d = directives(csp);
    for (const [name, value] of [
      ['base-uri', "'none'"],
      ['frame-ancestors', "'none'"],
      ['object-src', "'none'"],
    ] as const) {
      if (d.get(name)?.join(' ') !== value) missing.push(`CSP ${name} ${value}`);
    }
    const scripts = d.get('script-src') ?? d.get('default-src');
    const unsafe = ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:'];
    if (!scripts || scripts.some((s) => unsafe.includes(s)))
      missing.push('CSP script-src without inline or foreign scripts');
  }
  // Every answer names its request, so a shopper's report can be matched to the log lines.
  if (!/^[0-9a-f-]{36}$/.test(header(headers, 'x-request-id') ?? '')) missing.push('X-Request-Id');
  if (header(headers, 'x-content-type-options') !== 'nosniff')
    missing.push('X-Content-Type-Options: nosniff');
  const referrer = header(headers, 'referrer-policy');
  if (!referrer || /unsafe-url|no-referrer-when-downgrade/.test(referrer))
    missing.push('Referrer-Policy');
  if (options.perUser && !/\bno-store\b/.test(header(headers, 'cache-control') ?? '')) {
    missing.push('Cache-Control: no-store');
  }
  const hsts = Number(
    /max-age=(\d+)/.exec(header(headers, 'strict-transport-security') ?? '')?.[1] ?? 0,
  );
  if (options.https && hsts < 365 * 24 * 60 * 60) {
    missing.push('Strict-Transport-Security (≥ 1 year)');
  }
  return missing;
}

/**
 * Inline scripts in an HTML page that its CSP would block: JSON data blocks do not run, and a
 * script whose sha256 the CSP's script-src names (the server-rendered pages' boot script) is
 * allowed by it.
 */
export function inlineScripts(html: string, csp = ''): number {
  const allowed = new Set(directives(csp).get('script-src') ?? []);
  const scripts = html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi);
  return [...scripts].filter(([, attributes = '', text = '']) => {
    if (/\bsrc=/i.test(attributes) || /type=["']?application\/(ld\+)?json/i.test(attributes)) {
      return false;
    }
    const hash = createHash('sha256').update(text).digest('base64');
    return !allowed.has(`'sha256-${hash}'`);
  }).length;
}
