import { useState, type FormEvent } from 'react';
import type { TailorOrder } from '../../../../shared/schemas/tailor-orders.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { PhotoPicker } from '../../../components/ui/photo-picker.tsx';
import { useAdvanceOrder } from '../api/advance-order.ts';

/**
 * The one tap that moves an accepted order on: start cutting, start sewing, ready (with a photo
 * of the finished outfit), dispatched (courier and tracking note) or ready for pickup, delivered.
 */
export function NextStage({ order }: { order: TailorOrder }) {
  const advance = useAdvanceOrder();
  const busy = advance.isPending;
  const tap = (label: string, step: Parameters<typeof advance.mutate>[0]['step']) => (
    <Button disabled={busy} onClick={() => advance.mutate({ id: order.id, step })}>
      {busy ? 'Saving...' : label}
    </Button>
  );
  switch (order.stage) {
    case 'accepted':
      return tap('Start cutting', { stage: 'cutting' });
    case 'cutting':
      return tap('Start sewing', { stage: 'sewing' });
    case 'sewing':
      return <MarkReady order={order} />;
    case 'ready':
      // Approve before dispatch (issue 29): the server refuses it until then, so no button yet.
      if (order.approval && order.approval.state !== 'approved') return null;
      return (
        <div className="space-y-3">
          {order.delivery?.kind !== 'pickup' && <Dispatch order={order} />}
          {order.delivery?.kind !== 'delivery' &&
            tap('Mark ready for pickup', { stage: 'ready_for_pickup' })}
        </div>
      );
    case 'dispatched':
    case 'ready_for_pickup':
      return tap('Mark delivered', { stage: 'delivered' });
    default:
      return null;
  }
}

function MarkReady({ order }: { order: TailorOrder }) {
  const advance = useAdvanceOrder();
  const [photos, setPhotos] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!photos[0]) return setError('A photo of the finished outfit is required');
    setError(undefined);
    advance.mutate({ id: order.id, step: { stage: 'ready', photoUrl: photos[0] } });
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Mark this order ready" className="space-y-3">
      <PhotoPicker
        label="Photo of the finished outfit"
        photos={photos}
        onChange={setPhotos}
        error={error}
        hint="The shopper sees it on their order."
      />
      <Button type="submit" disabled={advance.isPending}>
        {advance.isPending ? 'Saving...' : 'Mark ready'}
      </Button>
    </form>
  );
}

function Dispatch({ order }: { order: TailorOrder }) {
  const advance = useAdvanceOrder();
  const [courier, setCourier] = useState('');
  const [trackingNote, setTrackingNote] = useState('');
  const [errors, setErrors] = useState<{ courier?: string; trackingNote?: string }>({});
  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(courier.trim() ? {} : { courier: 'Courier is required' }),
      ...(trackingNote.trim() ? {} : { trackingNote: 'Tracking note is required' }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    advance.mutate({
      id: order.id,
      step: { stage: 'dispatched', courier: courier.trim(), trackingNote: trackingNote.trim() },
    });
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Dispatch this order" className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Courier" error={errors.courier}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              maxLength={100}
              value={courier}
              onChange={(e) => setCourier(e.target.value)}
            />
          )}
        </Field>
        <Field label="Tracking note" error={errors.trackingNote}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              maxLength={300}
              value={trackingNote}
              onChange={(e) => setTrackingNote(e.target.value)}
            />
          )}
        </Field>
      </div>
      <Button type="submit" disabled={advance.isPending}>
        {advance.isPending ? 'Saving...' : 'Mark dispatched'}
      </Button>
    </form>
  );
}
