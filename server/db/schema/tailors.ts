import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, decimal, id } from './columns.ts';
import { DEFAULT_EVENT_ORDERS_PER_WEEK } from '../../../shared/aso-ebi.ts';
import type { NigerianState } from '../../../shared/nigeria.ts';
import { users } from './users.ts';

/**
 * Minutes promised by a response time such as 'Within 2 hours', 'Within 30 minutes' or
 * 'Within 1 day', for "Fastest Response". The largest unit mentioned wins; text we cannot read
 * sorts last. Computed by the database on every write, so it can never disagree with the text.
 */
const responseMinutesSql = sql`coalesce(
  (substring(lower(response_time) from '\\m(\\d{1,4})\\s*day'))::integer * 1440,
  (substring(lower(response_time) from '\\m(\\d{1,4})\\s*(?:hour|hr)'))::integer * 60,
  (substring(lower(response_time) from '\\m(\\d{1,4})\\s*min'))::integer,
  case
    when lower(response_time) ~ '\\m(a|one|same)\\s+day' then 1440
    when lower(response_time) ~ '\\m(an|one)\\s+hour' then 60
  end,
  2147483647)`;

export const tailors = pgTable(
  'tailors',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    businessName: text('business_name').notNull(),
    specialties: text('specialties')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The tailor's town ("Abeokuta"), as the spec's location; her state is `state`. */
    location: text('location').notNull(),
    /**
     * The state she works in (issue 29): the tailor filter's states and the delivery zones
     * (shared/delivery-zones.ts). Null only for a profile from before states that the backfill
     * could not place (migration 0025); she sets it in her profile.
     */
    state: text('state').$type<NigerianState>(),
    bio: text('bio').notNull(),
    experience: integer('experience').notNull(),
    rating: decimal('rating', 3, 2).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    isVerified: boolean('is_verified').notNull().default(false),
    responseTime: text('response_time').notNull(),
    completedOrders: integer('completed_orders').notNull().default(0),
    createdAt: createdAt(),
    /**
     * Where shoppers collect pickup orders (issue 29): the workshop's street address, phone and
     * opening hours, shown on a pickup order's page. Null until the tailor gives them.
     */
    workshopAddress: text('workshop_address'),
    workshopPhone: text('workshop_phone'),
    workshopHours: text('workshop_hours'),
    /** How many aso-ebi event orders she takes a week (issue 32): each look's capacity. */
    eventOrdersPerWeek: integer('event_orders_per_week')
      .notNull()
      .default(DEFAULT_EVENT_ORDERS_PER_WEEK),
    responseMinutes: integer('response_minutes').notNull().generatedAlwaysAs(responseMinutesSql),
    /** Business name and bio, folded for search, as products.search_text (decision 006). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`search_fold(business_name) || chr(10) || search_fold(bio)`),
  },
  (t) => [
    // Every list order is (key, id), walked forwards or backwards by keyset pages (decision 006):
    // Highest Rated (the default, spec §9), Most Experienced, Most Orders, Fastest Response, Name.
    index('tailors_rating_idx').on(t.rating, t.id),
    index('tailors_experience_idx').on(t.experience, t.id),
    index('tailors_orders_idx').on(t.completedOrders, t.id),
    index('tailors_response_idx').on(t.responseMinutes, t.id),
    index('tailors_name_idx').on(sql`lower(business_name)`, t.id),
    // Filters: specialty membership (@>), location substring, search on name or bio.
    index('tailors_specialties_idx').using('gin', t.specialties),
    index('tailors_state_idx').on(t.state),
    index('tailors_location_trgm_idx').using('gin', t.location.op('gin_trgm_ops')),
    index('tailors_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export type TailorRow = typeof tailors.$inferSelect;
