/**
 * Telo's commission (issue 14): its share of each order's total, a tailor is paid the rest.
 * Kept in basis points (1000 = 10 %) so every sum stays in whole kobo.
 */

/** The commission when the configuration names none (TELO_COMMISSION_PERCENT). */
export const DEFAULT_COMMISSION_PERCENT = 10;
export const DEFAULT_COMMISSION_BASIS_POINTS = DEFAULT_COMMISSION_PERCENT * 100;

/** Commission and earnings in kobo: integers only, the commission rounded half up. */
export function splitEarnings(totalKobo: number, commissionBasisPoints: number) {
  const commissionKobo = Math.floor((totalKobo * commissionBasisPoints + 5000) / 10000);
  return { commissionKobo, earningsKobo: totalKobo - commissionKobo };
}

/**
 * When an order's money is earned (issue 28): its tailor's share is released when the shopper
 * confirms receiving it, or this many days after delivery (or after its last fit claim settles)
 * with no claim open (RELEASE_AFTER_DAYS).
 */
export const DEFAULT_RELEASE_AFTER_DAYS = 7;

/** The part of her earnings a tailor receives when she starts cutting (TAILOR_ADVANCE_PERCENT). */
export const DEFAULT_ADVANCE_PERCENT = 30;
