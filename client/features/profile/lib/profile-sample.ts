/**
 * With nothing followed, the demo shopper's favourites tab shows the first tailors of the list
 * (spec §2, §9: at most 3, the overview's count), bios cut to 100 characters
 * (entities/tailor/tailor-card.tsx).
 */
export const FAVOURITES_LIMIT = 3;
