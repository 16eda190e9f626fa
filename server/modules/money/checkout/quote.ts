import { lagosToday } from '../../../../shared/dates.ts';
import { orderTotalProblem } from '../../../../shared/money-limits.ts';
import { fromKobo, toKobo } from '../../../../shared/money.ts';
import { priceDelivery } from '../../../../shared/delivery-zones.ts';
import type { NigerianState } from '../../../../shared/nigeria.ts';
import type { CheckoutQuote, QuoteLine } from '../../../../shared/schemas/checkout.ts';
import type { Db } from '../../../db/client.ts';
import { OWN_WORKSHOP_ORDER } from '../../../../shared/own-workshop.ts';
import { BadRequestError, ConflictError, ForbiddenError } from '../../../errors.ts';
import { findCartLinesToPrice } from './checkout.repository.ts';

/** A tailor without a pricing row for the category makes it in the spec's 2–3 weeks. */
const DEFAULT_ESTIMATED_DAYS = 21;
const DAY_MS = 24 * 60 * 60 * 1000;
export { lagosToday };
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * `rushAccepted`: the shopper ticked "Rush this order". The surcharge is charged only then (and
 * only when the date needs it), so the quote prices what the checkout would charge.
 */
export type QuoteItem = { productId: string; neededBy: string | null; rushAccepted?: boolean };
/** Where the shopper's order goes: her address's state and town (city), or pickup. */
export type QuoteDelivery =
  { kind: 'delivery'; state: NigerianState; city?: string | undefined } | { kind: 'pickup' };

/** A quote line with its amounts in kobo too, for the checkout to store and charge. */
export type PricedLine = QuoteLine & {
  tailorUserId: string;
  kobo: { base: number; rush: number; delivery: number; total: number };
};

/**
 * Prices the chosen cart items from what is stored: the product's price, the tailor's rush
 * surcharge and making time for the category (tailor_pricing), the delivery fee of the route
 * from the tailor's town and state to the shopper's (shared/delivery-zones.ts, decision 052).
 * Nothing the client sends is a price. Items must be in the shopper's cart, and none may be made
 * by a tailor the shopper's account owns (decision 045): the quote and the checkout both refuse.
 */
export async function priceItems(
  db: Db,
  userId: string,
  items: QuoteItem[],
  delivery: QuoteDelivery,
): Promise<{ lines: PricedLine[]; quote: CheckoutQuote }> {
  const ids = items.map((i) => i.productId);
  if (new Set(ids).size !== ids.length) {
    throw new BadRequestError('Each cart item may be listed once', [
      { path: 'items', message: 'Each cart item may be listed once' },
    ]);
  }
  const rows = await findCartLinesToPrice(db, userId, ids);

  // No self-dealing: an outfit made by one's own workshop is refused before anything is priced.
  if (rows.some((r) => r.tailorUserId === userId)) throw new ForbiddenError(OWN_WORKSHOP_ORDER);

  const today = lagosToday();
  const lines = items.map((item, index): PricedLine => {
    const row = rows.find((r) => r.productId === item.productId);
    if (!row) {
      throw new ConflictError(
        'An item is no longer in your cart. Reload the checkout and try again.',
      );
    }
    if (!row.isAvailable) throw new ConflictError(`${row.name} is no longer available`);
    if (item.neededBy !== null && item.neededBy <= today) {
      const message = 'Needed-by date must be after today';
      throw new BadRequestError(message, [{ path: `items.${index}.neededBy`, message }]);
    }
    const estimatedDays = row.estimatedDays ?? DEFAULT_ESTIMATED_DAYS;
    const earliestDate = addDays(today, estimatedDays);
    const rushRequired = item.neededBy !== null && item.neededBy < earliestDate;
    const base = toKobo(row.price) * row.quantity;
    const rushSurcharge = toKobo(row.rushOrderSurcharge ?? 0);
    const rush = rushRequired && item.rushAccepted === true ? rushSurcharge : 0;
    const route = priceDelivery(
      { state: row.tailorState, town: row.location },
      delivery.kind === 'pickup' ? 'pickup' : { state: delivery.state, town: delivery.city ?? '' },
    );
    const deliveryKobo = route.feeKobo;
    const total = base + rush + deliveryKobo;
    return {
      productId: row.productId,
      product: { name: row.name, imageUrl: row.imageUrl, category: row.category },
      tailor: { id: row.tailorId, businessName: row.businessName, location: row.location },
      tailorUserId: row.tailorUserId,
      quantity: row.quantity,
      basePrice: fromKobo(base),
      estimatedDays,
      earliestDate,
      neededBy: item.neededBy,
      rushRequired,
      rushSurcharge: fromKobo(rushSurcharge),
      rushCharged: fromKobo(rush),
      deliveryFee: fromKobo(deliveryKobo),
      deliveryZone: { zone: route.zone, name: route.name },
      total: fromKobo(total),
      kobo: { base, rush, delivery: deliveryKobo, total },
    };
  });
  const sum = (pick: (l: PricedLine) => number) => lines.reduce((n, l) => n + pick(l), 0);
  // The one limit of a checkout's total (shared/money-limits.ts): the quote and the checkout both
  // price here, so a quote never answers 200 for what the checkout would refuse.
  const tooMuch = orderTotalProblem(sum((l) => l.kobo.total));
  if (tooMuch) throw new BadRequestError(tooMuch, [{ path: 'items', message: tooMuch }]);
  const quote: CheckoutQuote = {
    lines: lines.map(({ tailorUserId: _t, kobo: _k, ...line }) => line),
    subtotal: fromKobo(sum((l) => l.kobo.base + l.kobo.rush)),
    deliveryTotal: fromKobo(sum((l) => l.kobo.delivery)),
    total: fromKobo(sum((l) => l.kobo.total)),
    credit: 0,
    amountDue: fromKobo(sum((l) => l.kobo.total)),
    currency: 'NGN',
  };
  return { lines, quote };
}
