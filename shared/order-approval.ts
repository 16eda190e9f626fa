/**
 * Approve before dispatch (issue 29, decision 050): at "ready" the shopper sees the photo and
 * answers "Looks right" or asks for a change; the tailor may dispatch (or offer pickup) only once
 * the order is approved, by the shopper or by 48 hours of her silence. Zod-free, so the browser
 * and the server read the same rule.
 */

/**
 * Where a ready order's approval stands: waiting for the shopper, a change asked of the tailor,
 * or approved (the tailor may dispatch).
 */
export const APPROVAL_STATES = ['awaiting', 'change_requested', 'approved'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** Who approved: the shopper's "Looks right", or nobody within APPROVE_WITHIN_HOURS. */
export const APPROVED_BY = ['shopper', 'silence'] as const;
export type ApprovedBy = (typeof APPROVED_BY)[number];

/** Change rounds before dispatch that cost the shopper nothing; after them she approves. */
export const FREE_CHANGE_ROUNDS = 1;

/** A ready order the shopper has not answered within this many hours counts as approved. */
export const APPROVE_WITHIN_HOURS = 48;

/** Photos a shopper may add to a change request. */
export const CHANGE_PHOTOS_MAX = 4;

/** The longest change note and the longest reply of the tailor. */
export const CHANGE_NOTE_MAX = 1000;

/** How the tailor answers a change request: back to sewing, or a reply explaining. */
export const CHANGE_ANSWERS = ['sewing', 'explain'] as const;
export type ChangeAnswer = (typeof CHANGE_ANSWERS)[number];

/** "1 of 1 free change round used", as both sides read it. */
export const roundsWords = (used: number) =>
  `${used} of ${FREE_CHANGE_ROUNDS} free change ${FREE_CHANGE_ROUNDS === 1 ? 'round' : 'rounds'} used`;
