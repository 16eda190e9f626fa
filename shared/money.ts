/** en-NG with NGN gives `₦45,000` (plain `en` would print `NGN 45,000`). */
const naira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  maximumFractionDigits: 0,
});

export function formatNaira(amount: number): string {
  return naira.format(amount);
}
