import { ClipboardList } from 'lucide-react';
import type { TailorOrder } from '../../../../shared/schemas/tailor-orders.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorStatus } from '../../../lib/api-client.ts';
import { useTailorOrders } from '../api/get-tailor-orders.ts';
import { groupOrders } from '../lib/tailor-order-words.ts';
import { FinishedOrders } from './finished-orders.tsx';
import { TailorOrderCard } from './tailor-order-card.tsx';

/**
 * The workspace's Orders tab: new paid orders to answer, orders being made (the open list, in
 * full), and finished ones, paged and collapsed (FinishedOrders).
 */
export function TailorOrdersTab() {
  const orders = useTailorOrders();
  if (orders.isPending)
    return (
      <div className="space-y-4" aria-busy="true">
        <p role="status" className="sr-only">
          Loading orders...
        </p>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-48 w-full" />
        ))}
      </div>
    );
  // The tailor role without a tailor profile yet (e.g. an approval still being set up).
  if (orders.isError && errorStatus(orders.error) === 404)
    return (
      <Card role="alert" className="p-6 text-center">
        <p className="font-semibold text-stone-900">Your tailor profile is not ready yet</p>
        <p className="mt-1 text-sm text-stone-600">
          Orders appear here once Telo has set up your profile.
        </p>
      </Card>
    );
  if (orders.isError)
    return (
      <Card role="alert" className="p-6 text-center">
        <p className="font-semibold text-stone-900">We couldn&apos;t load your orders</p>
        <Button className="mt-4" onClick={() => orders.refetch()} disabled={orders.isFetching}>
          {orders.isFetching ? 'Retrying...' : 'Try Again'}
        </Button>
      </Card>
    );
  const { waiting, making } = groupOrders(orders.data);
  return (
    <div className="space-y-8">
      {orders.data.length === 0 && (
        <Card className="p-8 text-center">
          <ClipboardList aria-hidden="true" className="mx-auto size-10 text-brand-800" />
          <p className="mt-3 font-semibold text-stone-900">No open orders</p>
          <p className="mt-1 text-sm text-stone-600">
            Paid orders for your outfits appear here. You have 48 hours to accept each one.
          </p>
        </Card>
      )}
      <OrderGroup title="New orders" empty="Nothing waiting for you." orders={waiting} />
      <OrderGroup title="In progress" empty="Nothing on the table." orders={making} />
      <FinishedOrders />
    </div>
  );
}

function OrderGroup({
  title,
  empty,
  orders,
}: {
  title: string;
  empty: string;
  orders: TailorOrder[];
}) {
  return (
    <section aria-label={title}>
      <h2 className="mb-3 text-lg font-semibold text-stone-900">
        {title} <span className="text-stone-500">({orders.length})</span>
      </h2>
      {orders.length === 0 ? (
        <p className="text-sm text-stone-600">{empty}</p>
      ) : (
        <div className="space-y-4">
          {orders.map((order) => (
            <TailorOrderCard key={order.id} order={order} />
          ))}
        </div>
      )}
    </section>
  );
}
