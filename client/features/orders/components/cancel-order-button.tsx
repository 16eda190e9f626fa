import { useState } from 'react';
import { formatNairaExact } from '../../../../shared/money.ts';
import type { OrderPaymentState } from '../../../../shared/schemas/checkout.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useCancelOrder } from '../api/cancel-order.ts';

type Props = {
  order: {
    id: string;
    totalAmount: number;
    paymentState: OrderPaymentState;
    product: { name: string };
  };
};

/**
 * Cancel Order on a pending order: asks first (saying whether the payment is refunded), then
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
          ? `Your payment of ${formatNairaExact(order.totalAmount)} will be refunded in full.`
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
