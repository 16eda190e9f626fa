import { z } from 'zod';
import { noContent } from './common.ts';
import { accountApi } from '../api/account.ts';
import { contract, type Json } from '../api/endpoint.ts';

/**
 * The accounts contract (issue 12), shared by the server's routes and the client's calls.
 * Sign-in is by a one-time code sent to a Nigerian phone number or, second, an email address.
 */

export const ROLES = ['shopper', 'tailor', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/**
 * GET /api/me: who the browser acts for. Always 200.
 * - demo mode, not signed in: the demo shopper `user1` with `demo: true`, `signedIn: false`;
 * - live mode, not signed in, before the first write: `id: null` (a guest user is created on the
 *   first write, as sessions are), `signedIn: false`, `roles: []`;
 * - live mode guest after a write: the guest's id, `signedIn: false`, `roles: ['shopper']`;
 * - signed in (either mode): the account, `signedIn: true`, `demo: false`.
 */
export const meSchema = z.object({
  id: z.string().nullable(),
  username: z.string().nullable(),
  fullName: z.string().nullable(),
  /** E.164, e.g. +2348031234567. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  roles: z.array(roleSchema),
  /** The tailors row of an account with the tailor role. */
  tailorId: z.string().optional(),
  /** True while the visitor acts for the spec's demo shopper. */
  demo: z.boolean(),
  signedIn: z.boolean(),
  /** ISO-8601; null before a guest exists. */
  createdAt: z.string().nullable(),
});
export type Me = z.infer<typeof meSchema>;

/** POST /api/auth/code: send a code. 202 whether or not an account exists. */
export const requestCodeSchema = z.object({
  /** A Nigerian phone number (+234…, 234…, 080…, 81…) or an email address. */
  destination: z.string().trim().min(1, 'Enter your phone number or email').max(254),
});
export const codeSentSchema = z.object({
  channel: z.enum(['sms', 'email']),
  /** The normalised destination the code went to (E.164 or lower-cased email). */
  to: z.string(),
  /** Seconds before another code may be asked for (60). */
  resendAfterSeconds: z.number().int(),
  /** Seconds the code stays valid (600). */
  expiresInSeconds: z.number().int(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

/**
 * POST /api/auth/verify: sign in with the code. 200 with the new `me` and whether the account was
 * just created (then the client asks for the full name once, through PATCH /api/me).
 * 400 with a clear message for a wrong, expired or used code; 429 after too many tries.
 */
export const verifyCodeSchema = z.object({
  destination: requestCodeSchema.shape.destination,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code is 6 digits'),
});
export const signedInSchema = z.object({ me: meSchema, isNewAccount: z.boolean() });
export type SignedIn = z.infer<typeof signedInSchema>;

/** PATCH /api/me (signed in only): the full name asked once at first sign-in, editable later. */
export const updateMeSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(2, 'Enter your full name')
    .max(100, 'Full name must be at most 100 characters'),
});

/**
 * POST /api/auth/sign-out: 204; the session row is deleted and its cookie cleared (demo mode: back
 * to the demo shopper; live mode: a new guest on the next write). Like every POST it is sent as
 * JSON: body `{}` with Content-Type application/json.
 */
export const signOutSchema = z.object({}).optional();
/** GET /api/dev/outbox (development message provider only; 404 otherwise): newest first. */
export const outboxEntrySchema = z.object({
  channel: z.enum(['sms', 'whatsapp', 'email']),
  to: z.string(),
  body: z.string(),
  createdAt: z.date(),
});
export const outboxSchema = z.array(outboxEntrySchema);
export type OutboxEntry = Json<z.output<typeof outboxEntrySchema>>;

export const accountContract = contract(accountApi, {
  me: {
    summary:
      'Who the browser acts for: the account, a guest, the demo shopper or nobody yet (always 200)',
    response: meSchema,
  },
  updateMe: {
    summary: "The signed-in person's full name (401 when not signed in)",
    body: updateMeSchema,
    response: meSchema,
  },
  requestCode: {
    summary:
      'Sends a 6-digit sign-in code to a Nigerian phone number or an email address (202; 429 too soon)',
    body: requestCodeSchema,
    response: codeSentSchema,
  },
  verifyCode: {
    summary:
      'Signs in with the code; a guest’s cart and favourites move into the account (400 refused, 429)',
    body: verifyCodeSchema,
    response: signedInSchema,
  },
  signOut: {
    summary: 'Ends the session and clears its cookie (204)',
    body: signOutSchema,
    response: noContent,
  },
  outbox: {
    summary:
      'What the development message provider "sent", newest first (404 with a real provider)',
    response: outboxSchema,
  },
});
