/**
 * The zod-free half of message.ts and review.ts (issue 15): limits and messages the browser's
 * forms share with the server without bundling zod.
 */

export const MESSAGE_MAX = 2000;
export const REVIEW_MIN = 10;
export const REVIEW_MAX = 2000;
export const REPLY_MAX = 1000;
/** Photos one message or review may carry. */
export const PHOTOS_MAX = 4;

export const MESSAGE_EMPTY = 'Write a message or add a photo';
export const REVIEW_TOO_SHORT = `Tell other shoppers a little more (at least ${REVIEW_MIN} characters)`;
export const RATING_REQUIRED = 'Choose from 1 to 5 stars';
export const TOO_MANY_PHOTOS = `At most ${PHOTOS_MAX} photos`;

/** The URL `POST /api/uploads` answers (shared/uploads.ts): the 800-wide WebP of an upload. */
export const uploadUrlPattern = /^\/media\/[A-Za-z0-9_-]{22}-800\.webp$/;

/** A message to the other side texted while they are away: one a thread an hour at most. */
export const AWAY_AFTER_MS = 5 * 60 * 1000;
export const AWAY_TEXT_EVERY_MS = 60 * 60 * 1000;
