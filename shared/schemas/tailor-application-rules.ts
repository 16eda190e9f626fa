/**
 * The zod-free half of tailor-application.ts: limits and the rules for a business name and
 * description, so the become-a-tailor wizard checks exactly what the server checks, with the
 * server's messages, without bundling zod (issue #5 byte budgets).
 */
import { requiredMessage, tooLongMessage } from './text-rules.ts';

export const applicationLimits = {
  businessName: 120,
  businessDescription: 2000,
  /** Long enough for "Traditional Wedding Attire (Yoruba)"; a chip of it fits a phone. */
  specialty: 40,
  specialties: 20,
  /** A town or area: "Ijebu-Ode", "Surulere, Lagos". */
  town: 80,
  /** Photos of previous work (issue 29). */
  workPhotos: 6,
} as const;

export const CHOOSE_STATE_MESSAGE = 'Choose your state from the list';

/** Nigerian numbers: 0803 123 4567 or +234 803 123 4567 (spaces, dashes, brackets ignored). */
export const NIGERIAN_PHONE = /^(?:\+?234|0)[789][01]\d{8}$/;
export const PHONE_MAX = 40;
export const PHONE_REQUIRED = 'Phone number is required';
export const PHONE_INVALID = 'Enter a Nigerian phone number, e.g. 0803 123 4567';

/** What is wrong with the phone number, or undefined (the server's rule and words). */
export function phoneProblem(raw: string): string | undefined {
  if (raw.length > PHONE_MAX) return 'Phone number is too long';
  const digits = raw.replace(/[\s()-]/g, '');
  if (!digits) return PHONE_REQUIRED;
  return NIGERIAN_PHONE.test(digits) ? undefined : PHONE_INVALID;
}

/** What is wrong with the town (the spec's location), or undefined. */
export function townProblem(raw: string): string | undefined {
  const town = raw.trim();
  if (!town) return requiredMessage('Location');
  if (town.length > applicationLimits.town)
    return tooLongMessage('Location', applicationLimits.town);
  return undefined;
}
export const TOO_MANY_WORK_PHOTOS = `Add at most ${applicationLimits.workPhotos} photos of previous work`;

/** Enough to say what a workshop makes: "Agbada for weddings." is 20. */
export const MIN_DESCRIPTION_LENGTH = 20;

const letter = /\p{L}/u;

/** True for "aaaa", "A A A" or "x.x.x": every letter (or, without letters, every mark) is one. */
function isOneRepeatedCharacter(text: string) {
  const chars = [...text.toLocaleLowerCase()].filter((c) => /\S/.test(c));
  const letters = chars.filter((c) => letter.test(c));
  const counted = letters.length > 0 ? letters : chars;
  return counted.length > 1 && new Set(counted).size === 1;
}

/**
 * What is wrong with a business name, or undefined: a real name has letters, at least three
 * characters or two words ("Ade", "K B"), and is not one letter repeated.
 */
export function businessNameProblem(raw: string): string | undefined {
  const name = raw.trim();
  if (!name) return requiredMessage('Business name');
  if (name.length > applicationLimits.businessName)
    return tooLongMessage('Business name', applicationLimits.businessName);
  if (!letter.test(name)) return 'Business name must contain letters';
  if (isOneRepeatedCharacter(name)) return 'Business name cannot be one letter repeated';
  // Two words ("K B") are three characters with the space: one rule covers both.
  if (name.length < 3) return 'Business name must be at least 3 characters';
  return undefined;
}

/** What is wrong with a business description, or undefined. */
export function businessDescriptionProblem(raw: string): string | undefined {
  const text = raw.trim();
  if (!text) return requiredMessage('Business description');
  if (text.length > applicationLimits.businessDescription)
    return tooLongMessage('Business description', applicationLimits.businessDescription);
  if (text.length < MIN_DESCRIPTION_LENGTH)
    return `Business description must be at least ${MIN_DESCRIPTION_LENGTH} characters`;
  if (isOneRepeatedCharacter(text)) return 'Business description cannot be one letter repeated';
  return undefined;
}

export const specialtyTooLongMessage = tooLongMessage('A specialty', applicationLimits.specialty);
