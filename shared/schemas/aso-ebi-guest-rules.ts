/**
 * The guest's form rules for an aso-ebi event (issue 32), zod-free so the browser reads them
 * without the schemas (shared/schemas/aso-ebi-guest.ts applies them on the server).
 */
export const SIZE_NOTE_MAX = 200;
export const SIZE_NOTE_LABEL = 'Size note';
export const CHOOSE_A_LOOK = 'Choose a look';
