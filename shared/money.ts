import { groupThousands } from './numbers.ts';

/** Naira without kobo, as `Intl.NumberFormat('en-NG', { currency: 'NGN' })` writes it: `₦45,000`. */
export function formatNaira(amount: number): string {
  const sign = Math.round(amount) < 0 ? '-' : '';
  return `${sign}₦${groupThousands(Math.abs(amount))}`;
}
