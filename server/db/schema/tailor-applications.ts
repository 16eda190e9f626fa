import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ApplicationStatus } from '../../../shared/schemas/admin.ts';
import type { NigerianState } from '../../../shared/nigeria.ts';
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
    /** The town (spec: location); with `state` since issue 29. */
    location: text('location').notNull(),
    /** Null only for applications from before states that the backfill could not place. */
    state: text('state').$type<NigerianState>(),
    phone: text('phone').notNull(),
    experience: integer('experience').notNull(),
    specialties: text('specialties')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    previousWork: text('previous_work'),
    businessLicense: text('business_license'),
    /** Up to 6 photos of previous work, uploads of the applicant (/media/…-800.webp). */
    previousWorkPhotos: text('previous_work_photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').$type<ApplicationStatus>().notNull().default('pending'),
    reviewNotes: text('review_notes'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** A hash of what the applicant wrote (tailor-applications.service.ts), for the index below. */
    contentHash: text('content_hash').notNull(),
    /** `phone` as E.164 (+2348031234567): the number one pending application may name. */
    applicantPhone: text('applicant_phone'),
    /**
     * The applicant had signed in: `user_id` is their own account. Otherwise it is the demo
     * shopper or a guest, and approval gives the account of `applicant_phone` instead.
     */
    submittedSignedIn: boolean('submitted_signed_in').notNull().default(false),
    /** The tailors row approval made (issue 14). */
    tailorId: text('tailor_id'),
  },
  (t) => [
    index('tailor_applications_user_idx').on(t.userId, t.submittedAt.desc()),
    // One pending application per user and content: a form sent twice (a double tap, a retry,
    // 20 requests at once) stores one row, enforced by the database rather than by a read first.
    uniqueIndex('tailor_applications_pending_content_idx')
      .on(t.userId, t.contentHash)
      .where(sql`${t.status} = 'pending'`),
    // One pending application per phone number and per signed-in account (issue 14): decided by
    // the database, so two different applications sent at once cannot both wait for review.
    uniqueIndex('tailor_applications_pending_phone_idx')
      .on(t.applicantPhone)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('tailor_applications_pending_account_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pending' and ${t.submittedSignedIn}`),
    // The review desk's queue: a status, newest first.
    index('tailor_applications_status_idx').on(t.status, t.submittedAt.desc(), t.id),
    index('tailor_applications_phone_idx').on(t.applicantPhone),
  ],
);

export type TailorApplicationRow = typeof tailorApplications.$inferSelect;
