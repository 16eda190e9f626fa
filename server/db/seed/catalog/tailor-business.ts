/**
 * How tailors are paid (tailor_payment_info) and what each category costs them to make
 * (tailor_pricing). Account and phone numbers are derived in build-business.ts.
 */
import type { Category } from '../../../../shared/catalog.ts';

/**
 * Payment details for the tailors who have set them up; newer tailors have not yet. `bankCode` is
 * Paystack's code for the bank (its name comes from Paystack's list, issue 29): the tailors who
 * live on mobile money are paid into their OPay, Moniepoint or PalmPay account.
 */
export const paymentSeeds: {
  tailor: string;
  bankCode: string;
  mobileMoney?: string;
  preferMobile?: boolean;
}[] = [
  { tailor: 'Adunni Couture', bankCode: '058', mobileMoney: 'OPay' },
  { tailor: 'Eko Agbada House', bankCode: '011' },
  { tailor: 'Yaba Street Stitches', bankCode: '999992', mobileMoney: 'OPay', preferMobile: true },
  { tailor: 'Surulere Senator Hub', bankCode: '044' },
  { tailor: 'Ikeja Adire Atelier', bankCode: '057', mobileMoney: 'PalmPay' },
  { tailor: 'Oge by Morenike', bankCode: '50211' },
  { tailor: 'Capital Kaftan Co.', bankCode: '057' },
  { tailor: 'Maitama Lace Studio', bankCode: '221' },
  { tailor: 'Jabi Gele & Caps', bankCode: '033', mobileMoney: 'Moniepoint' },
  { tailor: 'Asokoro Royal Agbada', bankCode: '044' },
  { tailor: 'Garden City Tailoring', bankCode: '070' },
  { tailor: 'Tamuno Lace & Wrappers', bankCode: '011', mobileMoney: 'OPay' },
  { tailor: 'Trans-Amadi Threads', bankCode: '033' },
  { tailor: 'Kano Royal Threads', bankCode: '301' },
  { tailor: 'Kofar Mata Dyeworks', bankCode: '057' },
  {
    tailor: 'Sabon Gari Senator Tailors',
    bankCode: '50515',
    mobileMoney: 'Moniepoint',
    preferMobile: true,
  },
  { tailor: 'Dala Caps & Kaftans', bankCode: '301', mobileMoney: 'PalmPay' },
  { tailor: 'Nassarawa Lace & Veils', bankCode: '058' },
  { tailor: 'Oje Aso-oke House', bankCode: '035' },
  { tailor: 'Bodija Adire House', bankCode: '044', mobileMoney: 'OPay' },
  { tailor: 'Dugbe Agbada Masters', bankCode: '011' },
  { tailor: 'Ring Road Kaftans', bankCode: '999991', mobileMoney: 'PalmPay', preferMobile: true },
];

/** SWIFT codes (by Paystack bank code) of the banks that publish one for international payments. */
export const swiftCodes: Record<string, string> = {
  '058': 'GTBINGLA',
  '044': 'ABNGNGLA',
  '057': 'ZEIBNGLA',
  '011': 'FBNINGLA',
  '033': 'UNAFNGLA',
};

/** Typical making time and the starting-price note per category (tailor_pricing rows). */
export const pricingByCategory: Record<Category, { days: number; description: string }> = {
  Agbada: { days: 21, description: 'Agbada, buba and sokoto; embroidery priced by complexity.' },
  Danshiki: { days: 7, description: 'Danshiki top, with matching trousers on request.' },
  Ankara: { days: 10, description: 'Dress, gown or shirt in your print; lining included.' },
  Senator: { days: 12, description: 'Senator top and trousers; a matching cap on request.' },
  Adire: { days: 10, description: 'Kaftan, dress or shirt in hand-dyed adire.' },
  Lace: { days: 18, description: 'Lined lace outfit; beading and stonework priced separately.' },
  Atiku: { days: 12, description: 'Long atiku tunic and trousers.' },
  'Aso-oke': { days: 24, description: 'Aso-oke outfit; custom weaving adds about a week.' },
  'Trendy Headwear': { days: 4, description: 'Gele, fila or cap, shaped to order.' },
};
