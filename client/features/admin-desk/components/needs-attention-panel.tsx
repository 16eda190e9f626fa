import { useState } from 'react';
import { needsAttentionApi } from '../../../../shared/api/needs-attention.ts';
import { formatNairaExact } from '../../../../shared/money.ts';
import { orderNumber } from '../../../../shared/order-lifecycle.ts';
import type { AttentionRefund } from '../../../../shared/schemas/needs-attention.ts';
import {
  SETTLE_NOTE_MAX,
  SETTLE_NOTE_MIN,
  SETTLE_NOTE_REQUIRED,
} from '../../../../shared/schemas/needs-attention-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, Textarea } from '../../../components/ui/field.tsx';
import { formatDate } from '../../../../shared/dates.ts';
import { useActOnRefund } from '../api/act-on-refund.ts';
import { useAdminList } from '../api/get-admin-list.ts';
import { PagedPanel } from '../../../components/paged-panel.tsx';

/** Refunds the payment provider refused (issue 28), each with its words and what to do. */
export function NeedsAttentionPanel() {
  const [page, setPage] = useState(1);
  return (
    <PagedPanel
      name="needs-attention"
      title="Needs attention"
      list={useAdminList(needsAttentionApi.failedRefunds, page)}
      empty="Nothing needs attention: every refund went through"
      count={(total) => `${total} ${total === 1 ? 'refund' : 'refunds'} refused by Paystack`}
      pagerLabel="Needs attention pages"
      onPage={setPage}
      renderItem={(refund) => <FailedRefundCard refund={refund} />}
    />
  );
}

function FailedRefundCard({ refund }: { refund: AttentionRefund }) {
  const act = useActOnRefund();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const what = refund.orderId
    ? `Order ${orderNumber(refund.orderId)} · ${refund.productName ?? ''}`
    : 'A duplicate payment';
  const settle = () => {
    if (note.trim().length < SETTLE_NOTE_MIN) {
      setNoteError(SETTLE_NOTE_REQUIRED);
      return;
    }
    setNoteError(undefined);
    act.mutate({ id: refund.id, action: 'settle', note });
  };
  return (
    <Card className="p-4 sm:p-5">
      <article aria-label={`Refund for ${what}`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h3 className="font-semibold text-stone-900">{what}</h3>
            <p className="text-sm text-stone-700">
              {refund.shopperName} · Ref {refund.paymentReference}
              {refund.failedAt ? ` · refused ${formatDate(refund.failedAt)}` : ''}
            </p>
          </div>
          <p className="font-semibold text-stone-900">{formatNairaExact(refund.amount)}</p>
        </div>
        <p className="mt-2 rounded-md bg-red-50 p-2 text-sm text-red-900">
          Paystack said: “{refund.failureReason ?? 'no reason given'}”
        </p>
        <div className="mt-4 border-t border-stone-200 pt-4">
          <Field
            label="How it was settled"
            error={noteError}
            hint="Required to mark it settled by hand; kept with the refund"
          >
            {({ id, describedBy, invalid }) => (
              <Textarea
                id={id}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                value={note}
                maxLength={SETTLE_NOTE_MAX}
                onChange={(event) => setNote(event.target.value)}
              />
            )}
          </Field>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row">
            <Button
              disabled={act.isPending}
              onClick={() => act.mutate({ id: refund.id, action: 'retry' })}
            >
              Retry
            </Button>
            <Button variant="outline" disabled={act.isPending} onClick={settle}>
              Mark settled by hand
            </Button>
          </div>
        </div>
      </article>
    </Card>
  );
}
