import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
  },
  (t) => [index('tailor_applications_user_idx').on(t.userId, t.submittedAt.desc())],
);

export type TailorApplicationRow = typeof tailorApplications.$inferSelect;
