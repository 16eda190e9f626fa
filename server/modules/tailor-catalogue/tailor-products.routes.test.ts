import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products, users } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/test-app.ts';
import {
  expectApiError,
  insertProduct,
  insertTailor,
  insertUser1,
  issuePaths,
} from '../../../test/fixtures.ts';
import { cookieHeader, signIn } from '../../../test/sign-in.ts';
import { uploadPhoto } from '../../../test/photos.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
/** Two tailors, each signed in; and a shopper signed in. */
const tailorA = { id: '', token: '', photo: '' };
const tailorB = { id: '', token: '', photo: '' };
let shopperToken = '';

async function tailorWithPhone(businessName: string, phone: string) {
  const tailor = await insertTailor(t.db, { businessName });
  await t.db
    .update(users)
    .set({ phone, roles: ['shopper', 'tailor'] })
    .where(eq(users.id, tailor.userId));
  return { id: tailor.id, token: (await signIn(t.app, phone)).token };
}

beforeAll(async () => {
  t = await createTestApp();
  await insertUser1(t.db);
  Object.assign(tailorA, await tailorWithPhone('Adunni Couture', '+2348010000101'));
  Object.assign(tailorB, await tailorWithPhone('Eko Agbada House', '+2348010000102'));
  for (const tailor of [tailorA, tailorB]) {
    tailor.photo = (await uploadPhoto(t.app, cookieHeader(tailor.token))).url;
  }
  outfit.imageUrl = tailorA.photo;
  shopperToken = (await signIn(t.app, '+2348050000005')).token;
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.delete(products);
});

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookieHeader(token), payload });

/** Tailor A's outfit, with a photo tailor A uploaded (set once uploaded). */
const outfit = {
  name: 'Emerald Lace Iro and Buba',
  description: 'A lined lace iro and buba, cut to your measurements, for weddings.',
  category: 'Lace',
  price: 65000.5,
  imageUrl: '',
};

async function create(token: string, body: object = outfit) {
  const res = await send('POST', '/api/tailor/products', token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; tailorId: string; imageUrl: string; isAvailable: boolean };
}

const publicIds = async (url = '/api/products') =>
  ((await send('GET', url)).json() as { id: string }[]).map((p) => p.id);

describe('who may use /api/tailor/products', () => {
  it('answers 401 without a signed-in session and 403 to a shopper', async () => {
    expectApiError(await send('GET', '/api/tailor/products'), 401);
    expectApiError(await send('POST', '/api/tailor/products', undefined, outfit), 401);
    expectApiError(await send('GET', '/api/tailor/products', shopperToken), 403);
    expectApiError(await send('POST', '/api/tailor/products', shopperToken, outfit), 403);
    expect(await t.db.select().from(products)).toEqual([]);
  });
});

describe('a tailor adds an outfit', () => {
  it('stores it for the acting tailor and shows it in the public catalogue at once', async () => {
    // Read first, so the catalogue cache holds the list without it.
    expect(await publicIds()).toEqual([]);
    const created = await create(tailorA.token);
    expect(created).toMatchObject({ ...outfit, tailorId: tailorA.id, isAvailable: true });
    // The photo is served, in both widths the catalogue's pictures use.
    expect((await send('GET', created.imageUrl)).statusCode).toBe(200);
    expect((await send('GET', created.imageUrl.replace('-800.', '-400.'))).statusCode).toBe(200);

    expect(await publicIds()).toEqual([created.id]);
    const detail = await send('GET', `/api/products/${created.id}`);
    expect(detail.json()).toMatchObject({
      name: outfit.name,
      price: 65000.5,
      imageUrl: tailorA.photo,
    });
    expect(await publicIds(`/api/tailors/${tailorA.id}/products`)).toEqual([created.id]);
    const page = (await send('GET', '/api/products?limit=24')).json();
    expect(page).toMatchObject({ total: 1, matched: 1 });
  });

  it('never takes the tailor, availability, id or dates from the body', async () => {
    const created = await create(tailorA.token, {
      ...outfit,
      tailorId: tailorB.id,
      id: 'forged-id',
      isAvailable: false,
      createdAt: '2001-01-01T00:00:00.000Z',
    });
    expect(created).toMatchObject({ tailorId: tailorA.id, isAvailable: true });
    expect(created.id).not.toBe('forged-id');
    const [row] = await t.db.select().from(products).where(eq(products.id, created.id));
    expect(row!.createdAt.getUTCFullYear()).toBeGreaterThan(2001);
  });

  it('refuses bad input with 400 and a message per field', async () => {
    const res = await send('POST', '/api/tailor/products', tailorA.token, {
      name: ' ',
      description: 'short',
      category: 'Suits',
      price: 45000.505,
      imageUrl: tailorA.photo,
    });
    expect(issuePaths(res)).toEqual(['name', 'description', 'category', 'price']);
    const messages = res.json().issues.map((i: { message: string }) => i.message);
    expect(messages).toEqual([
      'Name is required',
      'Description must be at least 10 characters',
      'Choose a category from the list',
      'Price can have at most 2 decimal places (kobo)',
    ]);
    const cheap = await send('POST', '/api/tailor/products', tailorA.token, {
      ...outfit,
      price: 5,
    });
    expect(expectApiError(cheap, 400).issues?.[0]?.message).toBe('Price must be at least ₦100');
    const text = await send('POST', '/api/tailor/products', tailorA.token, {
      ...outfit,
      price: '65000',
    });
    expect(expectApiError(text, 400).issues?.[0]?.message).toBe('Price must be a number');
    expect(await t.db.select().from(products)).toEqual([]);
  });

  it('needs a photo the tailor uploaded: not a missing one, an address, or another’s', async () => {
    const withoutPhoto: Partial<typeof outfit> = { ...outfit };
    delete withoutPhoto.imageUrl;
    const missing = await send('POST', '/api/tailor/products', tailorA.token, withoutPhoto);
    expect(expectApiError(missing, 400).issues).toEqual([
      { path: 'imageUrl', message: 'Add a photo of the outfit' },
    ]);
    for (const imageUrl of ['https://evil.example/x.jpg', '/images/products/lace-1-800.webp']) {
      const res = await send('POST', '/api/tailor/products', tailorA.token, {
        ...outfit,
        imageUrl,
      });
      expect(expectApiError(res, 400).issues?.[0]).toEqual({
        path: 'imageUrl',
        message: 'Photo must be a photo you uploaded',
      });
    }
    const guessed = tailorB.photo.replace(
      /\/media\/(.)/,
      (_m, c) => `/media/${c === 'A' ? 'B' : 'A'}`,
    );
    for (const imageUrl of [tailorB.photo, guessed]) {
      const res = await send('POST', '/api/tailor/products', tailorA.token, {
        ...outfit,
        imageUrl,
      });
      expect(expectApiError(res, 400).issues?.[0]).toEqual({
        path: 'imageUrl',
        message: 'A photo was not found among your uploads. Upload it again',
      });
    }
    expect(await t.db.select().from(products)).toEqual([]);
  });

  it('changes the photo to another of the tailor’s uploads only', async () => {
    const created = await create(tailorA.token);
    const newer = (await uploadPhoto(t.app, cookieHeader(tailorA.token))).url;
    const url = `/api/tailor/products/${created.id}`;
    const res = await send('PATCH', url, tailorA.token, { imageUrl: newer });
    expect(res.json().imageUrl).toBe(newer);
    expectApiError(await send('PATCH', url, tailorA.token, { imageUrl: tailorB.photo }), 400);
    expect((await send('GET', `/api/products/${created.id}`)).json().imageUrl).toBe(newer);
  });
});

describe('a tailor changes, hides and shows an outfit', () => {
  it('changes name and price, and the catalogue shows it at once', async () => {
    const created = await create(tailorA.token);
    await send('GET', `/api/products/${created.id}`);
    const res = await send('PATCH', `/api/tailor/products/${created.id}`, tailorA.token, {
      name: 'Emerald Lace Iro, Buba and Gele',
      price: 72000,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Emerald Lace Iro, Buba and Gele', price: 72000 });
    const detail = (await send('GET', `/api/products/${created.id}`)).json();
    expect(detail).toMatchObject({ name: 'Emerald Lace Iro, Buba and Gele', price: 72000 });
  });

  it('hides it from every public list, search and count, but not from the tailor', async () => {
    const kept = await create(tailorA.token, { ...outfit, name: 'Kept Lace Gown' });
    const hidden = await create(tailorA.token);
    expect(await publicIds()).toHaveLength(2);
    const res = await send('PATCH', `/api/tailor/products/${hidden.id}`, tailorA.token, {
      isAvailable: false,
    });
    expect(res.json()).toMatchObject({ isAvailable: false });

    expect(await publicIds()).toEqual([kept.id]);
    expectApiError(await send('GET', `/api/products/${hidden.id}`), 404);
    expect(await publicIds(`/api/tailors/${tailorA.id}/products`)).toEqual([kept.id]);
    expect(await publicIds('/api/products?q=emerald')).toEqual([]);
    const page = (await send('GET', '/api/products?category=Lace&limit=24')).json();
    expect(page).toMatchObject({ total: 1, matched: 1 });
    expect(page.items.map((p: { id: string }) => p.id)).toEqual([kept.id]);

    const own = (await send('GET', '/api/tailor/products', tailorA.token)).json();
    expect(own.map((p: { id: string; isAvailable: boolean }) => [p.id, p.isAvailable])).toEqual([
      [hidden.id, false],
      [kept.id, true],
    ]);

    await send('PATCH', `/api/tailor/products/${hidden.id}`, tailorA.token, { isAvailable: true });
    expect(await publicIds()).toHaveLength(2);
    expect((await send('GET', '/api/products?limit=24')).json()).toMatchObject({ total: 2 });
  });

  it('refuses an empty or invalid change with 400', async () => {
    const created = await create(tailorA.token);
    const url = `/api/tailor/products/${created.id}`;
    expect(issuePaths(await send('PATCH', url, tailorA.token, { isAvailable: 'no' }))).toEqual([
      'isAvailable',
    ]);
    expect(issuePaths(await send('PATCH', url, tailorA.token, { price: -1 }))).toEqual(['price']);
    const empty = await send('PATCH', url, tailorA.token, {});
    expect(expectApiError(empty, 400).message).toBe('Nothing to change: send at least one field');
  });
});

describe('one tailor and another’s outfits', () => {
  it('lists only the acting tailor’s outfits', async () => {
    const mine = await create(tailorA.token);
    await create(tailorB.token, { ...outfit, name: 'Eko Agbada', imageUrl: tailorB.photo });
    const own = (await send('GET', '/api/tailor/products', tailorA.token)).json();
    expect(own.map((p: { id: string }) => p.id)).toEqual([mine.id]);
  });

  it('answers another tailor’s outfit like a missing one and changes nothing', async () => {
    const theirs = await create(tailorB.token, { ...outfit, imageUrl: tailorB.photo });
    for (const body of [{ name: 'Taken over' }, { isAvailable: false }, { price: 100 }]) {
      const res = await send('PATCH', `/api/tailor/products/${theirs.id}`, tailorA.token, body);
      expect(expectApiError(res, 404).message).toBe('Product not found');
    }
    const missing = await send('PATCH', '/api/tailor/products/no-such-id', tailorA.token, {
      name: 'Nothing here',
    });
    expect(expectApiError(missing, 404).message).toBe('Product not found');
    const [row] = await t.db.select().from(products).where(eq(products.id, theirs.id));
    expect(row).toMatchObject({ name: outfit.name, isAvailable: true, price: 65000.5 });
  });

  it('keeps a seeded product of another tailor out of reach too', async () => {
    const seeded = await insertProduct(t.db, tailorB.id, { name: 'Seeded Agbada' });
    const res = await send('PATCH', `/api/tailor/products/${seeded.id}`, tailorA.token, {
      isAvailable: false,
    });
    expectApiError(res, 404);
    expect(await publicIds()).toEqual([seeded.id]);
  });
});
