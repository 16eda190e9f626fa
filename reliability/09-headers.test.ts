/**
 * 9. Header crawl: every API route, every page route, every static file of a real client build,
 * and every error answer (400, 403, 404, 413, 414, 415, 429, 503), over http and behind an https
 * proxy. Figure: answers missing a required header = 0 (CSP with base-uri, frame-ancestors and
 * object-src 'none' and no inline script; nosniff; Referrer-Policy; no-store on per-user answers;
 * HSTS over https). Also: HTML pages holding an inline script their CSP does not allow = 0. The
 * pages are crawled as production serves them: rendered on the server, the public ones cached.
 * And with a real message provider (Termii at a local fake) the /dev/outbox page answers 404.
 * Personal pages requested with a signed-in visitor's cookie hold none of that visitor's data
 * (decision 038: rendered as their frame, never with the cookie): figure = 0. In live mode, one
 * asked without a cookie carries the guest's answer of /api/me and nothing else of anyone's, and
 * one asked with a cookie (the owner's, or a forged one) is never rendered as a guest's: both 0.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../server/app.ts';
import { pageTable } from '../shared/page-table.ts';
import { startFakeTermii } from '../test/fake-termii.ts';
import { liveMode, testConfig } from '../test/test-app.ts';
import { applicationBody, contactBody, measurementsBody } from './helpers/bodies.ts';
import { ensureClientBuild, staticPaths } from './helpers/client-build.ts';
import { label, openFresh, targets } from './helpers/databases.ts';
import { record, zero } from './helpers/figures.ts';
import { inlineScripts, missingHeaders } from './helpers/header-rules.ts';
import { startApp, type RunningApp } from './helpers/in-process.ts';

const TEST = '9 Header crawl';
const PAGES = [
  '/',
  '/products',
  '/products?category=Agbada',
  '/tailors',
  '/body-scan',
  '/profile',
  '/orders',
  '/become-tailor',
  '/help',
  '/contact',
  '/size-guide',
  '/returns',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/rewards',
  '/sign-in',
  '/dev/outbox',
  '/admin',
  '/dashboard',
  '/no-such-page',
];
/** The routes that answer about one shopper, by method: their answers must never be cached. */
const PER_USER: [RegExp, RegExp][] = [
  [/^(GET|HEAD)$/, /^\/api\/users\/[^/]+\/(cart|measurements|orders)$/],
  [/^(GET|HEAD)$/, /^\/api\/orders\/[^/]+$/],
  [/^POST$/, /^\/api\/(cart|measurements|tailor-applications)$/],
  [/^DELETE$/, /^\/api\/users\/[^/]+\/cart(\/[^/]+)?$/],
  // Accounts (issue 12): who you are, sign-in codes, the dev outbox, tailor and admin reads.
  [/^(GET|HEAD|PATCH)$/, /^\/api\/me$/],
  [/^POST$/, /^\/api\/auth\/(code|verify|sign-out)$/],
  [/^(GET|HEAD)$/, /^\/api\/(dev\/outbox|tailor\/me|admin\/tailor-applications)$/],
  // Checkout and payments (issue 13).
  [/^POST$/, /^\/api\/checkout(\/quote)?$/],
  [/^(GET|HEAD|POST)$/, /^\/api\/addresses$/],
  [/^(GET|HEAD)$/, /^\/api\/payments\/(?!paystack\/)[^/]+$/],
  [/^POST$/, /^\/api\/(payments\/[^/]+\/retry|orders\/[^/]+\/cancel)$/],
  // The review desk and payouts (issue 14).
  [/^(GET|HEAD)$/, /^\/api\/admin\/(tailors|orders|contact-messages)$/],
  [/^POST$/, /^\/api\/admin\/tailor-applications\/[^/]+\/(approve|reject)$/],
  [/^PUT$/, /^\/api\/(admin\/tailors\/[^/]+\/verified|tailor\/payment-info)$/],
  [/^(GET|HEAD)$/, /^\/api\/(tailor\/payouts|tailor-applications\/mine)$/],
];
const isPerUser = (method: string, url: string) => {
  const path = url.split('?')[0]!;
  return PER_USER.some(([m, p]) => m.test(method) && p.test(path));
};

type App = Awaited<ReturnType<typeof buildApp>>;
type Probe = {
  method?: 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'OPTIONS';
  url: string;
  headers?: Record<string, string>;
  body?: unknown;
  payload?: string;
};

function probes(t: RunningApp, clientDir: string): Probe[] {
  const { user1, other, productIds, tailor } = t.world;
  const me = { cookie: user1.cookie };
  const json = { ...me, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };
  const write = (
    method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
  ): Probe => ({
    method,
    url,
    headers: body === undefined ? { ...me, 'sec-fetch-site': 'same-origin' } : json,
    ...(body === undefined ? {} : { body }),
  });
  return [
    // The API, answering normally.
    { url: '/api/health' },
    { url: '/api/products' },
    { method: 'HEAD', url: '/api/products' },
    { url: '/api/products?limit=24&sort=price_asc' },
    { url: '/api/products?q=agbada&limit=5' },
    { url: `/api/products/${productIds[0]}` },
    { url: '/api/tailors' },
    { url: '/api/tailors?limit=5' },
    { url: `/api/tailors/${tailor.id}` },
    { url: `/api/tailors/${tailor.id}/products` },
    { url: '/api/users/user1/cart' }, // no cookie: the placeholder shopper, no session
    { url: '/api/users/user1/cart', headers: me },
    { url: '/api/users/user1/measurements', headers: me }, // 404: nothing saved yet
    { url: '/api/users/user1/orders', headers: me },
    { url: `/api/orders/${user1.orderId}`, headers: me },
    write('POST', '/api/cart', { userId: 'user1', productId: productIds[3], quantity: 1 }),
    write('POST', '/api/measurements', measurementsBody('user1')),
    { url: '/api/users/user1/measurements', headers: me },
    write('POST', '/api/tailor-applications', applicationBody('user1')),
    write('POST', '/api/contact-messages', contactBody()),
    write('DELETE', `/api/users/user1/cart/${productIds[3]}`),
    write('DELETE', '/api/users/user1/cart'),
    // Accounts (issue 12).
    { url: '/api/me' }, // the demo shopper, no session
    { url: '/api/me', headers: me },
    write('PATCH', '/api/me', { fullName: 'Adaeze Okafor' }),
    write('POST', '/api/auth/code', { destination: '0803 123 4567' }), // 202
    write('POST', '/api/auth/code', { destination: '0803 123 4567' }), // 429: within a minute
    write('POST', '/api/auth/verify', { destination: '0803 123 4567', code: '000000' }), // 400
    { url: '/api/dev/outbox' },
    { url: '/api/tailor/me' }, // 401: not signed in
    { url: '/api/admin/tailor-applications', headers: me }, // 403: not an admin
    // The review desk and payouts (issue 14): 403 for a shopper, 401 without signing in.
    { url: '/api/admin/orders', headers: me },
    { url: '/api/admin/contact-messages', headers: me },
    write('POST', '/api/admin/tailor-applications/some-id/approve', {}),
    write('PUT', '/api/admin/tailors/some-id/verified', { isVerified: true }),
    { url: '/api/tailor/payouts' },
    write('PUT', '/api/tailor/payment-info', { bankCode: '011' }),
    { url: '/api/tailor-applications/mine', headers: me },
    {
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: {},
    }, // 204, clears the cookie
    // Checkout and payments (issue 13).
    write('POST', '/api/checkout/quote', {
      items: [{ productId: productIds[0] }],
      delivery: { kind: 'delivery', state: 'Lagos' },
    }), // 409: not in the cart
    write('POST', '/api/checkout', { items: [], delivery: { kind: 'pickup' } }), // 400
    { url: '/api/addresses', headers: me },
    { url: '/api/payments/telo_0123456789abcdef01234567', headers: me }, // 404
    write('POST', '/api/payments/telo_0123456789abcdef01234567/retry', {}), // 404
    write('POST', `/api/orders/${other.orderId}/cancel`, {}), // 404: not theirs
    { url: '/api/payments/paystack/callback' }, // 303 to /orders
    {
      method: 'POST',
      url: '/api/payments/paystack/webhook',
      headers: { 'content-type': 'application/json' },
      body: { event: 'charge.success', data: { reference: 'x' } },
    }, // 401: unsigned
    { url: '/dev/paystack/checkout/no-such-code' }, // 404, the simulator's HTML
    // Pages and every file of the build.
    ...PAGES.map((url) => ({ url })),
    { url: `/products/${productIds[0]}` },
    { url: `/tailors/${tailor.id}` },
    { url: `/orders/${user1.orderId}` },
    { method: 'HEAD', url: '/' },
    // The cached pages (issue 16): compressed bytes, and a second visit from the kept bytes.
    { url: '/', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } },
    { url: `/products/${productIds[0]}`, headers: { 'accept-encoding': 'gzip' } },
    { url: `/products/${productIds[0]}`, headers: { 'accept-encoding': 'gzip' } },
    ...staticPaths(clientDir).map((url) => ({ url, headers: { 'accept-encoding': 'br, gzip' } })),
    // Errors.
    { url: '/api/products?limit=abc' }, // 400
    { url: '/api/users/bad%20id/cart', headers: me }, // 400
    { method: 'POST', url: '/api/cart', headers: json, payload: '{' }, // 400 malformed
    write('POST', '/api/cart', {}), // 400 invalid
    { url: `/api/users/${other.userId}/cart`, headers: me }, // 403
    {
      method: 'POST',
      url: '/api/cart',
      headers: { ...json, 'sec-fetch-site': 'cross-site' },
      body: { userId: 'user1', productId: productIds[0] },
    }, // 403
    { url: '/api/nope' }, // 404
    { url: '/api/products/no-such-outfit' },
    { url: `/api/orders/${other.orderId}`, headers: me }, // 404: not theirs
    write('DELETE', `/api/users/user1/cart/${productIds[4]}`), // 404: not in the cart
    { url: '/assets/nope.js' },
    { method: 'OPTIONS', url: '/api/cart' },
    {
      method: 'POST',
      url: '/api/cart',
      headers: json,
      payload: JSON.stringify({ userId: 'user1', productId: 'x'.repeat(70 * 1024) }),
    }, // 413
    { url: `/api/products/${'a'.repeat(200)}` }, // 414
    { url: '/api/products/%E0%A4%A' }, // 400: malformed percent-encoding
    {
      method: 'POST',
      url: '/api/cart',
      headers: { ...json, 'content-type': 'text/plain' },
      payload: '{}',
    }, // 415
  ];
}

type Seen = { statuses: Set<number>; answers: number; failures: string[]; inlinePages: string[] };

async function crawl(app: App, list: Probe[], seen: Seen, https = false) {
  for (const p of list) {
    const res = await app.inject({
      method: p.method ?? 'GET',
      url: p.url,
      headers: { ...p.headers, ...(https ? { 'x-forwarded-proto': 'https' } : {}) },
      ...(p.body !== undefined
        ? { payload: JSON.stringify(p.body) }
        : p.payload !== undefined
          ? { payload: p.payload }
          : {}),
    });
    seen.answers++;
    seen.statuses.add(res.statusCode);
    const perUser = isPerUser(p.method ?? 'GET', p.url) || res.headers['set-cookie'] !== undefined;
    const missing = missingHeaders(res.headers, { perUser, https });
    if (res.statusCode === 429 && !/^\d+$/.test(String(res.headers['retry-after'])))
      missing.push('Retry-After');
    if (missing.length)
      seen.failures.push(
        `${p.method ?? 'GET'} ${p.url.slice(0, 60)} ${res.statusCode}${https ? ' https' : ''}: ${missing.join(', ')}`,
      );
    const csp = String(res.headers['content-security-policy'] ?? '');
    if (String(res.headers['content-type']).startsWith('text/html') && inlineScripts(res.body, csp))
      seen.inlinePages.push(p.url);
  }
}

/** The personal pages with a fixed address, each rendered per request (decision 038). */
const personalPages = pageTable.filter((p) => p.render === 'personal' && !p.path.includes(':'));

/** Which of a signed-in account's id, phone and order id a page's HTML holds. */
const theirDataIn = (body: string, other: { userId: string; phone: string; orderId: string }) =>
  [other.userId, other.phone, other.orderId].filter((theirs) => body.includes(theirs));

describe.each(targets())('$kind', (target) => {
  const database = label(target);
  let t: RunningApp;
  let clientDir: string;
  const extra: { close(): Promise<void> }[] = [];
  beforeAll(async () => {
    clientDir = ensureClientBuild();
    // The pages as production serves them: rendered on the server, the public ones cached.
    t = await startApp(target, { config: { clientDir, serverRendering: true } });
  });
  afterAll(async () => {
    for (const e of extra) await e.close();
    await t?.close();
  });

  // First: the server renderer reads through the app built last (see the /dev/outbox test).
  it('renders a personal page for a signed-in visitor without any of their data', async () => {
    // An attacker's hope: a page rendered on the server with someone's cookie, kept or shared.
    const { other } = t.world;
    const leaked: string[] = [];
    for (const page of personalPages) {
      const res = await t.app.inject({ url: page.path, headers: { cookie: other.cookie } });
      expect(res.statusCode, page.path).toBe(200);
      expect(res.headers['cache-control'], page.path).toBe('no-cache');
      for (const theirs of theirDataIn(res.body, other)) leaked.push(`${page.path}: ${theirs}`);
    }
    record({
      test: TEST,
      database,
      name: 'personal pages rendered with a signed-in cookie',
      value: personalPages.length,
      target: 'reported',
      status: 'met',
    });
    zero(TEST, database, 'personal pages holding their visitor’s data', leaked.length, leaked[0]);
    expect(leaked).toEqual([]);
  });

  it('in live mode renders a personal page as a guest only when it is asked without a cookie', async () => {
    // An attacker's hopes: someone's data in a page by leaving the cookie out or forging one, or
    // a signed-in account pinned to the guest's sign-in prompt by a page rendered as a guest.
    const live = await startApp(target, {
      config: { clientDir, serverRendering: true, ...liveMode },
    });
    extra.push(live);
    const { other } = live.world;
    const guestAnswer = JSON.stringify((await live.app.inject({ url: '/api/me' })).json());
    const notGuest: string[] = [];
    const leaked: string[] = [];
    const renderedAsGuest: string[] = [];
    const asked = (path: string, cookie?: string) =>
      live.app.inject({ url: path, headers: cookie ? { cookie } : {} });
    for (const page of personalPages) {
      const bare = await asked(page.path);
      expect(bare.statusCode, page.path).toBe(200);
      if (!bare.body.includes(guestAnswer)) notGuest.push(page.path);
      for (const theirs of theirDataIn(bare.body, other))
        leaked.push(`${page.path} (no cookie): ${theirs}`);
      for (const [who, cookie] of [
        ['owner', other.cookie],
        ['forged', `telo_session=${'A'.repeat(43)}`],
      ] as const) {
        const res = await asked(page.path, cookie);
        expect(res.statusCode, page.path).toBe(200);
        if (res.body.includes(guestAnswer)) renderedAsGuest.push(`${page.path} (${who})`);
        for (const theirs of theirDataIn(res.body, other))
          leaked.push(`${page.path} (${who}): ${theirs}`);
      }
    }
    zero(
      TEST,
      database,
      'live mode: pages asked without a cookie not carrying exactly the guest’s answer',
      notGuest.length,
      notGuest[0],
    );
    zero(
      TEST,
      database,
      'live mode: pages holding an account’s data (no cookie, the owner’s, a forged one)',
      leaked.length,
      leaked[0],
    );
    zero(
      TEST,
      database,
      'live mode: pages asked with a cookie rendered as a guest’s',
      renderedAsGuest.length,
      renderedAsGuest[0],
    );
    expect(notGuest).toEqual([]);
    expect(leaked).toEqual([]);
    expect(renderedAsGuest).toEqual([]);
  });

  it('sends the required headers on every route and every error answer', async () => {
    const seen: Seen = { statuses: new Set(), answers: 0, failures: [], inlinePages: [] };
    await crawl(t.app, probes(t, clientDir), seen);

    // Behind an https proxy: the same crawl must also carry HSTS.
    const https = await buildApp({
      database: t.database,
      config: { ...testConfig, clientDir, serverRendering: true, trustProxy: true },
      logger: false,
    });
    extra.push({ close: () => https.close() });
    await crawl(https, probes(t, clientDir), seen, true);

    // 429: a server whose limits are one write and one 404 a minute.
    const limited = await buildApp({
      database: t.database,
      config: {
        ...testConfig,
        clientDir,
        rateLimits: {
          writesPerMinutePerAddress: 1,
          writesPerMinutePerSession: 1,
          notFoundPerMinutePerAddress: 1,
          signInCodesPerAddressPerHour: 20,
        },
      },
      logger: false,
    });
    extra.push({ close: () => limited.close() });
    const add = {
      method: 'POST' as const,
      url: '/api/cart',
      headers: { cookie: t.world.user1.cookie, 'content-type': 'application/json' },
      body: { userId: 'user1', productId: t.world.productIds[0] },
    };
    await crawl(limited, [add, add, { url: '/api/nope' }, { url: '/api/nope' }], seen);

    // 503: a server whose database has gone.
    const gone = await openFresh(target);
    const unavailable = await buildApp({
      database: gone.database,
      config: { ...testConfig, clientDir },
      logger: false,
    });
    extra.push({ close: async () => unavailable.close() });
    await gone.drop();
    await crawl(
      unavailable,
      [{ url: '/api/health' }, { url: '/api/products' }, { url: '/api/users/user1/cart' }],
      seen,
    );

    const statuses = [...seen.statuses].sort();
    record({
      test: TEST,
      database,
      name: 'answers crawled (routes, pages, static files, errors; http and https)',
      value: seen.answers,
      target: 'reported',
      status: 'met',
      note: `statuses ${statuses.join(', ')}`,
    });
    zero(
      TEST,
      database,
      'answers missing a required header',
      seen.failures.length,
      seen.failures.slice(0, 3).join(' | '),
    );
    zero(
      TEST,
      database,
      'HTML pages with an inline script',
      seen.inlinePages.length,
      seen.inlinePages.slice(0, 3).join(', '),
    );
    expect(seen.failures).toEqual([]);
    expect(seen.inlinePages).toEqual([]);
    for (const status of [200, 201, 204, 400, 403, 404, 413, 414, 415, 429, 503])
      expect(statuses).toContain(status);
  });

  it('answers the /dev/outbox page and its API 404 once a real message provider is configured', async () => {
    // The server renderer reads through the app built last in this process (the bundle keeps
    // one API transport), so each app is asked right after it is built.
    const rendered = { ...testConfig, clientDir, serverRendering: true };
    // The control: with the development provider the page is there.
    const development = await buildApp({ database: t.database, config: rendered, logger: false });
    extra.push({ close: () => development.close() });
    const shown = await development.inject({ url: '/dev/outbox' });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Your Telo code is'); // the crawl's sign-in code
    // Termii at a local fake: this app's outbox sweep shares the database, so nothing real is texted.
    const termii = await startFakeTermii();
    const real = await buildApp({
      database: t.database,
      config: {
        ...rendered,
        messages: { termii: { baseUrl: termii.baseUrl, apiKey: 'TLtest-key', senderId: 'Telo' } },
      },
      logger: false,
    });
    extra.push({ close: () => real.close() }, { close: termii.close });
    for (const url of ['/dev/outbox', '/api/dev/outbox']) {
      const res = await real.inject({ url });
      expect(res.statusCode, url).toBe(404);
      // Gone, it is an unknown address like any other: the headers every answer needs.
      expect(missingHeaders(res.headers, { perUser: false, https: false })).toEqual([]);
    }
    // A page of the real build, holding none of the messages the database keeps.
    const page = await real.inject({ url: '/dev/outbox' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).not.toContain('Your Telo code is');
  });
});
