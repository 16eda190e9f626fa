import { useState } from 'react';
import { fromKobo, toKobo } from '../../../../shared/money.ts';
import { moneyBackWords } from '../../../../shared/payment-split.ts';
import type { OrderPaymentState } from '../../../../shared/schemas/checkout.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useCancelOrder } from '../api/cancel-order.ts';

type Props = {
  order: {
    id: string;
    totalAmount: number;
    /** Naira of Telo credit the order used; the rest went through Paystack. */
    credit: number;
    paymentState: OrderPaymentState;
    product: { name: string };
  };
};

/** What went through Paystack and what was Telo credit, in naira. */
const splitOf = (order: { totalAmount: number; credit: number }) => ({
  card: fromKobo(toKobo(order.totalAmount) - toKobo(order.credit)),
  credit: order.credit,
});

/**
 * Cancel Order on a pending order: asks first (saying where each part of the money goes back: issue 28), then
 * cancels on the server.
 */
export function CancelOrderButton({ order }: Props) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelOrder();
  if (!confirming)
    return (
      <Button
        variant="outline"
        className="text-red-700 hover:bg-red-50"
        onClick={() => setConfirming(true)}
      >
        Cancel Order
      </Button>
    );
  return (
    <div
      role="group"
      aria-label="Cancel this order?"
      className="w-full rounded-md border border-red-200 bg-red-50 p-3"
    >
      <p className="text-sm text-stone-900">
        Cancel this order of {order.product.name}?{' '}
        {order.paymentState === 'paid'
          ? `${moneyBackWords(splitOf(order))}.`
          : order.credit > 0
            ? `Nothing has been charged for it; ${moneyBackWords({ card: 0, credit: order.credit })}.`
            : 'Nothing has been charged for it.'}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="danger"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(order.id, { onSettled: () => setConfirming(false) })}
        >
          {cancel.isPending ? 'Cancelling...' : 'Yes, Cancel Order'}
        </Button>
        <Button variant="outline" disabled={cancel.isPending} onClick={() => setConfirming(false)}>
          Keep Order
        </Button>
      </div>
    </div>
  );
}
