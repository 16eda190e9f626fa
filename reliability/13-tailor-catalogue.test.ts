/**
 * 13. Tailor catalogue BOLA (issue 14): two signed-in tailors, each with outfits, designs, fabrics,
 * a price list, a profile and an uploaded photo. Each tries to read and change the other's by path
 * (their ids, spelt otherwise too), by body (the other's tailorId, userId or id, the other's
 * photo) and by guessing ids; shoppers and visitors try every workspace route.
 * Figures: successes = 0; the victim's rows changed = 0; the victim's ids in the attacker's
 * answers = 0; workspace answers to a shopper or visitor other than 401/403 = 0; and, with
 * 500 generated hostile bodies per workspace write route from a signed-in tailor, 5xx = 0.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../server/db/client.ts';
import {
  products,
  tailorDesigns,
  tailorFabrics,
  tailorPricing,
  tailors,
  users,
} from '../server/db/schema/index.ts';
import { buildTailorDesign, buildTailorFabric, buildTailorPricing } from '../test/factories.ts';
import { insertProduct, insertTailor } from '../test/fixtures.ts';
import { samplePhoto } from '../test/photos.ts';
import { sameOriginJson } from './helpers/bodies.ts';
import { fuzz, spread, type FuzzRequest } from './helpers/fuzz.ts';
import { hostileBody } from './helpers/hostile.ts';
import { label, targets } from './helpers/databases.ts';
import { record, zero } from './helpers/figures.ts';
import { startApp, type RunningApp } from './helpers/in-process.ts';
import { sessionCookie } from './helpers/world.ts';

const TEST = '13 Tailor catalogue BOLA';
const GUESSES = 50;
/** Generated bodies per workspace write route. */
const FUZZ_RUNS = 500;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
type Attempt = { name: string; method: Method; url: string; body?: object };
type Workshop = Awaited<ReturnType<typeof workshop>>;

/** A signed-in tailor with one of everything the workspace keeps, and a photo of their own. */
async function workshop(t: RunningApp, name: string) {
  const tailor = await insertTailor(t.db, { businessName: name });
  await t.db
    .update(users)
    .set({ roles: ['shopper', 'tailor'] })
    .where(eq(users.id, tailor.userId));
  const cookie = await sessionCookie(t.db, tailor.userId);
  const product = await insertProduct(t.db, tailor.id, { name: `${name} Agbada` });
  const [design] = await t.db
    .insert(tailorDesigns)
    .values(buildTailorDesign(tailor.id))
    .returning();
  const [fabric] = await t.db
    .insert(tailorFabrics)
    .values(buildTailorFabric(tailor.id))
    .returning();
  await t.db.insert(tailorPricing).values(buildTailorPricing(tailor.id, { category: 'Agbada' }));
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { cookie, 'content-type': 'image/png', 'sec-fetch-site': 'same-origin' },
    payload: await samplePhoto('png', 400, 300),
  });
  expect(upload.statusCode, upload.body).toBe(201);
  return {
    tailorId: tailor.id,
    userId: tailor.userId,
    cookie,
    productId: product.id,
    designId: design!.id,
    fabricId: fabric!.id,
    photo: (upload.json() as { url: string }).url,
  };
}

/** Everything a tailor keeps, as stored: compared before and after the attacks. */
async function keptBy(db: Db, tailorId: string) {
  return {
    tailor: await db.select().from(tailors).where(eq(tailors.id, tailorId)),
    products: await db.select().from(products).where(eq(products.tailorId, tailorId)),
    designs: await db.select().from(tailorDesigns).where(eq(tailorDesigns.tailorId, tailorId)),
    fabrics: await db.select().from(tailorFabrics).where(eq(tailorFabrics.tailorId, tailorId)),
    pricing: await db.select().from(tailorPricing).where(eq(tailorPricing.tailorId, tailorId)),
  };
}

const spellings = (id: string) => [
  id,
  id.toUpperCase(),
  [...id].map((c) => `%${c.charCodeAt(0).toString(16)}`).join(''),
];

function attemptsOn(victim: Workshop, attacker: Workshop): Attempt[] {
  const owner = { tailorId: victim.tailorId, userId: victim.userId };
  const outfit = {
    name: 'Taken Agbada',
    description: 'An outfit made under another tailor’s name.',
    category: 'Agbada',
    price: 100,
  };
  const byPath = (['products', 'designs', 'fabrics'] as const).flatMap((kind) => {
    const id = { products: victim.productId, designs: victim.designId, fabrics: victim.fabricId }[
      kind
    ];
    return spellings(id).flatMap((spelt): Attempt[] => [
      {
        name: `rename ${kind}/${spelt}`,
        method: 'PATCH',
        url: `/api/tailor/${kind}/${spelt}`,
        body: { name: 'Taken over' },
      },
      {
        name: `hide ${kind}/${spelt}`,
        method: 'PATCH',
        url: `/api/tailor/${kind}/${spelt}`,
        body: kind === 'products' ? { isAvailable: false } : { isActive: false },
      },
    ]);
  });
  const byBody: Attempt[] = [
    {
      name: 'outfit for the victim',
      method: 'POST',
      url: '/api/tailor/products',
      body: { ...outfit, ...owner, imageUrl: attacker.photo },
    },
    {
      name: 'outfit with the victim’s photo',
      method: 'POST',
      url: '/api/tailor/products',
      body: { ...outfit, imageUrl: victim.photo },
    },
    {
      name: 'design with the victim’s photo',
      method: 'POST',
      url: '/api/tailor/designs',
      body: {
        name: 'Taken design',
        description: 'Someone else’s work.',
        category: 'Agbada',
        images: [victim.photo],
      },
    },
    {
      name: 'fabric with the victim’s photo',
      method: 'POST',
      url: '/api/tailor/fabrics',
      body: {
        name: 'Taken',
        type: 'Lace',
        color: 'Red',
        pricePerYard: 1,
        availableQuantity: 1,
        imageUrl: victim.photo,
      },
    },
    {
      name: 'price line for the victim',
      method: 'PUT',
      url: '/api/tailor/pricing/Agbada',
      body: { basePrice: 100, estimatedDays: 1, ...owner },
    },
    {
      name: 'profile of the victim',
      method: 'PUT',
      url: '/api/tailor/profile',
      body: {
        bio: 'A profile written by another tailor.',
        specialties: ['Agbada'],
        location: 'Kano',
        responseTime: 'Within 1 hour',
        id: victim.tailorId,
        ...owner,
      },
    },
    {
      name: 'point an own outfit at the victim’s photo',
      method: 'PATCH',
      url: `/api/tailor/products/${attacker.productId}`,
      body: { imageUrl: victim.photo },
    },
  ];
  const guesses = Array.from({ length: GUESSES }, (_, i): Attempt => {
    const kind = (['products', 'designs', 'fabrics'] as const)[i % 3]!;
    return {
      name: `guess ${kind}`,
      method: 'PATCH',
      url: `/api/tailor/${kind}/${randomUUID()}`,
      body: { name: 'Guessed' },
    };
  });
  return [...byPath, ...byBody, ...guesses];
}

/** Every workspace route, for those who may not use it at all. */
const workspaceRoutes: Attempt[] = [
  { name: 'list outfits', method: 'GET', url: '/api/tailor/products' },
  { name: 'add outfit', method: 'POST', url: '/api/tailor/products', body: {} },
  { name: 'change outfit', method: 'PATCH', url: '/api/tailor/products/x', body: {} },
  { name: 'list designs', method: 'GET', url: '/api/tailor/designs' },
  { name: 'add design', method: 'POST', url: '/api/tailor/designs', body: {} },
  { name: 'change design', method: 'PATCH', url: '/api/tailor/designs/x', body: {} },
  { name: 'list fabrics', method: 'GET', url: '/api/tailor/fabrics' },
  { name: 'add fabric', method: 'POST', url: '/api/tailor/fabrics', body: {} },
  { name: 'change fabric', method: 'PATCH', url: '/api/tailor/fabrics/x', body: {} },
  { name: 'price list', method: 'GET', url: '/api/tailor/pricing' },
  { name: 'set prices', method: 'PUT', url: '/api/tailor/pricing/Agbada', body: {} },
  { name: 'set profile', method: 'PUT', url: '/api/tailor/profile', body: {} },
];

describe.each(targets())('$kind', (target) => {
  const database = label(target);
  let t: RunningApp;
  let a: Workshop;
  let b: Workshop;
  beforeAll(async () => {
    t = await startApp(target);
    a = await workshop(t, 'Adunni Couture');
    b = await workshop(t, 'Eko Agbada House');
  });
  afterAll(() => t?.close());

  const send = (attempt: Attempt, cookie: string | undefined) =>
    t.app.inject({
      method: attempt.method,
      url: attempt.url,
      ...(attempt.body
        ? { headers: sameOriginJson(cookie ?? ''), payload: JSON.stringify(attempt.body) }
        : { headers: { ...(cookie ? { cookie } : {}), 'sec-fetch-site': 'same-origin' } }),
    });

  it('lets no tailor read or change another tailor’s catalogue, prices or profile', async () => {
    const succeeded: string[] = [];
    const statuses: Record<number, number> = {};
    const victimChanged: string[] = [];
    let serverErrors = 0;
    let attempts = 0;
    let leaks = 0;
    // One tailor attacks, then the other: the victim's rows are compared around each attack
    // (the attacker's own rows may change: an outfit or a price line of their own).
    for (const [attacker, victim] of [
      [a, b],
      [b, a],
    ] as const) {
      const before = await keptBy(t.db, victim.tailorId);
      for (const attempt of attemptsOn(victim, attacker)) {
        attempts++;
        const res = await send(attempt, attacker.cookie);
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        if (res.statusCode >= 500) serverErrors++;
        // A 2xx that names the victim acted on, or showed, the victim's rows.
        if (res.statusCode < 300 && res.body.includes(victim.tailorId)) {
          succeeded.push(`${attempt.name} → ${res.statusCode}`);
        }
      }
      if (JSON.stringify(await keptBy(t.db, victim.tailorId)) !== JSON.stringify(before)) {
        victimChanged.push(victim.tailorId);
      }
      // The attacker's own lists and profile hold nothing of the victim.
      for (const url of ['products', 'designs', 'fabrics', 'pricing', 'me']) {
        const res = await send(
          { name: url, method: 'GET', url: `/api/tailor/${url}` },
          attacker.cookie,
        );
        expect(res.statusCode).toBe(200);
        const ids = [
          victim.tailorId,
          victim.productId,
          victim.designId,
          victim.fabricId,
          victim.userId,
        ];
        leaks += ids.filter((id) => res.body.includes(id)).length;
      }
    }

    record({
      test: TEST,
      database,
      name: 'attempts (by path, by body, guessed ids)',
      value: attempts,
      target: 'reported',
      status: 'met',
      note: JSON.stringify(statuses),
    });
    zero(TEST, database, 'successes', succeeded.length, succeeded.slice(0, 3).join('; '));
    zero(TEST, database, 'tailors whose rows changed', victimChanged.length);
    zero(TEST, database, 'victim ids in the attacker’s answers', leaks);
    zero(TEST, database, '5xx answers', serverErrors);
    expect(succeeded).toEqual([]);
    expect(victimChanged).toEqual([]);
    expect(leaks).toBe(0);
    expect(serverErrors).toBe(0);
  });
});

describe.each(targets())('$kind: shoppers and visitors', (target) => {
  let t: RunningApp;
  beforeAll(async () => {
    t = await startApp(target);
  });
  afterAll(() => t?.close());

  it('refuses every workspace route to a shopper (403) and a visitor (401)', async () => {
    const shopper = await sessionCookie(t.db, t.world.other.userId);
    let wrong = 0;
    for (const route of workspaceRoutes) {
      for (const [cookie, status] of [
        [shopper, 403],
        [undefined, 401],
      ] as const) {
        const res = await t.app.inject({
          method: route.method,
          url: route.url,
          headers: route.body
            ? sameOriginJson(cookie ?? '')
            : { ...(cookie ? { cookie } : {}), 'sec-fetch-site': 'same-origin' },
          ...(route.body ? { payload: JSON.stringify(route.body) } : {}),
        });
        if (res.statusCode !== status) wrong++;
      }
    }
    zero(
      TEST,
      label(target),
      'workspace answers to a shopper or visitor other than 403/401',
      wrong,
    );
    expect(wrong).toBe(0);
  });
});

describe.each(targets())('$kind: hostile bodies from a tailor', (target) => {
  let t: RunningApp;
  let a: Workshop;
  beforeAll(async () => {
    t = await startApp(target);
    a = await workshop(t, 'Adunni Couture');
  });
  afterAll(() => t?.close());

  it(`answers ${FUZZ_RUNS} generated bodies per workspace write route without a 5xx`, async () => {
    const words = fc.string({ minLength: 1, maxLength: 200 });
    const money = fc.oneof(fc.integer({ min: 0, max: 10_000_000 }), fc.double({ noNaN: true }));
    const category = fc.constantFrom('Agbada', 'Lace', 'Senator', 'agbada', '');
    const write = (
      method: FuzzRequest['method'],
      url: string,
      valid: Record<string, fc.Arbitrary<unknown>>,
    ) =>
      hostileBody(valid).map((payload): FuzzRequest => ({
        method,
        url,
        payload,
        withSession: true,
        cookie: a.cookie,
      }));
    const outfit = {
      name: words,
      description: words,
      category,
      price: money,
      imageUrl: fc.constant(a.photo),
    };
    const routes: [string, fc.Arbitrary<FuzzRequest>][] = [
      ['POST /api/tailor/products', write('POST', '/api/tailor/products', outfit)],
      [
        'PATCH /api/tailor/products/{id}',
        write('PATCH', `/api/tailor/products/${a.productId}`, {
          ...outfit,
          isAvailable: fc.boolean(),
        }),
      ],
      [
        'POST /api/tailor/designs',
        write('POST', '/api/tailor/designs', {
          name: words,
          description: words,
          category,
          images: fc.array(fc.constant(a.photo)),
        }),
      ],
      [
        'PATCH /api/tailor/designs/{id}',
        write('PATCH', `/api/tailor/designs/${a.designId}`, {
          name: words,
          isActive: fc.boolean(),
        }),
      ],
      [
        'POST /api/tailor/fabrics',
        write('POST', '/api/tailor/fabrics', {
          name: words,
          type: words,
          color: words,
          pricePerYard: money,
          availableQuantity: money,
        }),
      ],
      [
        'PATCH /api/tailor/fabrics/{id}',
        write('PATCH', `/api/tailor/fabrics/${a.fabricId}`, {
          availableQuantity: money,
          isActive: fc.boolean(),
        }),
      ],
      [
        'PUT /api/tailor/pricing/{category}',
        write('PUT', '/api/tailor/pricing/Agbada', {
          basePrice: money,
          complexityMultiplier: money,
          rushOrderSurcharge: money,
          estimatedDays: money,
        }),
      ],
      [
        'PUT /api/tailor/profile',
        write('PUT', '/api/tailor/profile', {
          bio: words,
          specialties: fc.array(fc.constantFrom('Agbada', 'Lace')),
          location: fc.constantFrom('Kano', 'Lagos'),
          responseTime: fc.constant('Within 1 hour'),
        }),
      ],
    ];
    let errors = 0;
    const examples: string[] = [];
    for (const [route, requests] of routes) {
      const result = await fuzz(t, requests, FUZZ_RUNS);
      console.log(
        `${label(target)} ${route}: ${result.sent} requests → ${spread(result.statuses)}`,
      );
      errors += result.serverErrors;
      examples.push(...result.examples.map((e) => `${route}: ${e}`));
    }
    zero(
      TEST,
      label(target),
      `5xx answers to ${routes.length} × ${FUZZ_RUNS} hostile bodies`,
      errors,
      examples[0],
    );
    expect(examples).toEqual([]);
  });
});
