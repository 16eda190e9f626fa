import { Button } from '../../../components/ui/button.tsx';
import { useRetryPayment } from '../api/retry-payment.ts';

/** "Pay now" for an unpaid order: a new payment for it (and the orders checked out with it). */
export function PayNowButton({ orderId, label }: { orderId: string; label: string }) {
  const retry = useRetryPayment();
  return (
    <Button disabled={retry.isPending} onClick={() => retry.mutate({ orderId })}>
      {retry.isPending ? 'Opening payment…' : 'Pay now'}
      <span className="sr-only"> for {label}</span>
    </Button>
  );
}
