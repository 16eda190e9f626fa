/** The overview's fixed count of favourite tailors (spec §2, Profile). */
export const FAVORITE_TAILORS_COUNT = 3;

/** The favourites tab shows the first tailors of the list, bios cut to 100 characters (spec §9). */
export const FAVORITES_LIMIT = 3;
export const BIO_PREVIEW_LENGTH = 100;
