/**
 * No self-dealing (issue 28, finding 2; decision 045): an account that owns a tailor may not buy
 * that tailor's outfits nor review that tailor. A tailor buying her own ₦1,000 outfit bought a
 * 5★ review and a completed order for ~10 % of a price she sets. The server refuses with these
 * words (403); the cart and the checkout show them as they come.
 */
export const OWN_WORKSHOP_ORDER =
  'You cannot order from your own workshop: your outfits are for other shoppers to buy.';

export const OWN_WORKSHOP_REVIEW =
  'You cannot review your own workshop: reviews come from shoppers who bought from it.';
