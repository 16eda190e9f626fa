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
