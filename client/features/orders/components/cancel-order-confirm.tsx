import { fromKobo, toKobo } from '../../../../shared/money.ts';
import { moneyBackWords } from '../../../../shared/payment-split.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useCancelOrder } from '../api/cancel-order.ts';
import type { CancellableOrder } from './cancel-order-button.tsx';

/** What went through Paystack and what was Telo credit, in naira. */
const splitOf = (order: { totalAmount: number; credit: number }) => ({
  card: fromKobo(toKobo(order.totalAmount) - toKobo(order.credit)),
  credit: order.credit,
});

/**
 * The question Cancel Order asks (saying where each part of the money goes back: issue 28),
 * then the cancellation on the server. Loaded on the first tap, so the order page's first
 * JavaScript carries only the button.
 */
export default function CancelOrderConfirm({
  order,
  onDone,
}: {
  order: CancellableOrder;
  onDone: () => void;
}) {
  const cancel = useCancelOrder();
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
          onClick={() => cancel.mutate(order.id, { onSettled: onDone })}
        >
          {cancel.isPending ? 'Cancelling...' : 'Yes, Cancel Order'}
        </Button>
        <Button variant="outline" disabled={cancel.isPending} onClick={onDone}>
          Keep Order
        </Button>
      </div>
    </div>
  );
}
