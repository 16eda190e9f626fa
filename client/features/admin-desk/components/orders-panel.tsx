import { useState } from 'react';
import { adminApi } from '../../../../shared/api/admin.ts';
import { formatNairaExact, fromKobo, toKobo } from '../../../../shared/money.ts';
import { paidWords } from '../../../../shared/payment-split.ts';
import { orderNumber } from '../../../../shared/order-lifecycle.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../../shared/dates.ts';
import { useAdminList } from '../api/get-admin-list.ts';
import { PagedPanel } from '../../../components/paged-panel.tsx';

const paymentWords: Record<string, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  refund_pending: 'Refund pending',
  refunded: 'Refunded',
  expired: 'Expired',
};

const refundWords: Record<string, string> = {
  pending: 'requested',
  processed: 'processed',
  failed: 'refused by Paystack (see Needs attention)',
  settled: 'settled by hand',
};

/** Every order, newest first, with its payment and refund. */
export function OrdersPanel() {
  const [page, setPage] = useState(1);
  return (
    <PagedPanel
      name="orders"
      title="Orders"
      list={useAdminList(adminApi.orders, page)}
      empty="No orders yet"
      count={(total) => `${total} orders`}
      pagerLabel="Order pages"
      onPage={setPage}
      renderItem={(order) => (
        <Card className="p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <p className="font-semibold text-stone-900">
                Order {orderNumber(order.id)} · {order.productName}
              </p>
              <p className="text-sm text-stone-700">
                {order.shopperName} → {order.tailorBusinessName} · {formatDate(order.createdAt)}
              </p>
            </div>
            <p className="font-semibold text-stone-900">{formatNairaExact(order.totalAmount)}</p>
          </div>
          <div className="mt-2 flex flex-wrap gap-2 text-sm">
            <Badge>{order.status.replace('_', ' ')}</Badge>
            <Badge tone={order.paymentState === 'paid' ? 'brand' : 'neutral'}>
              {paymentWords[order.paymentState] ?? order.paymentState}
            </Badge>
            {order.refund && (
              <Badge tone="red">
                Refund {formatNairaExact(order.refund.amount)}{' '}
                {refundWords[order.refund.state] ?? order.refund.state}
              </Badge>
            )}
            {order.paymentReference && (
              <span className="text-stone-600">Ref {order.paymentReference}</span>
            )}
          </div>
          {order.paymentReference && (
            <p className="mt-1 text-sm text-stone-700">
              Paid{' '}
              {paidWords({
                card: fromKobo(toKobo(order.totalAmount) - toKobo(order.credit)),
                credit: order.credit,
                channel: order.channel,
              })}
            </p>
          )}
        </Card>
      )}
    />
  );
}
