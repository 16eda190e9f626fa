import { useState } from 'react';
import type { AdminOrder } from '../../../../shared/schemas/admin.ts';
import { formatNairaExact } from '../../../../shared/money.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { useAdminList } from '../api/get-admin-list.ts';
import { ListEmpty, ListError, ListLoading } from './list-states.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { orderNumber } from '../../../../shared/order-lifecycle.ts';

const paymentWords: Record<string, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  refund_pending: 'Refund pending',
  refunded: 'Refunded',
  expired: 'Expired',
};

/** Every order, newest first, with its payment and refund. */
export function OrdersPanel() {
  const [page, setPage] = useState(1);
  const orders = useAdminList<AdminOrder>('/api/admin/orders', page);
  const data = orders.data;
  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading" className="text-xl font-semibold text-stone-900">
        Orders
      </h2>
      <div className="mt-4 space-y-3">
        {orders.isError ? (
          <ListError what="orders" onRetry={() => orders.refetch()} />
        ) : !data ? (
          <ListLoading what="orders" />
        ) : data.items.length === 0 ? (
          <ListEmpty>No orders yet</ListEmpty>
        ) : (
          <>
            <p role="status" className="text-sm text-stone-700">
              {data.total} orders
            </p>
            <ul className="space-y-3">
              {data.items.map((order) => (
                <li key={order.id}>
                  <Card className="p-4">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <div>
                        <p className="font-semibold text-stone-900">
                          Order {orderNumber(order.id)} · {order.productName}
                        </p>
                        <p className="text-sm text-stone-700">
                          {order.shopperName} → {order.tailorBusinessName} ·{' '}
                          {formatDate(order.createdAt)}
                        </p>
                      </div>
                      <p className="font-semibold text-stone-900">
                        {formatNairaExact(order.totalAmount)}
                      </p>
                    </div>
                    <div className="mt-2 flex flex-wrap gap-2 text-sm">
                      <Badge>{order.status.replace('_', ' ')}</Badge>
                      <Badge tone={order.paymentState === 'paid' ? 'brand' : 'neutral'}>
                        {paymentWords[order.paymentState] ?? order.paymentState}
                      </Badge>
                      {order.refund && (
                        <Badge tone="red">
                          Refund {formatNairaExact(order.refund.amount)} {order.refund.state}
                        </Badge>
                      )}
                      {order.paymentReference && (
                        <span className="text-stone-600">Ref {order.paymentReference}</span>
                      )}
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
            <Pager
              label="Order pages"
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={setPage}
            />
          </>
        )}
      </div>
    </section>
  );
}
