import { groupThousands } from './numbers.ts';

/** Naira without kobo, as `Intl.NumberFormat('en-NG', { currency: 'NGN' })` writes it: `₦45,000`. */
export function formatNaira(amount: number): string {
  const digits = groupThousands(amount);
  return digits.startsWith('-') ? `-₦${digits.slice(1)}` : `₦${digits}`;
}

/**
 * Kobo are the integers money moves in (Paystack's `amount`, our payments table); the spec's
 * answers and orders.totalAmount keep naira with two decimals. These two are the only conversion.
 */
export function toKobo(naira: number): number {
  // Rounded, because 19.99 * 100 is 1998.9999999999998 in floating point.
  return Math.round(naira * 100);
}

export function fromKobo(kobo: number): number {
  return Math.round(kobo) / 100;
}

/**
 * Naira with kobo when there are any, for amounts that are charged or refunded (receipts, the
 * payment page): `₦41,000.50`, and `₦45,000` when whole. formatNaira rounds to whole naira.
 */
export function formatNairaExact(amount: number): string {
  const kobo = Math.abs(toKobo(amount));
  const whole = groupThousands(Math.floor(kobo / 100));
  const rest = kobo % 100;
  const sign = amount < 0 && kobo !== 0 ? '-' : '';
  return `${sign}₦${whole}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}
