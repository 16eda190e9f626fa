import { z } from 'zod';

/**
 * The review desk's contract (issue 14). Every route answers 401 without a signed-in session and
 * 403 for an account without the admin role, before it reads anything.
 *
 *   GET  /api/admin/tailor-applications?status=&page=&pageSize=  → Page<ReviewApplication>
 *   POST /api/admin/tailor-applications/:id/approve  { reviewNotes? } → 200 ReviewApplication
 *                                                   (404 unknown, 409 reviewed already)
 *   POST /api/admin/tailor-applications/:id/reject   { reviewNotes }  → 200 ReviewApplication
 *   GET  /api/admin/tailors?page=&pageSize=           → Page<AdminTailor>, newest first
 *   PUT  /api/admin/tailors/:id/verified { isVerified } → 200 AdminTailor
 *   GET  /api/admin/orders?page=&pageSize=            → Page<AdminOrder>, newest first
 *   GET  /api/admin/contact-messages?page=&pageSize=  → Page<AdminContactMessage>, newest first
 *
 * The applicant's side: GET /api/tailor-applications/mine (signed in) → MyApplication[].
 */
export const adminPaths = {
  applications: '/api/admin/tailor-applications',
  tailors: '/api/admin/tailors',
  orders: '/api/admin/orders',
  contactMessages: '/api/admin/contact-messages',
  myApplications: '/api/tailor-applications/mine',
} as const;

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const PAGE_SIZE_MAX = 50;

export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Page must be a whole number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(10_000, 'Page must be at most 10000')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a whole number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(PAGE_SIZE_MAX, `Page size must be at most ${PAGE_SIZE_MAX}`)
    .default(20),
});

export const applicationsQuerySchema = pageQuerySchema.extend({
  status: z
    .enum([...APPLICATION_STATUSES, 'all'], {
      error: 'Status must be pending, approved, rejected or all',
    })
    .default('pending'),
});

export const REVIEW_NOTES_MAX = 2000;

export const approveSchema = z.object({
  reviewNotes: z
    .string({ error: 'Review notes must be text' })
    .trim()
    .max(REVIEW_NOTES_MAX, `Review notes must be at most ${REVIEW_NOTES_MAX} characters`)
    .nullish()
    .transform((v) => (v ? v : null)),
});

/** A rejection always says why: the applicant is sent these notes. */
export const rejectSchema = z.object({
  reviewNotes: z
    .string({ error: 'Review notes are required to reject' })
    .trim()
    .min(10, 'Write at least 10 characters of review notes: the applicant is sent them')
    .max(REVIEW_NOTES_MAX, `Review notes must be at most ${REVIEW_NOTES_MAX} characters`),
});

export const verifiedSchema = z.object({
  isVerified: z.boolean({ error: 'isVerified must be true or false' }),
});

export type Page<T> = { items: T[]; page: number; pageSize: number; total: number };

export type ReviewApplication = {
  id: string;
  userId: string;
  businessName: string;
  businessDescription: string;
  location: string;
  phone: string;
  experience: number;
  specialties: string[];
  previousWork: string | null;
  businessLicense: string | null;
  status: ApplicationStatus;
  reviewNotes: string | null;
  submittedAt: string;
  reviewedAt: string | null;
  applicantPhone: string | null;
  submittedSignedIn: boolean;
  tailorId: string | null;
};

export type MyApplication = Pick<
  ReviewApplication,
  'id' | 'businessName' | 'status' | 'reviewNotes' | 'submittedAt' | 'reviewedAt'
>;

export type AdminTailor = {
  id: string;
  businessName: string;
  location: string;
  isVerified: boolean;
  completedOrders: number;
  rating: number;
  createdAt: string;
};

export type AdminOrder = {
  id: string;
  createdAt: string;
  status: string;
  paymentState: string;
  totalAmount: number;
  productName: string;
  tailorBusinessName: string;
  shopperName: string;
  /** The successful payment's reference, when paid through Telo. */
  paymentReference: string | null;
  refund: { state: string; amount: number } | null;
};

export type AdminContactMessage = {
  id: string;
  name: string;
  email: string;
  category: string | null;
  subject: string;
  message: string;
  createdAt: string;
};
