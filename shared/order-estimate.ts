import type { ProductionStage } from './order-lifecycle.ts';

/**
 * When a shopper can expect her outfit, revised at every step (issue 29): the days a stage
 * usually still needs (production is 2–3 weeks in all, spec §9), from today, or her needed-by
 * date when that is later, since the tailor agreed to it. Nothing once it is delivered,
 * cancelled, or waiting at the workshop for her to collect.
 */
export const DAYS_LEFT_AFTER: Record<
  Exclude<ProductionStage, 'delivered' | 'ready_for_pickup'>,
  number
> = {
  accepted: 14,
  cutting: 10,
  sewing: 6,
  // The shopper's approval (at most 48 hours) and the courier.
  ready: 4,
  dispatched: 2,
};

const DAY_MS = 24 * 60 * 60 * 1000;

export function revisedEstimate(
  order: {
    status: string;
    stage: ProductionStage | null;
    /** YYYY-MM-DD. */
    neededBy: string | null;
    /** The estimate the order was given (ISO-8601), used before the tailor starts. */
    estimatedDelivery: string | null;
  },
  now: Date,
): string | null {
  if (order.status === 'completed' || order.status === 'cancelled') return null;
  if (order.stage === 'delivered' || order.stage === 'ready_for_pickup') return null;
  const agreed = order.neededBy ? `${order.neededBy}T12:00:00.000Z` : order.estimatedDelivery;
  if (!order.stage) return agreed;
  const earliest = new Date(now.getTime() + DAYS_LEFT_AFTER[order.stage] * DAY_MS);
  return agreed && new Date(agreed) >= earliest ? agreed : earliest.toISOString();
}
