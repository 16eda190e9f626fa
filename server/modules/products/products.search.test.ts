import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products, tailors } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { insertProduct, insertTailor } from '../../../test/fixtures.ts';

// Issue 17: the header search invites "a tailor's name", so a search looks in an outfit's name,
// description, category and its tailor's business name, alike in case, accents and dashes.

let t: Awaited<ReturnType<typeof createTestApp>>;
let eko: { id: string };
let adunni: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  eko = await insertTailor(t.db, {
    businessName: 'Eko Agbada House',
    bio: 'Agbada on the Island.',
  });
  adunni = await insertTailor(t.db, { businessName: 'Àdùnní Couture', bio: 'Bridal Aso-oke.' });
  const other = await insertTailor(t.db, { businessName: 'Kano Royal Threads', bio: 'Kaftans.' });
  await insertProduct(t.db, eko.id, {
    name: 'Royal Blue Agbada',
    description: 'Three pieces with gold embroidery.',
    category: 'Agbada',
  });
  await insertProduct(t.db, adunni.id, {
    name: 'Iseyin Bridal Set',
    description: 'Hand-woven for the bride.',
    category: 'Aso-oke',
  });
  await insertProduct(t.db, adunni.id, {
    name: 'Sanyan Gele',
    description: 'A head tie in Aso–oke with an en dash.',
    category: 'Trendy Headwear',
  });
  await insertProduct(t.db, other.id, {
    name: 'Adire Eleko Wrapper',
    description: 'Starch-resist indigo.',
    category: 'Adire',
  });
  await insertProduct(t.db, other.id, {
    name: 'Ivory Senator',
    description: 'Crisp and plain. Kano',
    category: 'Senator',
  });
});
afterAll(() => t?.close());

const search = async (q: string) => {
  const res = await t.app.inject({ url: `/api/products?q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { name: string }[]).map((p) => p.name).sort();
};

describe('searching outfits', () => {
  it('finds a tailor’s outfits by the tailor’s business name', async () => {
    expect(await search('Eko Agbada House')).toEqual(['Royal Blue Agbada']);
    expect(await search('couture')).toEqual(['Iseyin Bridal Set', 'Sanyan Gele']);
  });

  it('ignores accents both ways: "Adunni" finds Àdùnní, "Àdùnní" finds it too', async () => {
    expect(await search('Adunni')).toEqual(['Iseyin Bridal Set', 'Sanyan Gele']);
    expect(await search('ÀDÙNNÍ')).toEqual(['Iseyin Bridal Set', 'Sanyan Gele']);
  });

  it('treats hyphens, dashes and spaces alike, and finds outfits by category', async () => {
    const asoOke = ['Iseyin Bridal Set', 'Sanyan Gele'];
    expect(await search('aso oke')).toEqual(asoOke);
    expect(await search('Aso-Oke')).toEqual(asoOke);
    expect(await search('aso  –  oke')).toEqual(asoOke);
    expect(await search('trendy headwear')).toEqual(['Sanyan Gele']);
  });

  it('finds "Eko" in an outfit’s name and in a tailor’s name', async () => {
    expect(await search('eko')).toEqual(['Adire Eleko Wrapper', 'Royal Blue Agbada']);
  });

  it('does not match across two fields', async () => {
    // Category "Senator" then tailor "Kano Royal Threads"; name "…Agbada" then "Three pieces…".
    expect(await search('senator kano')).toEqual([]);
    expect(await search('agbada three')).toEqual([]);
  });

  it('finds outfits by a tailor’s new name once it changes, and no longer by the old one', async () => {
    expect(await search('eko agbada')).toEqual(['Royal Blue Agbada']);
    await t.db.update(tailors).set({ businessName: 'Lagoon Robes' }).where(eq(tailors.id, eko.id));
    expect(await search('lagoon robes')).toEqual(['Royal Blue Agbada']);
    expect(await search('eko agbada')).toEqual([]);
    const [row] = await t.db.select().from(products).where(eq(products.tailorId, eko.id));
    expect(row!.tailorName).toBe('Lagoon Robes');
    await t.db
      .update(tailors)
      .set({ businessName: 'Eko Agbada House' })
      .where(eq(tailors.id, eko.id));
  });

  it('keeps the copied name true even when a writer tries to set it', async () => {
    const [row] = await t.db
      .update(products)
      .set({ tailorName: 'Someone Else' })
      .where(eq(products.tailorId, adunni.id))
      .returning({ tailorName: products.tailorName });
    expect(row!.tailorName).toBe('Àdùnní Couture');
    expect(await search('someone else')).toEqual([]);
  });

  it('matches %, _ and \\ literally, also when they arrive full-width', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('％')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search('\\')).toEqual([]);
  });
});

describe('searching tailors', () => {
  const searchTailors = async (q: string) => {
    const res = await t.app.inject({ url: `/api/tailors?q=${encodeURIComponent(q)}` });
    return (res.json() as { businessName: string }[]).map((x) => x.businessName).sort();
  };

  it('folds case, accents and dashes as outfit search does', async () => {
    expect(await searchTailors('adunni')).toEqual(['Àdùnní Couture']);
    expect(await searchTailors('aso oke')).toEqual(['Àdùnní Couture']);
  });
});
