import { formatNairaExact } from './money.ts';

/**
 * The words for what paid an order and where it goes back (issue 28, finding 6), in one place
 * for the order page, the receipt, the confirmation page, the admin desk and the texts: "₦23,500
 * by card through Paystack + ₦15,000 Telo credit", never a total beside "Paystack" nor a raw
 * code such as store_credit. Amounts are naira; `card` is what Paystack took, `credit` the store
 * credit used, `channel` Paystack's word for how (card, bank_transfer, bank, ussd…).
 */
export type PaymentSplit = { card: number; credit: number; channel?: string | null };

const paidBy: Record<string, string> = {
  card: 'by card',
  bank_transfer: 'by bank transfer',
  bank: 'from a bank account',
  ussd: 'by USSD',
  mobile_money: 'by mobile money',
};
const backTo: Record<string, string> = {
  card: 'to your card',
  bank_transfer: 'to your bank account',
  bank: 'to your bank account',
  ussd: 'to your bank account',
  mobile_money: 'to your mobile money wallet',
};
const way = (words: Record<string, string>, channel: string | null | undefined) =>
  words[channel ?? 'card'] ?? words.card!;

/** "₦23,500 by card through Paystack + ₦15,000 Telo credit"; one part alone when only one paid. */
export function paidWords({ card, credit, channel }: PaymentSplit): string {
  const parts = [
    ...(card > 0 ? [`${formatNairaExact(card)} ${way(paidBy, channel)} through Paystack`] : []),
    ...(credit > 0 ? [`${formatNairaExact(credit)} Telo credit`] : []),
  ];
  return parts.length > 0 ? parts.join(' + ') : formatNairaExact(0);
}

/** "₦23,500 back to your card through Paystack; ₦15,000 back to your Telo credit". */
export function moneyBackWords({ card, credit, channel }: PaymentSplit): string {
  const parts = [
    ...(card > 0
      ? [`${formatNairaExact(card)} back ${way(backTo, channel)} through Paystack`]
      : []),
    ...(credit > 0 ? [`${formatNairaExact(credit)} back to your Telo credit`] : []),
  ];
  return parts.join('; ');
}
