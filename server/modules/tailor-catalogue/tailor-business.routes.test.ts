import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tailorDesigns, tailorFabrics, tailorPricing, users } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { expectApiError, insertTailor, issuePaths } from '../../../test/fixtures.ts';
import { buildShop, fillCart } from '../../../test/checkout-world.ts';
import { cookieHeader, signIn } from '../../../test/sign-in.ts';
import { uploadPhoto } from '../../../test/photos.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let shop: Awaited<ReturnType<typeof buildShop>>;
/** The Lagos tailor of the checkout shop, and a second tailor. */
const tailorA = { id: '', token: '' };
const tailorB = { id: '', token: '' };

async function signInAsTailor(userId: string, phone: string) {
  await t.db
    .update(users)
    .set({ phone, roles: ['shopper', 'tailor'] })
    .where(eq(users.id, userId));
  return (await signIn(t.app, phone)).token;
}

beforeAll(async () => {
  t = await createTestApp();
  shop = await buildShop(t.db);
  tailorA.id = shop.lagos.id;
  tailorA.token = await signInAsTailor(shop.lagos.userId, shop.tailorPhones.lagos);
  const other = await insertTailor(t.db, { businessName: 'Kano Royal Threads' });
  tailorB.id = other.id;
  tailorB.token = await signInAsTailor(other.userId, '+2348010000114');
});
afterAll(() => t?.close());

const send = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  token?: string,
  payload?: object,
) => t.app.inject({ method, url, headers: cookieHeader(token), payload });

const design = {
  name: 'Owambe Agbada with Collar Embroidery',
  description: 'A flowing agbada with a hand-embroidered collar, for weddings.',
  category: 'Agbada',
};
const fabric = {
  name: 'Iseyin Sanyan Aso-oke',
  type: 'Aso-oke',
  color: 'Beige',
  pricePerYard: 12000.5,
  availableQuantity: 40.25,
};

describe('designs', () => {
  it('are created, listed and changed by their tailor only', async () => {
    const created = await send('POST', '/api/tailor/designs', tailorA.token, design);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({ ...design, images: [], isActive: true });
    expect(created.json().tailorId).toBeUndefined();

    const list = (await send('GET', '/api/tailor/designs', tailorA.token)).json();
    expect(list.map((d: { id: string }) => d.id)).toEqual([id]);
    expect((await send('GET', '/api/tailor/designs', tailorB.token)).json()).toEqual([]);

    const changed = await send('PATCH', `/api/tailor/designs/${id}`, tailorA.token, {
      isActive: false,
      name: 'Owambe Agbada, Gold Collar',
    });
    expect(changed.json()).toMatchObject({ isActive: false, name: 'Owambe Agbada, Gold Collar' });
    expect(Date.parse(changed.json().updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(created.json().updatedAt),
    );

    const taken = await send('PATCH', `/api/tailor/designs/${id}`, tailorB.token, {
      name: 'Taken over',
    });
    expect(expectApiError(taken, 404).message).toBe('Design not found');
    const [row] = await t.db.select().from(tailorDesigns).where(eq(tailorDesigns.id, id));
    expect(row).toMatchObject({ tailorId: tailorA.id, name: 'Owambe Agbada, Gold Collar' });
  });

  it('take photos the tailor uploaded, and no one else’s', async () => {
    const mine = (await uploadPhoto(t.app, cookieHeader(tailorA.token))).url;
    const theirs = (await uploadPhoto(t.app, cookieHeader(tailorB.token))).url;
    const created = await send('POST', '/api/tailor/designs', tailorA.token, {
      ...design,
      images: [mine],
    });
    expect(created.json().images).toEqual([mine]);
    const refused = await send('PATCH', `/api/tailor/designs/${created.json().id}`, tailorA.token, {
      images: [mine, theirs],
    });
    expect(expectApiError(refused, 400).issues?.[0]?.path).toBe('images');
    const fabricRefused = await send('POST', '/api/tailor/fabrics', tailorA.token, {
      ...fabric,
      imageUrl: theirs,
    });
    expect(expectApiError(fabricRefused, 400).issues?.[0]?.path).toBe('imageUrl');
  });

  it('refuses bad input with 400 and messages', async () => {
    const res = await send('POST', '/api/tailor/designs', tailorA.token, {
      name: 'x',
      category: 'Suits',
    });
    expect(issuePaths(res)).toEqual(['name', 'description', 'category']);
    expect(res.json().issues[0].message).toBe('Name must be at least 3 characters');
    expect(res.json().issues[1].message).toBe('Description is required');
  });
});

describe('fabrics', () => {
  it('keep price per yard and quantity exact, and belong to their tailor', async () => {
    const created = await send('POST', '/api/tailor/fabrics', tailorA.token, {
      ...fabric,
      pattern: '  ',
      origin: 'Iseyin, Nigeria',
      tailorId: tailorB.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      ...fabric,
      pattern: null,
      origin: 'Iseyin, Nigeria',
      isActive: true,
    });
    const { id } = created.json();
    const [row] = await t.db.select().from(tailorFabrics).where(eq(tailorFabrics.id, id));
    expect(row).toMatchObject({ tailorId: tailorA.id, pricePerYard: 12000.5 });

    const changed = await send('PATCH', `/api/tailor/fabrics/${id}`, tailorA.token, {
      availableQuantity: 12,
    });
    expect(changed.json()).toMatchObject({ availableQuantity: 12, pricePerYard: 12000.5 });

    expect((await send('GET', '/api/tailor/fabrics', tailorB.token)).json()).toEqual([]);
    const taken = await send('PATCH', `/api/tailor/fabrics/${id}`, tailorB.token, {
      availableQuantity: 0,
    });
    expect(expectApiError(taken, 404).message).toBe('Fabric not found');
    const [after] = await t.db.select().from(tailorFabrics).where(eq(tailorFabrics.id, id));
    expect(after!.availableQuantity).toBe(12);
  });

  it('refuses prices with more than kobo and negative quantities', async () => {
    const res = await send('POST', '/api/tailor/fabrics', tailorA.token, {
      ...fabric,
      pricePerYard: 10.001,
      availableQuantity: -1,
    });
    expect(issuePaths(res)).toEqual(['pricePerYard', 'availableQuantity']);
    expect(res.json().issues.map((i: { message: string }) => i.message)).toEqual([
      'Price per yard can have at most 2 decimal places (kobo)',
      'Quantity must be at least 0',
    ]);
  });
});

describe('price list', () => {
  it('makes a line with the spec’s defaults, then changes it', async () => {
    const url = '/api/tailor/pricing/Senator';
    const made = await send('PUT', url, tailorA.token, { basePrice: 55000, estimatedDays: 12 });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({
      category: 'Senator',
      basePrice: 55000,
      complexityMultiplier: 1,
      rushOrderSurcharge: 0,
      estimatedDays: 12,
      description: null,
      isActive: true,
    });
    const changed = await send('PUT', url, tailorA.token, {
      basePrice: 60000.5,
      complexityMultiplier: 1.25,
      rushOrderSurcharge: 10000,
      estimatedDays: 10,
      description: 'Senator top and trousers.',
    });
    expect(changed.json()).toMatchObject({ basePrice: 60000.5, complexityMultiplier: 1.25 });
    const rows = await t.db
      .select()
      .from(tailorPricing)
      .where(eq(tailorPricing.tailorId, tailorA.id));
    expect(rows.filter((r) => r.category === 'Senator')).toHaveLength(1);
    const list = (await send('GET', '/api/tailor/pricing', tailorA.token)).json();
    expect(list.map((l: { category: string }) => l.category)).toEqual(['Agbada', 'Senator']);
  });

  it('is the one checkout reads: a new rush surcharge is charged at once', async () => {
    await send('PUT', '/api/tailor/pricing/Agbada', tailorA.token, {
      basePrice: 85000,
      rushOrderSurcharge: 20000.5,
      estimatedDays: 30,
    });
    await fillCart(t.db, [shop.agbada.id]);
    const tomorrowButOne = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/quote',
      payload: {
        // Ticked: the surcharge is charged only then (decision 045's change to the quote).
        items: [{ productId: shop.agbada.id, neededBy: tomorrowButOne, rushAccepted: true }],
        delivery: { kind: 'pickup' },
      },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().lines[0]).toMatchObject({
      rushRequired: true,
      rushSurcharge: 20000.5,
      estimatedDays: 30,
      total: 105000.5,
    });
  });

  it('touches only the acting tailor’s own list, and refuses bad input', async () => {
    await send('PUT', '/api/tailor/pricing/Lace', tailorB.token, {
      basePrice: 100,
      estimatedDays: 1,
      tailorId: tailorA.id,
    });
    const lace = await t.db.select().from(tailorPricing).where(eq(tailorPricing.category, 'Lace'));
    expect(lace.map((r) => r.tailorId)).toEqual([tailorB.id]);

    const bad = await send('PUT', '/api/tailor/pricing/Lace', tailorA.token, {
      basePrice: 1000.123,
      complexityMultiplier: 12,
      rushOrderSurcharge: -5,
      estimatedDays: 2.5,
    });
    expect(issuePaths(bad)).toEqual([
      'basePrice',
      'complexityMultiplier',
      'rushOrderSurcharge',
      'estimatedDays',
    ]);
    expect(bad.json().issues.map((i: { message: string }) => i.message)).toEqual([
      'Base price can have at most 2 decimal places (kobo)',
      'Complexity multiplier must be at most 9.99',
      'Rush surcharge must be at least ₦0',
      'Estimated days must be a whole number',
    ]);
    expectApiError(
      await send('PUT', '/api/tailor/pricing/Suits', tailorA.token, {
        basePrice: 1000,
        estimatedDays: 3,
      }),
      400,
    );
  });
});

describe('profile', () => {
  const profile = {
    bio: 'Agbada and senator suits for Lagos weddings, cut to your measurements.',
    specialties: ['Agbada', "Men's Formal", 'Agbada'],
    location: 'Abeokuta',
    state: 'Ogun',
    responseTime: 'Within 3 hours',
  };

  it('changes what /tailors/{id} shows, at once', async () => {
    const before = (await send('GET', `/api/tailors/${tailorA.id}`)).json();
    expect(before.bio).not.toBe(profile.bio);
    const res = await send('PUT', '/api/tailor/profile', tailorA.token, {
      ...profile,
      rating: 5,
      isVerified: !before.isVerified,
      businessName: 'Renamed',
    });
    expect(res.statusCode, res.body).toBe(200);
    const shown = (await send('GET', `/api/tailors/${tailorA.id}`)).json();
    // Her state is on her own row (below); the public answer keeps the spec's fields.
    const shownFields = { bio: profile.bio, location: profile.location };
    expect(shown).toMatchObject({
      ...shownFields,
      specialties: ['Agbada', "Men's Formal"],
      businessName: 'Lekki Agbada House',
      isVerified: before.isVerified,
      rating: before.rating,
    });
    const me = (await send('GET', '/api/tailor/me', tailorA.token)).json();
    expect(me).toMatchObject({
      responseTime: 'Within 3 hours',
      location: 'Abeokuta',
      state: 'Ogun',
    });
    // Tailor B is untouched.
    expect((await send('GET', `/api/tailors/${tailorB.id}`)).json().bio).not.toBe(profile.bio);
  });

  it('refuses bad input with 400 and messages, and other roles with 401/403', async () => {
    const res = await send('PUT', '/api/tailor/profile', tailorA.token, {
      bio: 'Too short',
      specialties: [],
      location: ' ',
      state: 'London',
      responseTime: 'Eventually',
    });
    expect(issuePaths(res)).toEqual(['bio', 'specialties', 'location', 'state', 'responseTime']);
    expect(res.json().issues.map((i: { message: string }) => i.message)).toEqual([
      'Bio must be at least 20 characters',
      'Choose at least one specialty',
      'Town is required',
      'Choose your state from the list',
      'Choose a response time from the list',
    ]);
    expectApiError(await send('PUT', '/api/tailor/profile', undefined, profile), 401);
    const shopper = (await signIn(t.app, '+2348050000009')).token;
    expectApiError(await send('PUT', '/api/tailor/profile', shopper, profile), 403);
    for (const url of ['/api/tailor/designs', '/api/tailor/fabrics', '/api/tailor/pricing']) {
      expectApiError(await send('GET', url, shopper), 403);
      expectApiError(await send('GET', url), 401);
    }
  });
});
