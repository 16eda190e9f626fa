/**
 * Where a sign-in code goes: a Nigerian mobile number, normalised to E.164, or an email address,
 * lower-cased. One rule for the server (which decides) and the client (which may show the
 * normalised number back before sending).
 */
export type SignInDestination = { channel: 'sms' | 'email'; to: string };

/**
 * Nigerian mobile numbers are 0 + 10 digits nationally (0803…, 0701…, 0906…, 0913…), i.e. +234 and
 * those 10 digits, whose first is 7, 8 or 9 and second 0 or 1. Accepted as +234…, 234…, +234 0…,
 * 0… or the bare 10 digits, with spaces, dashes, dots or brackets anywhere.
 */
const NIGERIAN_MOBILE = /^(?:\+?2340?|0)?([789][01]\d{8})$/;
/** Deliberately plain: one @, something on each side, a dot in the domain, no spaces. */
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

export const INVALID_DESTINATION_MESSAGE =
  'Enter a Nigerian mobile number (e.g. 0803 123 4567) or an email address';

export function normaliseSignInDestination(raw: string): SignInDestination | null {
  const text = raw.trim();
  if (text.includes('@')) {
    const email = text.toLowerCase();
    return email.length <= 254 && EMAIL.test(email) ? { channel: 'email', to: email } : null;
  }
  const compact = text.replace(/[\s().-]/g, '');
  const match = NIGERIAN_MOBILE.exec(compact);
  return match ? { channel: 'sms', to: `+234${match[1]}` } : null;
}
