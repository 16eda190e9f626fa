/**
 * The zod-free half of contact-message.ts: field limits, labels and email messages, with which the
 * browser's contact form gives the server's messages without bundling zod (issue #5 byte budgets).
 */

/** Most characters each field may hold. */
export const contactMessageLimits = {
  name: 100,
  email: 254,
  category: 50,
  subject: 200,
  message: 5000,
} as const;

/** How each field is named in its messages. */
export const contactMessageLabels = {
  name: 'Name',
  email: 'Email',
  category: 'Category',
  subject: 'Subject',
  message: 'Message',
} as const;

export const EMAIL_TOO_LONG = 'Email is too long';
export const INVALID_EMAIL = 'Enter a valid email address';
