import { lazy, Suspense, useState } from 'react';
import type { OrderPaymentState } from '../../../../shared/schemas/checkout.ts';
import { Button } from '../../../components/ui/button.tsx';

const CancelOrderConfirm = lazy(() => import('./cancel-order-confirm.tsx'));

export type CancellableOrder = {
  id: string;
  totalAmount: number;
  /** Naira of Telo credit the order used; the rest went through Paystack. */
  credit: number;
  paymentState: OrderPaymentState;
  product: { name: string };
};

/** Cancel Order on a pending order: asks first (cancel-order-confirm.tsx), then cancels. */
export function CancelOrderButton({ order }: { order: CancellableOrder }) {
  const [confirming, setConfirming] = useState(false);
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
    <Suspense fallback={null}>
      <CancelOrderConfirm order={order} onDone={() => setConfirming(false)} />
    </Suspense>
  );
}
