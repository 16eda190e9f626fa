/**
 * `npm run db:seed -- --products 100000 --tailors 5000`: adds a large, realistic catalog on top
 * of the demo data, for the benchmarks of issue #5. Uses DATABASE_URL when set, otherwise the
 * PGlite folder in DATA_DIR (stop the server first: one process per folder). An empty database
 * is migrated and gets the demo data first. Running it again adds more rows after the last ones.
 * `--to-products N` / `--to-tailors N` add as many as the catalog lacks to hold N in all.
 */
import { parseArgs } from 'node:util';
import { and, count, eq, inArray, like, sql } from 'drizzle-orm';
import { loadConfig } from '../server/config.ts';
import { openDatabase, type Db } from '../server/db/client.ts';
import { products, tailors, users } from '../server/db/schema/index.ts';
import { seedIfEmpty } from '../server/db/seed/index.ts';
import { usesDevelopmentProvider } from '../server/outbox/providers.ts';
import type { Category } from '../shared/catalog.ts';
import { categories } from '../shared/catalog.ts';
import { withoutSecondaryIndexes } from './large-catalog/bulk-indexes.ts';
import {
  LARGE_EMAIL_DOMAIN,
  largeProduct,
  largeTailor,
  type TailorPool,
} from './large-catalog/build.ts';

/** From this many new rows on, indexes are rebuilt once after the load instead of row by row. */
const BULK_FROM = 10_000;

/** Rows per INSERT: ~9 columns × 1,000 rows stays far below PostgreSQL's 65,535 parameters. */
const BATCH = 1000;

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    tailors: { type: 'string' },
    'to-products': { type: 'string' },
    'to-tailors': { type: 'string' },
  },
});
const option = (flag: keyof typeof values) =>
  values[flag] === undefined ? undefined : wholeNumber(`--${flag}`, values[flag]);

function wholeNumber(flag: string, text: string | undefined): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`${flag} must be a whole number, not "${text}"`);
    process.exit(2);
  }
  return n;
}

const largeUsers = like(users.email, `%@${LARGE_EMAIL_DOMAIN}`);

async function countLargeTailors(db: Db) {
  const [row] = await db.select({ n: count() }).from(users).where(largeUsers);
  return row?.n ?? 0;
}

async function countLargeProducts(db: Db) {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .innerJoin(tailors, eq(tailors.id, products.tailorId))
    .innerJoin(users, and(eq(users.id, tailors.userId), largeUsers));
  return row?.n ?? 0;
}

async function tailorPool(db: Db): Promise<TailorPool> {
  const rows = await db
    .select({ id: tailors.id, specialties: tailors.specialties })
    .from(tailors)
    .where(inArray(tailors.userId, db.select({ id: users.id }).from(users).where(largeUsers)))
    .orderBy(tailors.id);
  const byCategory = new Map<Category, string[]>(categories.map((c) => [c, []]));
  for (const row of rows) {
    for (const s of row.specialties) byCategory.get(s as Category)?.push(row.id);
  }
  return { byCategory, all: rows.map((r) => r.id) };
}

async function inBatches(
  what: string,
  total: number,
  insert: (from: number, to: number) => Promise<void>,
) {
  for (let from = 0; from < total; from += BATCH) {
    const to = Math.min(total, from + BATCH);
    await insert(from, to);
    if (to % (20 * BATCH) === 0 || to === total) {
      console.log(`  ${to.toLocaleString('en')} of ${total.toLocaleString('en')} ${what}`);
    }
  }
}

const config = loadConfig();
const started = performance.now();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
);
const countAll = async (table: typeof products | typeof tailors) => {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
};
try {
  await database.migrate();
  await seedIfEmpty(database.db, { demoSignIn: usesDevelopmentProvider(config.messages) });
  const firstTailor = await countLargeTailors(database.db);
  const firstProduct = await countLargeProducts(database.db);
  const productCount =
    option('products') ?? Math.max(0, (option('to-products') ?? 0) - (await countAll(products)));
  // Twenty outfits per tailor unless told otherwise, so an outfit never lacks a tailor.
  const tailorCount =
    option('tailors') ??
    (option('to-tailors') === undefined
      ? Math.ceil(productCount / 20)
      : Math.max(0, (option('to-tailors') ?? 0) - (await countAll(tailors))));
  // One transaction: the catalog grows by all of it or by nothing.
  await database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const bulk = productCount + tailorCount >= BULK_FROM;
    const rebuildIndexes = bulk
      ? await withoutSecondaryIndexes(db, ['users', 'tailors', 'products'])
      : async () => {};
    await inBatches('tailors', tailorCount, async (from, to) => {
      const rows = Array.from({ length: to - from }, (_, i) => largeTailor(firstTailor + from + i));
      await db.insert(users).values(rows.map((r) => r.user));
      await db.insert(tailors).values(rows.map((r) => r.tailor));
    });
    const pool = await tailorPool(db);
    if (productCount > 0 && pool.all.length === 0) {
      throw new Error('No large-catalog tailors to make outfits: pass --tailors 1 or more.');
    }
    await inBatches('outfits', productCount, async (from, to) => {
      const rows = Array.from({ length: to - from }, (_, i) =>
        largeProduct(firstProduct + from + i, pool),
      );
      await db.insert(products).values(rows);
    });
    if (bulk) console.log('  rebuilding the indexes');
    await rebuildIndexes();
  });
  // Fresh statistics, so the planner picks the catalog's indexes at the new size.
  await database.db.execute(sql`analyze users, tailors, products`);
  const total = await countAll(products);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Added ${tailorCount.toLocaleString('en')} tailors and ${productCount.toLocaleString('en')} outfits ` +
      `in ${seconds} s (${database.kind}); the catalog now has ${total.toLocaleString('en')} outfits.`,
  );
} finally {
  await database.close();
}
