import { useSearchParams } from 'react-router';
import { OrderCard } from '../../features/orders/components/order-card.tsx';
import {
  NoOrders,
  OrderCardSkeletons,
  OrdersLoadError,
} from '../../features/orders/components/order-list-states.tsx';
import { OrderStats } from '../../features/orders/components/order-stats.tsx';
import { OrderStatusFilter } from '../../features/orders/components/order-status-filter.tsx';
import { useOrders } from '../../features/orders/api/get-orders.ts';
import {
  filterOrders,
  isStatusFilter,
  statusFilterOptions,
  type StatusFilter,
} from '../../features/orders/lib/order-filters.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { SignInPrompt } from '../../features/account/components/sign-in-prompt.tsx';
import { PayNowButton } from '../../features/checkout/components/pay-now-button.tsx';
import { useMe } from '../../lib/current-user.ts';
import { ContactButton } from '../../features/messages/components/contact-button.tsx';
import { useMyReviews } from '../../features/reviews/api/get-my-reviews.ts';
import { RateReview } from '../../features/reviews/components/rate-review.tsx';

/**
 * The shopper's orders with counts and a status filter (spec §2, Orders). In live mode a visitor
 * who has not signed in is asked to (issue 12).
 */
export default function OrdersPage() {
  const me = useMe();
  const orders = useOrders(me?.id);
  const reviews = useMyReviews(me?.id);
  // The filter lives in the URL so Back and a shared link keep it.
  const [params, setParams] = useSearchParams();
  const requested = params.get('status') ?? 'all';
  const filter: StatusFilter = isStatusFilter(requested) ? requested : 'all';
  const setFilter = (next: StatusFilter) =>
    setParams(next === 'all' ? {} : { status: next }, { replace: true });

  const all = orders.data ?? [];
  const shown = filterOrders(all, filter);
  const filterLabel = statusFilterOptions.find((o) => o.value === filter)?.label ?? '';

  if (me && !me.demo && !me.signedIn) return <SignInPrompt what="orders" />;

  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-brand-900">My Orders</h1>
      <p className="mt-2 text-stone-700">
        Follow each outfit from your tailor&apos;s table to your door.
      </p>

      {orders.isError ? (
        <div className="mt-8">
          <OrdersLoadError onRetry={() => orders.refetch()} retrying={orders.isFetching} />
        </div>
      ) : orders.isPending ? (
        <div className="mt-8">
          <OrderCardSkeletons />
        </div>
      ) : all.length === 0 ? (
        <div className="mt-8">
          <NoOrders />
        </div>
      ) : (
        <>
          <div className="mt-8">
            <OrderStats orders={all} />
          </div>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <OrderStatusFilter value={filter} onChange={setFilter} />
            <p role="status" className="text-sm text-stone-700">
              Showing {shown.length} of {all.length} orders
            </p>
          </div>
          {/* The cards' outfit names are h3s: the list is a section of the page. */}
          <h2 className="sr-only">Your orders</h2>
          <div className="mt-4 space-y-4">
            {shown.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                payNow={<PayNowButton orderId={order.id} label={order.product.name} />}
                contact={
                  <ContactButton
                    target={{ kind: 'order', orderId: order.id }}
                    label="Contact Tailor"
                  />
                }
                review={
                  me?.id && (
                    <RateReview
                      orderId={order.id}
                      userId={me.id}
                      existing={reviews.data?.find((r) => r.orderId === order.id)}
                    />
                  )
                }
              />
            ))}
            {shown.length === 0 && (
              <Card className="p-8 text-center">
                <p className="font-medium text-stone-900">No {filterLabel.toLowerCase()} orders</p>
                <Button variant="outline" className="mt-4" onClick={() => setFilter('all')}>
                  Show All Orders
                </Button>
              </Card>
            )}
          </div>
        </>
      )}
    </section>
  );
}
