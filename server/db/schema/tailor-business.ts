/**
 * What a tailor keeps about their own business: designs, fabrics in stock, how they are paid and
 * what they charge. No screen shows these yet (spec §3 lists them as entities only).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, decimal, id, updatedAt } from './columns.ts';
import { tailors } from './tailors.ts';

const tailorId = () =>
  text('tailor_id')
    .notNull()
    .references(() => tailors.id, { onDelete: 'cascade' });

export const tailorDesigns = pgTable(
  'tailor_designs',
  {
    id: id(),
    tailorId: tailorId(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tailor_designs_tailor_idx').on(t.tailorId)],
);

export const tailorFabrics = pgTable(
  'tailor_fabrics',
  {
    id: id(),
    tailorId: tailorId(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    color: text('color').notNull(),
    pattern: text('pattern'),
    pricePerYard: decimal('price_per_yard', 10, 2).notNull(),
    availableQuantity: decimal('available_quantity', 8, 2).notNull(),
    imageUrl: text('image_url'),
    description: text('description'),
    origin: text('origin'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tailor_fabrics_tailor_idx').on(t.tailorId)],
);

export const tailorPaymentInfo = pgTable('tailor_payment_info', {
  id: id(),
  tailorId: tailorId().unique(),
  bankName: text('bank_name').notNull(),
  /** Paystack's code for the bank (issue 29); null only for details saved before the list. */
  bankCode: text('bank_code'),
  accountNumber: text('account_number').notNull(),
  accountName: text('account_name').notNull(),
  routingNumber: text('routing_number'),
  swiftCode: text('swift_code'),
  mobileMoney: jsonb('mobile_money').$type<{ provider: string; number: string }>(),
  preferredMethod: text('preferred_method').notNull().default('bank'),
  isVerified: boolean('is_verified').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** Paystack's transfer recipient for these details; null until made, and after a change. */
  recipientCode: text('recipient_code'),
});

export const tailorPricing = pgTable(
  'tailor_pricing',
  {
    id: id(),
    tailorId: tailorId(),
    category: text('category').notNull(),
    basePrice: decimal('base_price', 10, 2).notNull(),
    complexityMultiplier: decimal('complexity_multiplier', 3, 2).notNull().default(1),
    rushOrderSurcharge: decimal('rush_order_surcharge', 10, 2).notNull().default(0),
    estimatedDays: integer('estimated_days').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('tailor_pricing_tailor_category_key').on(t.tailorId, t.category)],
);
