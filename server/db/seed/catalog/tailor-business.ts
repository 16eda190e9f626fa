/**
 * How tailors are paid (tailor_payment_info) and what each category costs them to make
 * (tailor_pricing). Account and phone numbers are derived in build-business.ts.
 */
import type { Category } from '../../../../shared/catalog.ts';

/** Payment details for the tailors who have set them up; newer tailors have not yet. */
export const paymentSeeds: {
  tailor: string;
  bankName: string;
  mobileMoney?: string;
  preferMobile?: boolean;
}[] = [
  { tailor: 'Adunni Couture', bankName: 'GTBank', mobileMoney: 'OPay' },
  { tailor: 'Eko Agbada House', bankName: 'First Bank' },
  {
    tailor: 'Yaba Street Stitches',
    bankName: 'Kuda Bank',
    mobileMoney: 'OPay',
    preferMobile: true,
  },
  { tailor: 'Surulere Senator Hub', bankName: 'Access Bank' },
  { tailor: 'Ikeja Adire Atelier', bankName: 'Zenith Bank', mobileMoney: 'PalmPay' },
  { tailor: 'Oge by Morenike', bankName: 'GTBank' },
  { tailor: 'Capital Kaftan Co.', bankName: 'Zenith Bank' },
  { tailor: 'Maitama Lace Studio', bankName: 'Stanbic IBTC' },
  { tailor: 'Jabi Gele & Caps', bankName: 'UBA', mobileMoney: 'Moniepoint' },
  { tailor: 'Asokoro Royal Agbada', bankName: 'Access Bank' },
  { tailor: 'Garden City Tailoring', bankName: 'Fidelity Bank' },
  { tailor: 'Tamuno Lace & Wrappers', bankName: 'First Bank', mobileMoney: 'OPay' },
  { tailor: 'Trans-Amadi Threads', bankName: 'UBA' },
  { tailor: 'Kano Royal Threads', bankName: 'Jaiz Bank' },
  { tailor: 'Kofar Mata Dyeworks', bankName: 'Zenith Bank' },
  {
    tailor: 'Sabon Gari Senator Tailors',
    bankName: 'First Bank',
    mobileMoney: 'Moniepoint',
    preferMobile: true,
  },
  { tailor: 'Dala Caps & Kaftans', bankName: 'Jaiz Bank', mobileMoney: 'PalmPay' },
  { tailor: 'Nassarawa Lace & Veils', bankName: 'GTBank' },
  { tailor: 'Oje Aso-oke House', bankName: 'Wema Bank' },
  { tailor: 'Bodija Adire House', bankName: 'Access Bank', mobileMoney: 'OPay' },
  { tailor: 'Dugbe Agbada Masters', bankName: 'First Bank' },
  {
    tailor: 'Ring Road Kaftans',
    bankName: 'Wema Bank',
    mobileMoney: 'PalmPay',
    preferMobile: true,
  },
];

/** SWIFT codes of the banks that publish one for international payments. */
export const swiftCodes: Record<string, string> = {
  GTBank: 'GTBINGLA',
  'Access Bank': 'ABNGNGLA',
  'Zenith Bank': 'ZEIBNGLA',
  'First Bank': 'FBNINGLA',
  UBA: 'UNAFNGLA',
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
