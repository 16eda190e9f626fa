import type { OrderDetail } from '../../../../shared/schemas/checkout.ts';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../../shared/dates.ts';
import { useConfirmReceived } from '../api/confirm-received.ts';

/**
 * Where a paid order's money stands (issue 28): held until the shopper taps "I've received it"
 * or until its release date, then paid to the tailor. Loaded only for orders paid through Telo.
 */
export default function OrderReleasePanel({
  orderId,
  release,
}: {
  orderId: string;
  release: NonNullable<OrderDetail['release']>;
}) {
  const confirm = useConfirmReceived();
  if (release.releasedAt) {
    return (
      <div className="mt-4 rounded-md bg-brand-50 p-3 text-sm text-stone-900">
        {confirm.isSuccess && <p className="font-medium">You confirmed receiving this order.</p>}
        <p>Payment released to the tailor on {formatDate(release.releasedAt)}.</p>
      </div>
    );
  }
  return (
    <div className="mt-4 space-y-2 text-sm text-stone-800">
      {release.releaseDate && (
        <p>
          The tailor is paid on {formatDate(release.releaseDate)} unless you report a fit problem.
        </p>
      )}
      {release.canConfirm && (
        <>
          <Button disabled={confirm.isPending} onClick={() => confirm.mutate(orderId)}>
            {confirm.isPending ? 'Confirming...' : "I've received it"}
          </Button>
          <p className="text-stone-600">
            This releases the tailor&apos;s payment. You can still report a fit problem within 30
            days of delivery.
          </p>
        </>
      )}
    </div>
  );
}
