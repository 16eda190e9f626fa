/**
 * How catalogue text is compared: what a shopper types and what an outfit or tailor says are
 * both folded, so "aso oke" finds "Aso-oke", "adunni" finds "Adùnní" and "EKO" finds "Eko".
 *
 * The database keeps the same rule as the SQL function `search_fold` (migration 0008), which
 * folds the stored search_text columns and the server's searches alike; server/db/search-fold.test.ts
 * holds the two to each other. Change one, change both (a new migration).
 */

/**
 * Combining marks left by decomposition: tones and dots of Yoruba (à, ẹ, ọ́, ṣ), French and
 * other accents. The same ranges appear in the SQL function.
 */
// eslint-disable-next-line no-misleading-character-class -- the class is of lone marks, on purpose
const COMBINING_MARKS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;
/** Hyphens and dashes of every width: "Aso-oke", "Aso–oke" and "Aso oke" are one word pair. */
const DASHES = /[-\u2010-\u2015\u2212]/g;
/** Curly and modifier apostrophes type as the straight one: "Mama’s" is "Mama's". */
const APOSTROPHES = /[\u2018\u2019\u02bc]/g;
/** Runs of white space (a line break included) are one space: JavaScript's \s, spelled out. */
const SPACES = /[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+/g;

/**
 * Lower case, accents removed (compatibility decomposition, so ligatures and full-width letters
 * become plain ones), dashes as spaces, curly apostrophes straight, spaces collapsed and trimmed.
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(DASHES, ' ')
    .replace(APOSTROPHES, "'")
    .replace(SPACES, ' ')
    .trim();
}
