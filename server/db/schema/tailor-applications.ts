import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';
import { users } from './users.ts';

export const tailorApplications = pgTable(
  'tailor_applications',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    businessName: text('business_name').notNull(),
    businessDescription: text('business_description').notNull(),
    location: text('location').notNull(),
    phone: text('phone').notNull(),
    experience: integer('experience').notNull(),
    specialties: text('specialties')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    previousWork: text('previous_work'),
    businessLicense: text('business_license'),
    status: text('status').notNull().default('pending'),
    reviewNotes: text('review_notes'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** A hash of what the applicant wrote (tailor-applications.service.ts), for the index below. */
    contentHash: text('content_hash').notNull(),
  },
  (t) => [
    index('tailor_applications_user_idx').on(t.userId, t.submittedAt.desc()),
    // One pending application per user and content: a form sent twice (a double tap, a retry,
    // 20 requests at once) stores one row, enforced by the database rather than by a read first.
    uniqueIndex('tailor_applications_pending_content_idx')
      .on(t.userId, t.contentHash)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export type TailorApplicationRow = typeof tailorApplications.$inferSelect;
