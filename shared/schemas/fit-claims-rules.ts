/**
 * The Lifetime Fit Guarantee's vocabulary (issue 15), zod-free so the browser takes the words
 * without the schemas. The figures are /returns' and the spec's §9: report within 30 days of
 * delivery; a minor adjustment is covered up to ₦15,000, a major one up to ₦30,000.
 */

export const FIT_CLAIM_WINDOW_DAYS = 30;

export const FIT_CLAIM_SEVERITIES = ['minor', 'major'] as const;
export type FitClaimSeverity = (typeof FIT_CLAIM_SEVERITIES)[number];

/** Kobo: ₦15,000 and ₦30,000. */
export const FIT_CLAIM_CAP_KOBO = {
  minor: 1_500_000,
  major: 3_000_000,
} as const satisfies Record<FitClaimSeverity, number>;

export const fitClaimSeverityLabels = {
  minor: 'Minor adjustment',
  major: 'Major adjustment',
} as const satisfies Record<FitClaimSeverity, string>;

/**
 * reported → (tailor) alteration | remake | credited (cannot fix);
 * alteration | remake → (tailor) completed;
 * reported | alteration | remake | completed → (shopper) disputed, and reported → (tailor) disputed;
 * disputed → (admin) alteration | remake | credited | rejected.
 */
export const FIT_CLAIM_STATES = [
  'reported',
  'alteration',
  'remake',
  'disputed',
  'completed',
  'credited',
  'rejected',
] as const;
export type FitClaimState = (typeof FIT_CLAIM_STATES)[number];

export const OPEN_FIT_CLAIM_STATES: readonly FitClaimState[] = [
  'reported',
  'alteration',
  'remake',
  'disputed',
];

export const fitClaimStateLabels = {
  reported: 'Waiting for the tailor',
  alteration: 'Alteration in progress',
  remake: 'Remake in progress',
  disputed: 'With Telo for a decision',
  completed: 'Fixed',
  credited: 'Store credit issued',
  rejected: 'Not covered',
} as const satisfies Record<FitClaimState, string>;

export const FIT_CLAIM_EVENTS = [
  'reported',
  'alteration',
  'remake',
  'alteration_done',
  'remake_done',
  'cannot_fix',
  'disputed',
  'credited',
  'rejected',
] as const;
export type FitClaimEventKind = (typeof FIT_CLAIM_EVENTS)[number];

export const fitClaimEventLabels = {
  reported: 'Fit problem reported',
  alteration: 'Alteration agreed',
  remake: 'Remake agreed',
  alteration_done: 'Alteration done',
  remake_done: 'Remake done',
  cannot_fix: 'The tailor cannot fix it',
  disputed: 'Sent to Telo for a decision',
  credited: 'Store credit issued',
  rejected: 'Decided: not covered',
} as const satisfies Record<FitClaimEventKind, string>;
