/**
 * Rows of the large catalog. Every field of row i is a function of i alone (a hash, not a shared
 * random stream), so the catalog is the same on every run and a second `--products N` continues
 * where the first stopped.
 */
import { createHash } from 'node:crypto';
import type { Category, Location, Specialty } from '../../shared/catalog.ts';
import { categories, locations, specialties } from '../../shared/catalog.ts';
import { stateOfTown } from '../../shared/nigerian-places.ts';
import { productImageUrls } from '../../shared/images.ts';
import type { products, tailors, users } from '../../server/db/schema/index.ts';
import {
  categoryParts,
  colours,
  crafts,
  districts,
  givenNames,
  occasions,
  responseTimes,
  surnames,
} from './names.ts';

type NewUser = typeof users.$inferInsert;
type NewTailor = typeof tailors.$inferInsert;
type NewProduct = typeof products.$inferInsert;

/** Large-catalog accounts use this mail domain (reserved, never delivered): it marks their rows. */
export const LARGE_EMAIL_DOMAIN = 'catalog.example.com';

/** The catalog's "today": created dates count back from it, never from the real clock. */
const CATALOG_NOW = Date.parse('2026-11-16T09:00:00.000Z');

/** A UUID-shaped id derived from a name, so ids spread over the index like real UUIDs. */
function stableUuid(name: string): string {
  const h = createHash('sha1').update(`telo-large:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A small deterministic generator (mulberry32) seeded from the row's kind and number. */
function rowRandom(kind: string, n: number) {
  let state = createHash('sha1').update(`${kind}:${n}`).digest().readUInt32LE(0);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
  };
}

export function largeUserId(n: number) {
  return stableUuid(`user:${n}`);
}

export function largeTailor(n: number): { user: NewUser; tailor: NewTailor } {
  const r = rowRandom('tailor', n);
  const given = r.pick(givenNames);
  const surname = r.pick(surnames);
  const location: Location = locations[n % locations.length] as Location;
  const district = r.pick(districts[location]);
  const garment = r.pick(categories);
  const extra = r.pick(specialties);
  const tailorSpecialties: Specialty[] = extra === garment ? [garment] : [garment, extra];
  const craft = r.pick(crafts);
  const businessName = r.pick([
    `${given}'s ${craft}`,
    `${district} ${garment} ${craft}`,
    `House of ${surname}`,
    `${given} ${surname} ${craft}`,
    `${garment} by ${given}`,
    `${surname} & Sons ${craft}`,
  ]);
  const experience = r.int(1, 35);
  const username = `${given}_${surname}_${n}`.toLowerCase();
  const userId = largeUserId(n);
  const fabric = r.pick(categoryParts[garment].fabrics);
  return {
    user: {
      id: userId,
      username,
      email: `${username}@${LARGE_EMAIL_DOMAIN}`,
      password: '!',
      fullName: `${given} ${surname}`,
      createdAt: new Date(CATALOG_NOW - n * 3_600_000),
    },
    tailor: {
      id: stableUuid(`tailor:${n}`),
      userId,
      businessName,
      specialties: tailorSpecialties,
      location,
      state: stateOfTown(location) ?? null,
      bio: `Made-to-measure ${tailorSpecialties.join(' and ')} from ${district}, ${location}. ${given} has cut for ${experience === 1 ? 'a year' : `${experience} years`} and works mostly in ${fabric}; every piece is fitted to the client's own measurements.`,
      experience,
      rating: r.int(350, 500) / 100,
      reviewCount: r.int(0, 400),
      isVerified: r.next() < 0.6,
      responseTime: r.pick(responseTimes),
      completedOrders: r.int(0, 900),
      createdAt: new Date(CATALOG_NOW - n * 3_600_000),
    },
  };
}

/** The tailors a product may belong to: those listing its category first, any tailor otherwise. */
export type TailorPool = { byCategory: Map<Category, string[]>; all: string[] };

export function largeProduct(n: number, pool: TailorPool): NewProduct {
  const r = rowRandom('product', n);
  const category = categories[n % categories.length] as Category;
  const parts = categoryParts[category];
  const colour = r.pick(colours);
  const garment = r.pick(parts.garments);
  const detail = r.pick(parts.details);
  const occasion = r.next() < 0.3 ? ` for ${r.pick(occasions)}` : '';
  const fabric = r.pick(parts.fabrics);
  const candidates = pool.byCategory.get(category) ?? pool.all;
  const [low, high] = parts.price;
  const variant = r.int(0, 3);
  return {
    id: stableUuid(`product:${n}`),
    tailorId: r.pick(candidates.length > 0 ? candidates : pool.all),
    name: `${colour} ${detail} ${garment}${occasion}`,
    description: `${article(colour)} ${colour.toLowerCase()} ${garment.toLowerCase()} in ${fabric}, cut to your own measurements. Style: ${detail.toLowerCase()}. ${r.pick(finishes)}`,
    category,
    price: Math.round(r.int(low, high) / 500) * 500,
    imageUrl: productImageUrls[category][variant] as string,
    isAvailable: r.next() < 0.95,
    createdAt: new Date(CATALOG_NOW - n * 60_000),
  };
}

/** 'A' or 'An' before a word, by its first letter (good enough for colour names). */
function article(word: string) {
  return /^[aeiou]/i.test(word) ? 'An' : 'A';
}

const finishes = [
  'Hand-finished seams and a lining that breathes in the heat.',
  'Delivered pressed, with spare buttons and fabric for alterations.',
  'A fitting photo is shared before the final stitch.',
  'Made in about two weeks; rush orders on request.',
  'Matching cap or headtie available from the same fabric.',
] as const;
