import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  DISTRIBUTIONS,
  EVENT_KINDS,
  EVENT_STATES,
  MEMBER_STATES,
} from '../../../shared/aso-ebi.ts';
import type { NigerianState } from '../../../shared/nigeria.ts';
import { createdAt, id, kobo, updatedAt } from './columns.ts';
import { products } from './products.ts';
import { tailors } from './tailors.ts';
import { users } from './users.ts';

/**
 * An aso-ebi event (issue 32, decision 054): a host's wedding, burial or birthday whose guests
 * wear matching outfits. Dates are Lagos calendar days (YYYY-MM-DD); the sew-by date is computed
 * from the event date when the event is made (shared/aso-ebi.ts) and kept, so the orders' due
 * date never moves. The event locks at the end of its pay-by date (the `events-lock` job).
 */
export const asoEbiEvents = pgTable(
  'aso_ebi_events',
  {
    id: id(),
    hostUserId: text('host_user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    kind: text('kind', { enum: EVENT_KINDS }).notNull(),
    eventDate: text('event_date').notNull(),
    city: text('city').notNull(),
    state: text('state').$type<NigerianState>().notNull(),
    payBy: text('pay_by').notNull(),
    sewBy: text('sew_by').notNull(),
    /** The host's words to the guests, shown on the event page. */
    note: text('note'),
    /** Guests see each other's first names on the event page only when the host allows it. */
    showGuestNames: boolean('show_guest_names').notNull().default(false),
    /** Where looks distributed to the host are delivered: the host's own address. */
    hostAddress: jsonb('host_address').$type<{
      name: string;
      phone: string;
      street: string;
      city: string;
      state: NigerianState;
    }>(),
    status: text('status', { enum: EVENT_STATES }).notNull().default('open'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('aso_ebi_events_host_idx').on(t.hostUserId, t.createdAt.desc()),
    // The lock job reads only open events, by pay-by date.
    index('aso_ebi_events_open_pay_by_idx')
      .on(t.payBy)
      .where(sql`status = 'open'`),
  ],
);

/**
 * One look of an event: an outfit of a tailor in the catalogue, its fabric colour or note, and
 * what a guest pays for it besides delivery: the outfit's price when the look was added and the
 * host's margin (its own line on the guest's bill). `capacity` is how many guests the look takes
 * (shared/aso-ebi.ts lookCapacity), fixed when it is added.
 */
export const asoEbiLooks = pgTable(
  'aso_ebi_looks',
  {
    id: id(),
    eventId: text('event_id')
      .notNull()
      .references(() => asoEbiEvents.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    tailorId: text('tailor_id')
      .notNull()
      .references(() => tailors.id),
    fabricNote: text('fabric_note').notNull(),
    outfitKobo: kobo('outfit_kobo').notNull(),
    marginKobo: kobo('margin_kobo').notNull().default(0),
    distribution: text('distribution', { enum: DISTRIBUTIONS }).notNull().default('guests'),
    capacity: integer('capacity').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('aso_ebi_looks_event_idx').on(t.eventId, t.position),
    index('aso_ebi_looks_tailor_idx').on(t.tailorId),
    check('aso_ebi_looks_money_check', sql`${t.outfitKobo} > 0 and ${t.marginKobo} >= 0`),
    check('aso_ebi_looks_capacity_check', sql`${t.capacity} > 0`),
  ],
);

/**
 * A member of an event: invited by the host (a phone, texted the link), or a guest who joined a
 * look. One row per person per event. Her measurements are copied here when she gives them, and
 * the order she pays for is `order_id` (one per member, unique): the order is an ordinary order
 * marked with the event (`orders.event_id`), held from its tailor until the lock.
 */
export const asoEbiMembers = pgTable(
  'aso_ebi_members',
  {
    id: id(),
    eventId: text('event_id')
      .notNull()
      .references(() => asoEbiEvents.id, { onDelete: 'cascade' }),
    /** Null for an invitation to a phone that has not joined yet. */
    userId: text('user_id').references(() => users.id),
    /** E.164; the invited number, or the guest's own. */
    phone: text('phone'),
    name: text('name').notNull().default(''),
    lookId: text('look_id').references(() => asoEbiLooks.id),
    sizeNote: text('size_note'),
    measurements: jsonb('measurements').$type<Record<string, number | string | null>>(),
    measuredAt: timestamp('measured_at', { withTimezone: true }),
    state: text('state', { enum: MEMBER_STATES }).notNull().default('joined'),
    orderId: text('order_id').unique(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    leftAt: timestamp('left_at', { withTimezone: true }),
    droppedAt: timestamp('dropped_at', { withTimezone: true }),
    /** A look distributed to the host: when the host ticked this guest's outfit as handed over. */
    collectedAt: timestamp('collected_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('aso_ebi_members_event_user_key')
      .on(t.eventId, t.userId)
      .where(sql`user_id is not null`),
    uniqueIndex('aso_ebi_members_event_phone_key')
      .on(t.eventId, t.phone)
      .where(sql`phone is not null`),
    index('aso_ebi_members_look_idx').on(t.lookId, t.state),
    index('aso_ebi_members_user_idx').on(t.userId),
  ],
);

/**
 * A reminder texted to a member (issue 32 item 4): one row per member and schedule step
 * (shared/aso-ebi.ts REMINDER_DAYS_BEFORE_PAY_BY), written with the text in one transaction, so a
 * step is sent once however often the job runs.
 */
export const asoEbiReminders = pgTable(
  'aso_ebi_reminders',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => asoEbiMembers.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.step] })],
);

export type AsoEbiEventRow = typeof asoEbiEvents.$inferSelect;
export type NewAsoEbiEvent = typeof asoEbiEvents.$inferInsert;
export type AsoEbiLookRow = typeof asoEbiLooks.$inferSelect;
export type AsoEbiMemberRow = typeof asoEbiMembers.$inferSelect;
