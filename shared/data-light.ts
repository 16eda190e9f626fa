/**
 * Data-light mode (issue 33, decision 058): for shoppers who pay per megabyte. On when the
 * browser sends `Save-Data: on` or the shopper turned it on in their profile (this cookie). The
 * server renders the page for the mode (smallest photos, no preloads beyond the largest paint),
 * keeps the two apart in its page cache and says so with `Vary`; the browser stops polling and
 * prefetching and shows in the footer what the page weighed.
 */
export const DATA_LIGHT_COOKIE = 'telo_data_light';

/** What the page cache and caches on the way must key a server-rendered page on. */
export const PAGE_VARY = 'Accept-Encoding, Save-Data, Cookie';

/** Whether a request asks for data-light pages, from its raw Save-Data and Cookie headers. */
export function dataLightRequested(
  saveData: string | string[] | undefined,
  cookieHeader: string | undefined,
): boolean {
  const hint = Array.isArray(saveData) ? saveData.join(',') : saveData;
  if (hint !== undefined && /(?:^|[\s,])on(?:$|[\s,;])/i.test(hint)) return true;
  return cookieHeader !== undefined && cookieHasDataLight(cookieHeader);
}

/** `a=1; telo_data_light=1` → true. */
export function cookieHasDataLight(cookieHeader: string): boolean {
  return new RegExp(`(?:^|;\\s*)${DATA_LIGHT_COOKIE}=1(?:;|$)`).test(cookieHeader);
}

/** The srcset cut to its smallest picture: what a data-light page asks for. */
export function smallestSrcSet(srcSet: string | undefined): string | undefined {
  if (!srcSet) return srcSet;
  const candidates = srcSet
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => ({ part, width: Number(/\s(\d+)w$/.exec(part)?.[1] ?? Infinity) }));
  candidates.sort((a, b) => a.width - b.width);
  return candidates[0]?.part;
}
