import { useState, type FormEvent } from 'react';
import { formatDateTime } from '../../../../shared/dates.ts';
import { CHANGE_NOTE_MAX, roundsWords } from '../../../../shared/order-approval.ts';
import type { TailorOrder } from '../../../../shared/schemas/tailor-orders.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Textarea } from '../../../components/ui/field.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { useAnswerChange } from '../api/answer-change.ts';

/**
 * Approve before dispatch on the tailor's order card (issue 29): whether the shopper has approved
 * the ready photo, her change request with its photos, and the answer (back to sewing, or a reply).
 */
export function OrderApproval({ order }: { order: TailorOrder }) {
  const approval = order.approval;
  if (!approval) return null;
  const request = approval.requests.at(-1);
  const open = order.stage === 'ready' && approval.state === 'change_requested';
  return (
    <section
      aria-label="Shopper's approval"
      className="space-y-2 rounded-md bg-stone-50 p-3 text-sm"
    >
      {order.stage === 'ready' && (
        <p className="font-medium text-stone-900">
          {approval.state === 'approved'
            ? approval.approvedBy === 'silence'
              ? 'Approved: the shopper did not answer within 48 hours. You can send it now.'
              : 'The shopper approved the photo. You can send it now.'
            : approval.state === 'change_requested'
              ? 'The shopper asked for a change.'
              : `Waiting for the shopper to approve the photo${approval.approveBy ? ` (until ${formatDateTime(approval.approveBy)})` : ''}.`}
        </p>
      )}
      <p className="text-stone-600">{roundsWords(approval.roundsUsed)}</p>
      {request && (
        <div>
          <p className="text-stone-800">
            <span className="font-semibold">Change asked, round {request.round}: </span>
            {request.note}
          </p>
          {request.photos.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-2" aria-label="The shopper's photos">
              {request.photos.map((url, i) => (
                <li key={url}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={`Shopper's photo ${i + 1}`}
                  >
                    <Thumbnail src={url} px={80} className="size-20" />
                  </a>
                </li>
              ))}
            </ul>
          )}
          {request.reply && (
            <p className="mt-1 text-stone-700">
              <span className="font-semibold">Your reply: </span>
              {request.reply}
            </p>
          )}
        </div>
      )}
      {open && <AnswerChange order={order} />}
    </section>
  );
}

function AnswerChange({ order }: { order: TailorOrder }) {
  const answer = useAnswerChange();
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string>();
  const send = (kind: 'sewing' | 'explain') => (event?: FormEvent) => {
    event?.preventDefault();
    if (kind === 'explain' && !reply.trim()) return setError('Reply is required to explain');
    setError(undefined);
    answer.mutate({ id: order.id, body: { answer: kind, reply: reply.trim() || null } });
  };
  return (
    <form
      onSubmit={send('explain')}
      noValidate
      aria-label="Answer the change request"
      className="space-y-2"
    >
      <Field
        label="Reply to the shopper"
        error={error}
        hint="Needed to explain; optional when you move it back to sewing."
      >
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            maxLength={CHANGE_NOTE_MAX}
            value={reply}
            onChange={(e) => setReply(e.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button disabled={answer.isPending} onClick={() => send('sewing')()}>
          Back to sewing
        </Button>
        <Button type="submit" variant="outline" disabled={answer.isPending}>
          Send reply
        </Button>
      </div>
    </form>
  );
}
