import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products, tailors } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { insertProduct, insertTailor } from '../../../test/fixtures.ts';
import { CATALOG_CACHE_CONTROL } from '../../cache/catalog-cache.ts';
import * as productsRepository from './products.repository.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let outfit: { id: string; tailorId: string };

beforeAll(async () => {
  t = await createTestApp();
  const tailor = await insertTailor(t.db, { businessName: 'Kunle Agbada House' });
  outfit = await insertProduct(t.db, tailor.id, { name: 'Royal Blue Agbada', category: 'Agbada' });
  await insertProduct(t.db, tailor.id, { name: 'Ivory Senator', category: 'Senator' });
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('catalog response cache', () => {
  it('answers a repeated read from the cache, with the same bytes, ETag and Cache-Control', async () => {
    const first = await get('/api/products?category=Agbada&limit=24');
    const before = t.app.catalogCache.stats;
    // Same query, other order: the same answer, so the same entry.
    const second = await get('/api/products?limit=24&category=Agbada');
    const after = t.app.catalogCache.stats;
    expect(after.hits).toBe(before.hits + 1);
    expect(after.fills).toBe(before.fills);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers['cache-control']).toBe(CATALOG_CACHE_CONTROL);
  });

  it('answers the bytes and content type Fastify gave before the cache', async () => {
    const res = await get('/api/products?limit=24');
    const page = await productsRepository.findPage(t.db, {
      filter: {},
      sort: 'name',
      limit: 24,
      cursor: undefined,
    });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toBe(JSON.stringify(page));
    const again = await get('/api/products?limit=24');
    expect(again.body).toBe(JSON.stringify(page));
    const one = await get(`/api/products/${outfit.id}`);
    expect(one.body).toBe(JSON.stringify(await productsRepository.findById(t.db, outfit.id)));
  });

  it('answers 304 without a body when If-None-Match names the current ETag', async () => {
    const url = `/api/products/${outfit.id}`;
    const { etag } = (await get(url)).headers as { etag: string };
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const res = await get(url, { 'if-none-match': header });
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
    }
    const stale = await get(url, { 'if-none-match': '"not-this-one"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toMatchObject({ id: outfit.id });
  });

  it('shows a change made through SQL and changes the ETag; the old ETag gets the new bytes', async () => {
    const url = `/api/products/${outfit.id}`;
    const before = await get(url);
    await t.db.update(products).set({ name: 'Midnight Agbada' }).where(eq(products.id, outfit.id));
    const after = await get(url, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json().name).toBe('Midnight Agbada');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('a tailor’s change reaches the outfits and tailor pages that show it', async () => {
    const list = `/api/tailors/${outfit.tailorId}/products`;
    expect((await get(list)).json()[0].tailor.businessName).toBe('Kunle Agbada House');
    await t.db
      .update(tailors)
      .set({ businessName: 'Kunle & Sons' })
      .where(eq(tailors.id, outfit.tailorId));
    expect((await get(list)).json()[0].tailor.businessName).toBe('Kunle & Sons');
    expect((await get(`/api/tailors/${outfit.tailorId}`)).json().businessName).toBe('Kunle & Sons');
  });

  it('does not keep a 404: an outfit added afterwards is found', async () => {
    const id = '0a0a0a0a-0000-4000-8000-00000000abcd';
    expect((await get(`/api/products/${id}`)).statusCode).toBe(404);
    await insertProduct(t.db, outfit.tailorId, { id, name: 'Late Arrival' });
    const res = await get(`/api/products/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Late Arrival');
  });

  it('a deleted outfit disappears from the list and its page', async () => {
    const doomed = await insertProduct(t.db, outfit.tailorId, { name: 'Soon Gone' });
    const names = async () =>
      (await get('/api/products')).json().map((p: { name: string }) => p.name);
    expect(await names()).toContain('Soon Gone');
    await t.db.delete(products).where(eq(products.id, doomed.id));
    expect(await names()).not.toContain('Soon Gone');
    expect((await get(`/api/products/${doomed.id}`)).statusCode).toBe(404);
  });
});
