/**
 * The largest amounts Telo takes (issue 27, finding 4; decision 043): one rule for the catalogue
 * form, the API, the quote, the checkout and the database, so nothing is listed that cannot be
 * paid and no quote promises what the checkout refuses.
 */
import { formatNairaExact, fromKobo, toKobo } from './money.ts';

/**
 * The most a tailor may ask for one outfit (and for any other price they set: a rush
 * surcharge, a fabric's yard, a price list's base). It is what `numeric(10,2)` holds, the type
 * of products.price and the tailor's price columns.
 */
export const MAX_PRICE_NAIRA = 99_999_999.99;

/**
 * The most one checkout may come to: the quote's `total`, every order of it together, before
 * store credit. One piece at the largest price with the largest rush surcharge and a delivery fee
 * is about ₦200,000,000, so any outfit that can be listed can be paid; ₦500,000,000 leaves room
 * for several such pieces and is a round figure a shopper can read. Beyond it the shopper checks
 * out in parts. In kobo (5 × 10¹⁰) it is exact in a JS number (2⁵³) and far inside the bigint
 * money columns; orders' naira columns are numeric(12,2), which holds it with room to spare.
 */
export const MAX_ORDER_TOTAL_NAIRA = 500_000_000;
export const MAX_ORDER_TOTAL_KOBO = toKobo(MAX_ORDER_TOTAL_NAIRA);

/** What a checkout of `totalKobo` breaks, or undefined: the quote and the checkout say this. */
export function orderTotalProblem(totalKobo: number): string | undefined {
  if (totalKobo <= MAX_ORDER_TOTAL_KOBO) return undefined;
  return (
    `One checkout can come to at most ${formatNairaExact(MAX_ORDER_TOTAL_NAIRA)}; these items ` +
    `come to ${formatNairaExact(fromKobo(totalKobo))}. Check out fewer pieces at a time.`
  );
}
