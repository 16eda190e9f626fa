import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-issues.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCancelEvent } from '../api/cancel-event.ts';

/** Cancel before the lock, after a confirmation that says what happens to the guests' money. */
export function CancelEvent({ eventId }: { eventId: string }) {
  const cancel = useCancelEvent(eventId);
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button variant="outline" onClick={() => setConfirming(true)}>
        Cancel event
      </Button>
    );
  }
  return (
    <div
      role="alertdialog"
      aria-labelledby="cancel-title"
      className="space-y-3 rounded-md bg-red-50 p-3"
    >
      <p id="cancel-title" className="text-sm text-red-900">
        Cancel this event? Every guest who paid is refunded in full (card payments through Paystack,
        Telo credit as credit) and everyone is texted. This cannot be undone.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="danger"
          disabled={cancel.isPending}
          onClick={() =>
            cancel.mutate(undefined, {
              onSuccess: () => {
                setConfirming(false);
                notifySuccess('Event cancelled', 'Every guest is refunded in full');
              },
              onError: (e) =>
                notifyError('Error', errorMessage(e) ?? 'The event could not be cancelled'),
            })
          }
        >
          {cancel.isPending ? 'Cancelling...' : 'Yes, cancel the event'}
        </Button>
        <Button variant="ghost" onClick={() => setConfirming(false)}>
          Keep it
        </Button>
      </div>
    </div>
  );
}
