/**
 * Turns the demo data (./catalog) into rows through test/factories.ts: users, tailors, products and
 * user1's orders. Pure and deterministic: the same rows, ids and dates on every run. Mistakes in
 * the data (an unknown tailor, a product outside its tailor's specialties) fail loudly here.
 */
import { categories, type Category } from '../../../shared/catalog.ts';
import { productImageUrls } from '../../../shared/images.ts';
import {
  buildOrder,
  buildProduct,
  buildTailor,
  buildUser,
  UNUSABLE_PASSWORD,
  type NewOrder,
  type NewProduct,
  type NewTailor,
  type NewUser,
} from '../../../test/factories.ts';
import { snapshotFor, user1, user1Orders } from './catalog/orders.ts';
import { ceremonialProducts } from './catalog/products-ceremonial.ts';
import { everydayProducts } from './catalog/products-everyday.ts';
import { printProducts } from './catalog/products-prints.ts';
import { tailorSeeds } from './catalog/tailors.ts';
import type { ProductSeed, TailorSeed } from './catalog/types.ts';
import { workshopSeeds } from './catalog/workshops.ts';
import { daysAfter, daysBefore, hoursBefore, seedUuid, slugify } from './seed-helpers.ts';

/**
 * The home page's 'Featured Designs' are the first 4 products of the list (ordered by createdAt):
 * four silhouettes and colours, men's and women's, from three cities.
 */
export const featuredProductNames = [
  'Royal Blue Embroidered Agbada',
  'Gold Beaded Lace Buba and Sokoto with Gele',
  'Burgundy Etibo Senator Set',
  'Purple Sunflower Ankara Mermaid Gown',
];

/** The first product is listed this long before the seed's "now"; the rest follow in steps. */
const CATALOG_OPENED_DAYS_AGO = 260;
const HOURS_BETWEEN_PRODUCTS = 50;

export const readableId = (prefix: string, name: string) => {
  const id = `${prefix}-${slugify(name)}`;
  if (id.length > 64) throw new Error(`Seed id longer than 64 characters: ${id}`);
  return id;
};

export type SeededTailor = TailorSeed & { row: NewTailor };
export type SeededProduct = ProductSeed & { category: Category; row: NewProduct };

/**
 * Demo sign-in numbers (README lists them): the demo shopper, the admin, and one per tailor in
 * the order of tailorSeeds (+2348010000101 is the first tailor, …102 the second, and so on).
 */
export const DEMO_PHONES = {
  user1: '+2348010000001',
  admin: '+2348010000000',
  tailor: (index: number) => `+23480100001${String(index + 1).padStart(2, '0')}`,
};

/** The demo admin: reviews tailor applications. */
export const demoAdmin = {
  id: 'user-admin',
  username: 'telo_admin',
  fullName: 'Telo Admin',
  joined: '2025-01-06T08:00:00.000Z',
};

function workshop(businessName: string) {
  const found = workshopSeeds[businessName];
  if (!found) throw new Error(`No workshop for the demo tailor ${businessName}`);
  return found;
}

export function buildTailorRows(): { users: NewUser[]; tailors: SeededTailor[] } {
  const users: NewUser[] = [];
  const tailors = tailorSeeds.map((seed, index) => {
    const joined = new Date(`${seed.joined}T08:00:00.000Z`);
    const user = buildUser({
      id: readableId('user', seed.owner.username),
      username: seed.owner.username,
      email: `${seed.owner.username.replace('_', '.')}@telo.ng`,
      password: UNUSABLE_PASSWORD,
      fullName: seed.owner.fullName,
      createdAt: joined,
      phone: DEMO_PHONES.tailor(index),
      roles: ['shopper', 'tailor'],
    });
    users.push(user);
    const row = buildTailor(user.id!, {
      id: readableId('tailor', seed.businessName),
      businessName: seed.businessName,
      specialties: [...seed.specialties],
      location: seed.location,
      bio: seed.bio,
      experience: seed.experience,
      rating: seed.rating,
      reviewCount: seed.reviewCount,
      isVerified: seed.isVerified,
      responseTime: seed.responseTime,
      completedOrders: seed.completedOrders,
      createdAt: joined,
      // Where pickup orders are collected (issue 29): every demo workshop has one.
      workshopAddress: workshop(seed.businessName).address,
      workshopPhone: `0803 555 ${String(1001 + index)}`,
      workshopHours: workshop(seed.businessName).hours,
    });
    return { ...seed, row };
  });
  return { users, tailors };
}

/** Featured first, then categories taken in turn, so every stretch of the list is varied. */
function storefrontOrder(): { category: Category; seed: ProductSeed }[] {
  const byCategory = { ...ceremonialProducts, ...everydayProducts, ...printProducts };
  const all = categories.flatMap((category) =>
    (byCategory[category] ?? []).map((seed) => ({ category, seed })),
  );
  const featured = featuredProductNames.map((name) => {
    const found = all.find((p) => p.seed.name === name);
    if (!found) throw new Error(`Featured product not in the catalog: ${name}`);
    return found;
  });
  const queues = categories.map((c) =>
    all.filter((p) => p.category === c && !featured.includes(p)),
  );
  const rest: typeof all = [];
  while (queues.some((q) => q.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next) rest.push(next);
    }
  }
  return [...featured, ...rest];
}

export function buildProductRows(tailors: SeededTailor[], seedNow: Date): SeededProduct[] {
  const byName = new Map(tailors.map((t) => [t.businessName, t]));
  const opened = daysBefore(CATALOG_OPENED_DAYS_AGO, seedNow);
  return storefrontOrder().map(({ category, seed }, index) => {
    const tailor = byName.get(seed.tailor);
    if (!tailor) throw new Error(`Unknown tailor "${seed.tailor}" for ${seed.name}`);
    if (!(tailor.specialties as string[]).includes(category)) {
      throw new Error(`${seed.tailor} does not make ${category} (${seed.name})`);
    }
    const row = buildProduct(tailor.row.id!, {
      id: readableId('product', seed.name),
      name: seed.name,
      description: seed.description,
      category,
      price: seed.price,
      imageUrl: productImageUrls[category][seed.variant - 1],
      createdAt: hoursBefore(-index * HOURS_BETWEEN_PRODUCTS, opened),
    });
    return { ...seed, category, row };
  });
}

export function buildUser1(): NewUser {
  return buildUser({
    id: user1.id,
    username: user1.username,
    email: user1.email,
    password: UNUSABLE_PASSWORD,
    fullName: user1.fullName,
    createdAt: new Date(user1.joined),
    phone: DEMO_PHONES.user1,
  });
}

export function buildDemoAdmin(): NewUser {
  return buildUser({
    id: demoAdmin.id,
    username: demoAdmin.username,
    email: 'admin@telo.ng',
    password: UNUSABLE_PASSWORD,
    fullName: demoAdmin.fullName,
    createdAt: new Date(demoAdmin.joined),
    phone: DEMO_PHONES.admin,
    roles: ['admin'],
  });
}

/** user1's orders, each priced at its product's price and measured with her snapshot then. */
export function buildUser1Orders(products: SeededProduct[], seedNow: Date): NewOrder[] {
  return user1Orders.map((seed, index) => {
    const product = products.find((p) => p.name === seed.product);
    if (!product) throw new Error(`Order for an unknown product: ${seed.product}`);
    // Orders land between 10:00 and 17:00 Lagos time, at times that do not look machine-made.
    const placed = hoursBefore(
      -((index * 5) % 7) - index * 0.3,
      daysBefore(seed.placedDaysAgo, seedNow),
    );
    return buildOrder(
      {
        userId: user1.id,
        tailorId: product.row.tailorId,
        productId: product.row.id!,
        totalAmount: product.price,
      },
      {
        id: seedUuid(`order:${user1.id}:${index}`),
        measurements: snapshotFor(seed.placedDaysAgo),
        status: seed.status,
        stage: seed.stage ?? null,
        estimatedDelivery:
          seed.estimatedDeliveryInDays === undefined
            ? null
            : daysAfter(seed.estimatedDeliveryInDays, seedNow),
        notes: seed.notes ?? null,
        createdAt: placed,
        // A pending order was last touched when the tailor acknowledged it, two hours in.
        updatedAt:
          seed.updatedDaysAgo === seed.placedDaysAgo
            ? hoursBefore(-2, placed)
            : hoursBefore(-(2 + (index % 5)), daysBefore(seed.updatedDaysAgo, seedNow)),
      },
    );
  });
}
