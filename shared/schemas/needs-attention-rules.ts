/**
 * The Needs attention panel's rules (issue 28), zod-free so the browser checks the settle form
 * with the server's own words.
 */
export const SETTLE_NOTE_MIN = 5;
export const SETTLE_NOTE_MAX = 500;
export const SETTLE_NOTE_REQUIRED =
  'Write how it was settled (at least 5 characters): the note is kept for the books';
