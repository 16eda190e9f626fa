/** Spec §2: the home page features the first 4 outfits and the first 3 tailors. */
export const FEATURED_PRODUCTS = 4;
export const FEATURED_TAILORS = 3;
