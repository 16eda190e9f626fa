/**
 * The host's event form rules, zod-free so the browser's form gives the server's words without
 * bundling zod (shared/schemas/aso-ebi-host.ts builds the zod rules from them).
 */
export const eventLimits = { name: 120, city: 80, note: 1000, fabricNote: 200 } as const;

/** Phone numbers one invite may carry. */
export const INVITES_MAX = 50;

export const NEED_HOST_ADDRESS =
  'A look delivered to you needs your address: add where the outfits should come.';

/** Splits a pasted list of numbers (one a line, or separated by commas or semicolons). */
export const splitPhones = (text: string) =>
  text
    .split(/[\n,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
