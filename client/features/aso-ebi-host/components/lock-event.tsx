import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-issues.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useLockEvent } from '../api/lock-event.ts';

/**
 * Lock before the pay-by date (when everyone who is coming has paid), after a confirmation that
 * says what the lock does: the same lock Telo runs at the end of the pay-by date.
 */
export function LockEvent({ eventId }: { eventId: string }) {
  const lock = useLockEvent(eventId);
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button variant="outline" onClick={() => setConfirming(true)}>
        Lock now
      </Button>
    );
  }
  return (
    <div
      role="alertdialog"
      aria-labelledby="lock-title"
      className="space-y-3 rounded-md bg-amber-50 p-3"
    >
      <p id="lock-title" className="text-sm text-stone-900">
        Lock the event now? Guests who have not paid are dropped and texted, and every paid outfit
        goes to its tailor to be sewn. Nobody can join after this.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={lock.isPending}
          onClick={() =>
            lock.mutate(undefined, {
              onSuccess: (result) => {
                setConfirming(false);
                notifySuccess(
                  'Event locked',
                  `${result.paid} sent to the tailors, ${result.dropped} dropped`,
                );
              },
              onError: (e) =>
                notifyError('Error', errorMessage(e) ?? 'The event could not be locked'),
            })
          }
        >
          {lock.isPending ? 'Locking...' : 'Yes, lock it'}
        </Button>
        <Button variant="ghost" onClick={() => setConfirming(false)}>
          Not yet
        </Button>
      </div>
    </div>
  );
}
