import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '../../../../shared/dates.ts';
import { formatNaira } from '../../../../shared/money.ts';
import { orderNumber } from '../../../../shared/order-lifecycle.ts';
import type { TailorOrder } from '../../../../shared/schemas/tailor-orders.ts';
import { PagedPanel } from '../../../components/paged-panel.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { useFinishedOrders } from '../api/get-finished-orders.ts';
import { orderStateLabel } from '../lib/tailor-order-words.ts';
import { TailorOrderCard } from './tailor-order-card.tsx';

/**
 * The workspace's finished orders (issue 29), a page at a time from the server (the paged-panel
 * kit): each reads as one line — the outfit, its number, how it ended and when — and opens to
 * its whole card (cutting sheet, photo, courier) on a tap. A native <details>, so it opens
 * without JavaScript and a screen reader announces it as a disclosure.
 */
export function FinishedOrders() {
  const [page, setPage] = useState(1);
  const list = useFinishedOrders(page);
  return (
    <PagedPanel
      name="finished orders"
      title="Finished"
      list={list}
      empty="No finished orders yet."
      count={(total) => `${total} finished ${total === 1 ? 'order' : 'orders'}, newest first`}
      pagerLabel="Finished order pages"
      onPage={(next) => {
        setPage(next);
        document.getElementById('finished-orders-heading')?.scrollIntoView?.({ block: 'start' });
      }}
      renderItem={(order) => <FinishedOrder order={order} />}
    />
  );
}

const endTone = (order: TailorOrder) => (order.status === 'cancelled' ? 'red' : 'brand');

function FinishedOrder({ order }: { order: TailorOrder }) {
  return (
    <details className="group rounded-lg border border-stone-200 bg-white">
      <summary
        className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 py-2 [&::-webkit-details-marker]:hidden"
        aria-label={`${order.product.name}, order ${orderNumber(order.id)}, ${orderStateLabel(order)}`}
      >
        <span className="min-w-0 flex-1 truncate text-sm">
          <span className="font-medium text-stone-900">{order.product.name}</span>{' '}
          <span className="font-mono text-stone-600">{orderNumber(order.id)}</span>
        </span>
        <Badge tone={endTone(order)}>{orderStateLabel(order)}</Badge>
        <span className="hidden text-xs text-stone-600 sm:inline">
          {formatDate(order.updatedAt)} · {formatNaira(order.totalAmount)}
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 text-stone-600 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="border-t border-stone-200 p-2">
        <TailorOrderCard order={order} />
      </div>
    </details>
  );
}
