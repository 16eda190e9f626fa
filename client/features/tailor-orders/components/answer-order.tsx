import { useState, type FormEvent } from 'react';
import { formatNairaExact } from '../../../../shared/money.ts';
import type { TailorOrder } from '../../../../shared/schemas/tailor-orders.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Textarea } from '../../../components/ui/field.tsx';
import { useAcceptOrder } from '../api/accept-order.ts';
import { useDeclineOrder } from '../api/decline-order.ts';

/** Accept, or Decline with a reason (the shopper is refunded in full), for a waiting order. */
export function AnswerOrder({ order }: { order: TailorOrder }) {
  const accept = useAcceptOrder();
  const decline = useDeclineOrder();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const busy = accept.isPending || decline.isPending;

  function submitDecline(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setError('Reason is required');
    setError(undefined);
    decline.mutate({ id: order.id, reason: reason.trim() });
  }

  if (!declining)
    return (
      <div className="flex flex-wrap gap-2">
        <Button disabled={busy} onClick={() => accept.mutate(order.id)}>
          {accept.isPending ? 'Accepting...' : 'Accept order'}
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => setDeclining(true)}>
          Decline order
        </Button>
      </div>
    );
  return (
    <form
      onSubmit={submitDecline}
      noValidate
      aria-label="Decline this order"
      className="space-y-3 rounded-md border border-red-200 bg-red-50 p-3"
    >
      <Field
        label="Reason for declining"
        error={error}
        hint={`The shopper reads it, and is refunded ${formatNairaExact(order.totalAmount)} in full.`}
      >
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" disabled={busy}>
          {decline.isPending ? 'Declining...' : 'Decline and refund'}
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => setDeclining(false)}>
          Keep order
        </Button>
      </div>
    </form>
  );
}
