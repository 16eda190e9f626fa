/**
 * The placeholder shopper (spec §6: 'user1') and her order history: every status, spread over the
 * last five months. She has no saved measurements and an empty cart, so a visitor meets the
 * 'Measurements needed' path; each order keeps the snapshot the tailor cut from.
 */
import type { OrderSeed } from './types.ts';

export const user1 = {
  id: 'user1',
  username: 'user1',
  email: 'user1@telo.ng',
  fullName: 'Adaeze Okafor',
  joined: '2025-06-14T10:30:00.000Z',
};

/** Her measurements in inches as they were at each order (her waist changed over the year). */
const earlierSnapshot = {
  chest: 38,
  waist: 31.5,
  hips: 42,
  shoulders: 15.5,
  sleeves: 23,
  length: 41,
  inseam: 30,
  neck: 14,
  bicep: 11.5,
  forearm: 9.5,
  thigh: 23.5,
  calf: 14.5,
  unit: 'inches',
} as const;

const recentSnapshot = { ...earlierSnapshot, waist: 30.5, hips: 41.5, thigh: 23 } as const;

export function snapshotFor(placedDaysAgo: number) {
  return placedDaysAgo > 60 ? { ...earlierSnapshot } : { ...recentSnapshot };
}

/** Newest first, as the orders page lists them. */
export const user1Orders: OrderSeed[] = [
  {
    product: 'Purple Sunflower Ankara Mermaid Gown',
    status: 'pending',
    placedDaysAgo: 2,
    updatedDaysAgo: 2,
    estimatedDeliveryInDays: 19,
    notes: "Please add a side slit and keep the hem floor length; it's for a wedding in Enugu.",
  },
  {
    product: 'Rust Aso-oke Auto-Gele',
    status: 'pending',
    placedDaysAgo: 5,
    updatedDaysAgo: 5,
  },
  {
    product: 'Gold Beaded Lace Buba and Sokoto with Gele',
    status: 'in_progress',
    stage: 'cutting',
    placedDaysAgo: 13,
    updatedDaysAgo: 9,
    estimatedDeliveryInDays: 8,
    notes: 'Sleeves to the wrist, please, and a little extra beading at the neckline.',
  },
  {
    product: 'Adire Alabere Midi Dress',
    status: 'in_progress',
    stage: 'sewing',
    placedDaysAgo: 24,
    updatedDaysAgo: 20,
    estimatedDeliveryInDays: 3,
  },
  {
    product: 'Blush Pink Guipure Lace Midi Dress',
    status: 'completed',
    placedDaysAgo: 52,
    updatedDaysAgo: 31,
    estimatedDeliveryInDays: -28,
    notes: 'Needed before the 28th for a naming ceremony.',
  },
  {
    product: 'Peach Flare Ankara Gown',
    status: 'completed',
    placedDaysAgo: 96,
    updatedDaysAgo: 78,
    estimatedDeliveryInDays: -75,
  },
  {
    product: 'Rust Alaari Iro and Buba with Gele',
    status: 'cancelled',
    placedDaysAgo: 131,
    updatedDaysAgo: 129,
    notes: 'Cancelled by the shopper: the engagement was moved to next year.',
  },
  {
    product: 'Kano Indigo Danshiki',
    status: 'completed',
    placedDaysAgo: 148,
    updatedDaysAgo: 133,
    estimatedDeliveryInDays: -130,
    notes: 'A relaxed fit, please; I wear it over jeans.',
  },
];
