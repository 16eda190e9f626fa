/**
 * Builders for rows, each with sensible Nigerian defaults and overrides. The demo seed, the
 * integration tests and the end-to-end tests all make their data through these, so a schema
 * change is fixed in one place.
 */
import { randomUUID } from 'node:crypto';
import { stateOfTown } from '../shared/nigerian-places.ts';
import { UNUSABLE_PASSWORD } from '../server/db/schema/users.ts';
import type {
  cartItems,
  measurements,
  orders,
  products,
  tailorDesigns,
  tailorFabrics,
  tailorPaymentInfo,
  tailorPricing,
  tailors,
  users,
} from '../server/db/schema/index.ts';

type New<T extends { $inferInsert: unknown }> = T['$inferInsert'];
export type NewUser = New<typeof users>;
export type NewTailor = New<typeof tailors>;
export type NewProduct = New<typeof products>;
export type NewOrder = New<typeof orders>;
export type NewCartItem = New<typeof cartItems>;
export type NewMeasurements = New<typeof measurements>;
export type NewTailorDesign = New<typeof tailorDesigns>;
export type NewTailorFabric = New<typeof tailorFabrics>;
export type NewTailorPricing = New<typeof tailorPricing>;
export type NewTailorPaymentInfo = New<typeof tailorPaymentInfo>;

let sequence = 0;
const next = () => ++sequence;

/** Accounts sign in by one-time code (decision 017): their password column holds this. */
export { UNUSABLE_PASSWORD };

export function buildUser(overrides: Partial<NewUser> = {}): NewUser {
  const n = next();
  const id = overrides.id ?? randomUUID();
  return {
    id,
    username: `shopper${n}_${id.slice(0, 6)}`,
    email: `shopper${n}_${id.slice(0, 6)}@example.ng`,
    password: UNUSABLE_PASSWORD,
    fullName: 'Chiamaka Eze',
    ...overrides,
  };
}

export function buildTailor(userId: string, overrides: Partial<NewTailor> = {}): NewTailor {
  const n = next();
  // The state of the town (shared/nigerian-places.ts), as the seed and an approval give it.
  const state = stateOfTown(overrides.location ?? 'Lagos') ?? null;
  return {
    id: randomUUID(),
    userId,
    businessName: `Adunni Stitches ${n}`,
    specialties: ['Agbada', 'Senator'],
    location: 'Lagos',
    state,
    bio: 'Hand-finished agbada and senator wear from Surulere. Every piece is cut to your measurements.',
    experience: 8,
    rating: 4.5,
    reviewCount: 40,
    isVerified: true,
    responseTime: 'Within 2 hours',
    completedOrders: 120,
    ...overrides,
  };
}

export function buildProduct(tailorId: string, overrides: Partial<NewProduct> = {}): NewProduct {
  const n = next();
  return {
    id: randomUUID(),
    tailorId,
    name: `Royal Blue Agbada ${n}`,
    description: 'A three-piece agbada in cashmere-blend with hand embroidery at the neckline.',
    category: 'Agbada',
    price: 85000,
    imageUrl: '/images/products/agbada-1-800.webp',
    ...overrides,
  };
}

export const sampleMeasurements = {
  chest: 42,
  waist: 34,
  hips: 40,
  shoulders: 18,
  sleeves: 25,
  length: 30,
  inseam: 32,
  neck: 15.5,
  bicep: 13,
  forearm: 11,
  thigh: 23,
  calf: 15,
  unit: 'inches',
} as const;

export function buildOrder(
  ref: { userId: string; tailorId: string; productId: string; totalAmount: number },
  overrides: Partial<NewOrder> = {},
): NewOrder {
  return {
    id: randomUUID(),
    ...ref,
    measurements: { ...sampleMeasurements },
    status: 'pending',
    // Orders made outside checkout (seeds, fixtures) stand for orders already paid for.
    paymentState: 'paid',
    ...overrides,
  };
}

export function buildMeasurements(
  userId: string,
  overrides: Partial<NewMeasurements> = {},
): NewMeasurements {
  return { id: randomUUID(), userId, ...sampleMeasurements, ...overrides };
}

export function buildCartItem(
  ref: { userId: string; productId: string },
  overrides: Partial<NewCartItem> = {},
): NewCartItem {
  return { id: randomUUID(), ...ref, quantity: 1, ...overrides };
}

export function buildTailorDesign(
  tailorId: string,
  overrides: Partial<NewTailorDesign> = {},
): NewTailorDesign {
  return {
    id: randomUUID(),
    tailorId,
    name: 'Owambe Agbada with Collar Embroidery',
    description:
      'A flowing agbada with a hand-embroidered collar, made for weddings and naming days.',
    category: 'Agbada',
    images: ['/images/products/agbada-1-800.webp'],
    ...overrides,
  };
}

export function buildTailorFabric(
  tailorId: string,
  overrides: Partial<NewTailorFabric> = {},
): NewTailorFabric {
  return {
    id: randomUUID(),
    tailorId,
    name: 'Iseyin Sanyan Aso-oke',
    type: 'Aso-oke',
    color: 'Beige',
    pattern: 'Striped',
    pricePerYard: 12000,
    availableQuantity: 40,
    description: 'Hand-woven on narrow looms in Iseyin, Oyo State.',
    origin: 'Iseyin, Nigeria',
    ...overrides,
  };
}

export function buildTailorPricing(
  tailorId: string,
  overrides: Partial<NewTailorPricing> = {},
): NewTailorPricing {
  return {
    id: randomUUID(),
    tailorId,
    category: 'Agbada',
    basePrice: 85000,
    complexityMultiplier: 1,
    rushOrderSurcharge: 0,
    estimatedDays: 21,
    description: "Three-piece agbada in the customer's choice of fabric.",
    ...overrides,
  };
}

export function buildTailorPaymentInfo(
  tailorId: string,
  overrides: Partial<NewTailorPaymentInfo> = {},
): NewTailorPaymentInfo {
  return {
    id: randomUUID(),
    tailorId,
    bankName: 'Guaranty Trust Bank',
    bankCode: '058',
    accountNumber: '0123456789',
    accountName: 'Adunni Stitches',
    preferredMethod: 'bank',
    ...overrides,
  };
}
