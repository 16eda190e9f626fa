/**
 * Messages and patterns of text fields, zod-free so the browser's forms give the server's exact
 * messages without bundling zod (issue #5 byte budgets). common.ts builds the zod rules from them.
 */

export const requiredMessage = (label: string) => `${label} is required`;
export const tooLongMessage = (label: string, max: number) =>
  `${label} must be at most ${max} characters`;

/** zod 4's default email pattern (`z.regexes.email`); the server's email rule uses this copy. */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
