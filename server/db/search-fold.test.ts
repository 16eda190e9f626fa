import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { categories } from '../../shared/catalog.ts';
import { foldSearchText } from '../../shared/search-text.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import type { Database } from './client.ts';
import { buildDemoRows } from './seed/demo-data.ts';

// The browser and the API fold text with foldSearchText (shared/search-text.ts); the database
// folds its search columns and every search with search_fold (migration 0008). This holds the
// twins to each other: the same text, the same answer, for every catalogue text Telo ships and
// the awkward cases a shopper can type.

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await database.migrate();
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

async function foldInDatabase(texts: string[]): Promise<string[]> {
  const { rows } = (await database.db.execute(
    sql`select search_fold(t) as folded
        from json_array_elements_text(${JSON.stringify(texts)}::json) with ordinality as x(t, n)
        order by n`,
  )) as unknown as { rows: { folded: string }[] };
  return rows.map((r) => r.folded);
}

const typed = [
  'Aso-oke',
  'ASO OKE',
  'Aso–oke — Aso‑oke ‒ Aso―oke −',
  '  Eko   Agbada\tHouse\n',
  'Àdùnní Couture',
  'Ẹ̀kọ́ Ọ̀ṣun Ṣẹ̀gun',
  'Mama’s ʼOwn‘ Stitches',
  'ﬁne Ｌａｃｅ ½',
  'Crème brûlée, naïve café',
  'a\u00a0b\u2003c\u3000d\u2028e\ufeff',
  '100% cotton_blend \\ back',
  '',
];

describe('search_fold and foldSearchText', () => {
  it('fold awkward typing the same way', async () => {
    expect(await foldInDatabase(typed)).toEqual(typed.map(foldSearchText));
  });

  it('fold every name, description, category and tailor of the demo catalogue the same way', async () => {
    const rows = buildDemoRows();
    const texts = [
      ...categories,
      ...rows.products.flatMap((p) => [p.name, p.description]),
      ...rows.tailors.flatMap((t) => [t.businessName, t.bio]),
    ];
    expect(await foldInDatabase(texts)).toEqual(texts.map(foldSearchText));
  });

  it('fold what the issue asked for', () => {
    expect(foldSearchText('Aso-oke')).toBe('aso oke');
    expect(foldSearchText('Àdùnní')).toBe('adunni');
    expect(foldSearchText('  EKO–Agbada ')).toBe('eko agbada');
  });
});
