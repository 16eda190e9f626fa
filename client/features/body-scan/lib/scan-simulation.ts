/** The simulated scan rises 10 points every 500 ms: about 5 seconds to 100 % (spec §4, §9). */
export const SCAN_STEP = 10;
export const SCAN_INTERVAL_MS = 500;

/**
 * The four values the complete view shows after a simulated scan. They are a fixed sample, not
 * the shopper's body: the view says so and nothing is saved from them.
 */
export const sampleScanResults = [
  { label: 'Chest', value: 42 },
  { label: 'Waist', value: 34 },
  { label: 'Shoulders', value: 18 },
  { label: 'Length', value: 30 },
] as const;

export type ScanResult = { label: string; value: number | string };
