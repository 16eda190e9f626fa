/**
 * The courier's own tracking page for a dispatched order, where Telo can know it (issue 29): a
 * link the tailor wrote in her tracking note, else a courier whose tracking page takes a waybill
 * number in its address. Otherwise null: the page shows the courier and the note as written.
 */
const URL_IN_NOTE = /https?:\/\/[^\s<>"']+/i;

/** Couriers whose public tracking page is addressed by the waybill number. */
const TRACKING_PAGES: { name: RegExp; page: (waybill: string) => string }[] = [
  {
    name: /\bdhl\b/i,
    page: (n) =>
      `https://www.dhl.com/ng-en/home/tracking/tracking-express.html?submit=1&tracking-id=${encodeURIComponent(n)}`,
  },
];

/** The longest run of letters, digits and dashes with a digit in it: a waybill number. */
function waybillIn(note: string): string | null {
  const candidates = note.match(/[A-Za-z0-9-]*\d[A-Za-z0-9-]*/g) ?? [];
  const best = candidates.sort((a, b) => b.length - a.length)[0];
  return best && best.length >= 6 ? best : null;
}

export function trackingUrl(courier: string | null, note: string | null): string | null {
  const inNote = note?.match(URL_IN_NOTE)?.[0];
  if (inNote) return inNote.replace(/[.,;)]+$/, '');
  if (!courier || !note) return null;
  const known = TRACKING_PAGES.find((c) => c.name.test(courier));
  const waybill = waybillIn(note);
  return known && waybill ? known.page(waybill) : null;
}
