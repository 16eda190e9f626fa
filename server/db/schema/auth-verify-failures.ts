import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/**
 * One row per failed sign-in verify (decision 042): no code, a used, expired, dead or wrong one.
 * Counted per destination and asking address, so an address has a few tries an hour at a number
 * whatever the number's codes are, and a stranger's tries never use up its owner's. Kept a day.
 */
export const authVerifyFailures = pgTable(
  'auth_verify_failures',
  {
    id: id(),
    /** E.164 phone number or lower-cased email, as typed into the verify form. */
    destination: text('destination').notNull(),
    /** The network address that tried. */
    requesterAddress: text('requester_address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_verify_failures_pair_idx').on(t.destination, t.requesterAddress, t.createdAt),
  ],
);
