import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { FIT_CLAIM_STATES } from '../../../shared/schemas/fit-claims-rules.ts';
import { createdAt, id, kobo, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { tailors } from './tailors.ts';
import { users } from './users.ts';

/**
 * A Lifetime Fit Guarantee claim (issue 15): a shopper's report that a delivered outfit does not
 * fit, and what the tailor (or an admin, when disputed) decided. Its state moves only by
 * conditional updates (server/modules/fit-claims/fit-claims.service.ts).
 */
export const fitClaims = pgTable(
  'fit_claims',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tailorId: text('tailor_id')
      .notNull()
      .references(() => tailors.id),
    /** Which garment of the order (an agbada's trousers, the gele). */
    garment: text('garment').notNull(),
    problem: text('problem').notNull(),
    /** minor (covered up to ₦15,000) or major (up to ₦30,000), as /returns puts it. */
    severity: text('severity', { enum: ['minor', 'major'] }).notNull(),
    /** Upload URLs (/media/{id}-800.webp) of the shopper's own uploads. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** Measurements re-taken by the shopper, when they chose to. */
    measurements: jsonb('measurements').$type<Record<string, number | string>>(),
    state: text('state', { enum: FIT_CLAIM_STATES }).notNull().default('reported'),
    /** Kobo credited when the claim ended in store credit. */
    creditKobo: kobo('credit_kobo'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('fit_claims_user_idx').on(t.userId, t.createdAt.desc()),
    index('fit_claims_tailor_idx').on(t.tailorId, t.createdAt.desc()),
    index('fit_claims_order_idx').on(t.orderId),
    // One open claim per order at a time, and at most one that ended in credit: an order's
    // credit can never pass its cap by claiming again.
    uniqueIndex('fit_claims_open_order_key')
      .on(t.orderId)
      .where(sql`state in ('reported', 'alteration', 'remake', 'disputed')`),
    uniqueIndex('fit_claims_credited_order_key')
      .on(t.orderId)
      .where(sql`state = 'credited'`),
    index('fit_claims_disputed_idx')
      .on(t.updatedAt)
      .where(sql`state = 'disputed'`),
  ],
);

/** What happened to a claim, who did it and when: the timeline all three parties see. */
export const fitClaimEvents = pgTable(
  'fit_claim_events',
  {
    id: id(),
    claimId: text('claim_id')
      .notNull()
      .references(() => fitClaims.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actor: text('actor', { enum: ['shopper', 'tailor', 'admin'] }).notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fit_claim_events_claim_idx').on(t.claimId, t.at)],
);
