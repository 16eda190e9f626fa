/**
 * The zod-free half of tailor-catalogue.ts: the limits and checks of the tailor workspace's
 * forms (outfits, designs, fabrics, price list, profile), so the browser checks exactly what the
 * server checks, with the server's messages, without bundling zod (issue #5 byte budgets).
 */
import { MAX_PRICE_NAIRA as MAX_PRICE } from '../money-limits.ts';
import { formatNairaExact, toKobo } from '../money.ts';
import { requiredMessage, tooLongMessage } from './text-rules.ts';

/** Shortest and longest text each field takes. */
export const catalogueTextLimits = {
  productName: [3, 120],
  productDescription: [10, 2000],
  designName: [3, 120],
  designDescription: [10, 2000],
  fabricName: [2, 120],
  fabricType: [2, 60],
  fabricColor: [2, 60],
  fabricPattern: [0, 60],
  fabricDescription: [0, 1000],
  fabricOrigin: [0, 120],
  pricingDescription: [0, 500],
  bio: [20, 2000],
  /** The town she works from (issue 29: with her state, instead of five cities). */
  town: [2, 80],
} as const satisfies Record<string, readonly [number, number]>;

/** What a required (min > 0) or optional (min 0) text field's trimmed value breaks, or undefined. */
export function textProblem(label: string, text: string, [min, max]: readonly [number, number]) {
  if (min > 0 && !text) return requiredMessage(label);
  if (text.length > max) return tooLongMessage(label, max);
  if (text && text.length < min) return `${label} must be at least ${min} characters`;
  return undefined;
}

/** An amount: its range and whether it has kobo (two decimals) or is whole. */
export type AmountRule = { min: number; max: number; decimals: 0 | 2; naira: boolean };

export const amountRules = {
  price: { min: 100, max: MAX_PRICE, decimals: 2, naira: true },
  pricePerYard: { min: 1, max: MAX_PRICE, decimals: 2, naira: true },
  basePrice: { min: 100, max: MAX_PRICE, decimals: 2, naira: true },
  rushOrderSurcharge: { min: 0, max: MAX_PRICE, decimals: 2, naira: true },
  /** numeric(8,2) yards. */
  availableQuantity: { min: 0, max: 999_999.99, decimals: 2, naira: false },
  /** numeric(3,2); below 0.5 would be a discount no tailor means. */
  complexityMultiplier: { min: 0.5, max: 9.99, decimals: 2, naira: false },
  /** The spec's production time is weeks; half a year is the most any outfit takes. */
  estimatedDays: { min: 1, max: 180, decimals: 0, naira: false },
} as const satisfies Record<string, AmountRule>;

const show = (n: number, rule: AmountRule) => (rule.naira ? formatNairaExact(n) : String(n));

/** What an amount breaks, or undefined. Kobo exactness: 45000.5 is fine, 45000.505 is not. */
export function amountProblem(label: string, n: number, rule: AmountRule) {
  if (!Number.isFinite(n)) return `${label} must be a number`;
  if (n < rule.min) return `${label} must be at least ${show(rule.min, rule)}`;
  if (n > rule.max) return `${label} must be at most ${show(rule.max, rule)}`;
  if (rule.decimals === 0 && !Number.isInteger(n)) return `${label} must be a whole number`;
  if (rule.decimals === 2 && toKobo(n) / 100 !== n) {
    return rule.naira
      ? `${label} can have at most 2 decimal places (kobo)`
      : `${label} can have at most 2 decimal places`;
  }
  return undefined;
}

/**
 * A typed amount as a number: "45,000", "₦45,000.50", "-1" and " 12 " are read; anything else
 * is NaN, which amountProblem calls not a number.
 */
export function parseAmount(text: string): number {
  const plain = text.replace(/[₦,\s]/g, '');
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : NaN;
}

/** What a typed amount breaks, or undefined: blank is "required", as the server says. */
export function typedAmountProblem(label: string, text: string, rule: AmountRule) {
  if (!text.trim()) return requiredMessage(label);
  return amountProblem(label, parseAmount(text), rule);
}

/** The answers a tailor may give to "how fast do you reply" (as the seeded tailors say it). */
export const responseTimes = [
  'Within 1 hour',
  'Within 2 hours',
  'Within 3 hours',
  'Within 6 hours',
  'Within 12 hours',
  'Within 24 hours',
] as const;

/** A design shows at most this many photos. */
export const MAX_DESIGN_IMAGES = 6;
