import { Printer } from 'lucide-react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { formatNaira } from '../../../../shared/money.ts';
import type { TailorOrder } from '../../../../shared/schemas/tailor-orders.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../../shared/dates.ts';
import { formatDateTime } from '../../../../shared/dates.ts';
import { deliveryLine, orderStateLabel } from '../lib/tailor-order-words.ts';
import { AnswerOrder } from './answer-order.tsx';
import { CuttingSheet } from './cutting-sheet.tsx';
import { NextStage } from './next-stage.tsx';
import { OrderApproval } from './order-approval.tsx';
import { orderNumber } from '../../../../shared/order-lifecycle.ts';

const tone = (order: TailorOrder) =>
  order.status === 'pending'
    ? 'gold'
    : order.status === 'cancelled'
      ? 'red'
      : order.status === 'completed'
        ? 'brand'
        : 'blue';

/** One order in the tailor's inbox: who, what, by when, where to, the cutting sheet, the next tap. */
export function TailorOrderCard({ order }: { order: TailorOrder }) {
  const [printing, setPrinting] = useState(false);
  // The sheet is marked for print before the browser's print dialog takes its picture of the page.
  const print = () => {
    flushSync(() => setPrinting(true));
    window.print();
    setPrinting(false);
  };
  return (
    <Card
      className="space-y-3 p-4"
      aria-label={`${order.product.name}, order ${orderNumber(order.id)}`}
      role="article"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-stone-900">{order.product.name}</h3>
          <p className="text-sm text-stone-600">
            <span className="font-mono">{orderNumber(order.id)}</span> · for {order.buyerFirstName}{' '}
            · {formatNaira(order.totalAmount)}
          </p>
        </div>
        <Badge tone={tone(order)}>{orderStateLabel(order)}</Badge>
      </div>
      {order.event && (
        <p className="text-sm">
          <Badge tone="brand">
            Aso-ebi · {order.event.name} · due {formatDate(`${order.event.sewBy}T12:00:00Z`)}
          </Badge>
        </p>
      )}
      <dl className="space-y-1 text-sm">
        {order.neededBy && (
          <div className="flex gap-2">
            <dt className="text-stone-600">Needed by</dt>
            <dd className="font-medium">
              {formatDate(`${order.neededBy}T12:00:00Z`)}
              {order.rush ? ' (rush)' : ''}
            </dd>
          </div>
        )}
        {order.status === 'pending' && order.acceptBy && (
          <div className="flex gap-2">
            <dt className="text-stone-600">Accept by</dt>
            <dd className="font-medium text-gold-800">{formatDateTime(order.acceptBy)}</dd>
          </div>
        )}
        <div className="flex gap-2">
          <dt className="sr-only">Delivery</dt>
          <dd className="text-stone-800">{deliveryLine(order.delivery)}</dd>
        </div>
        {order.courier && (
          <div className="flex gap-2">
            <dt className="text-stone-600">Sent with</dt>
            <dd>
              {order.courier}: {order.trackingNote}
            </dd>
          </div>
        )}
        {order.declineReason && (
          <div className="flex gap-2">
            <dt className="text-stone-600">Declined</dt>
            <dd>{order.declineReason}</dd>
          </div>
        )}
      </dl>
      {order.notes && (
        <p className="rounded-md bg-gold-100/60 p-2 text-sm text-stone-800">
          <span className="font-semibold">Notes: </span>
          {order.notes}
        </p>
      )}
      <CuttingSheet order={order} printing={printing} />
      {order.readyPhotoUrl && (
        <img
          src={order.readyPhotoUrl}
          alt={`The finished ${order.product.name}`}
          width={400}
          height={400}
          loading="lazy"
          className="size-32 rounded-md object-cover"
        />
      )}
      <OrderApproval order={order} />
      <div className="flex flex-wrap items-start gap-2">
        {order.status === 'pending' && <AnswerOrder order={order} />}
        {order.status === 'in_progress' && <NextStage order={order} />}
        <Button variant="ghost" onClick={print} className="ml-auto">
          <Printer aria-hidden="true" className="size-4" />
          Print cutting sheet
        </Button>
      </div>
    </Card>
  );
}
