import { groupThousands } from './numbers.ts';

/** Naira without kobo, as `Intl.NumberFormat('en-NG', { currency: 'NGN' })` writes it: `₦45,000`. */
export function formatNaira(amount: number): string {
  const digits = groupThousands(amount);
  return digits.startsWith('-') ? `-₦${digits.slice(1)}` : `₦${digits}`;
}
