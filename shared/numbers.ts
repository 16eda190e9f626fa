/**
 * Whole numbers as Nigerians write them: `45,000`. Written by hand rather than with
 * `Intl.NumberFormat` because a page's first Intl formatter loads the browser's locale data,
 * 17–25 ms of main thread on this machine (×4–×10 on a phone), every time a page loads.
 */
export function groupThousands(value: number): string {
  const rounded = Math.round(Math.abs(value));
  const digits = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 && rounded !== 0 ? `-${digits}` : digits;
}

/**
 * A tailor's rating as every page shows it: one decimal, `4.97` → `5.0`, `4.8` → `4.8`. One
 * function, so the home page, an outfit and the tailor pages never give one tailor two figures.
 * Rounded as `toFixed(1)` rounds (to the nearest tenth of the stored binary value); stars stay
 * the floor of the rating itself (spec §9), not of this text.
 */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

/** A count and its noun as a sentence says it: "1 master tailor", "1,204 master tailors". */
export function countOf(count: number, noun: string, plural = `${noun}s`): string {
  return `${groupThousands(count)} ${count === 1 ? noun : plural}`;
}
