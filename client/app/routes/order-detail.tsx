import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../config/paths.ts';
import { MeasurementsGrid } from '../../features/measurements/components/measurements-grid.tsx';
import { useOrder } from '../../features/orders/api/get-order.ts';
import { OrderDetails } from '../../features/orders/components/order-details.tsx';
import { SignInPrompt } from '../../features/account/components/sign-in-prompt.tsx';
import { PayNowButton } from '../../features/checkout/components/pay-now-button.tsx';
import { OrderFitClaims } from '../../features/fit-claims/components/order-fit-claims.tsx';
import { errorStatus } from '../../lib/api-client.ts';
import { useMe } from '../../lib/current-user.ts';
import { ContactButton } from '../../features/messages/components/contact-button.tsx';
import { useMyReviews } from '../../features/reviews/api/get-my-reviews.ts';

/**
 * Only a completed order offers Rate & Review (with its stars and photo picker): loaded when one
 * is shown, so the page's first JavaScript keeps within its budget (issue 29).
 */
const RateReview = lazy(() =>
  import('../../features/reviews/components/rate-review.tsx').then((m) => ({
    default: m.RateReview,
  })),
);

/**
 * One order: what, from whom, where it stands, and the measurements it is cut from. Asked for
 * once the browser knows who the visitor is; in live mode one who has not signed in is asked to.
 */
export default function OrderDetailPage() {
  const { id } = useParams();
  const me = useMe();
  const mayHaveOrders = me !== undefined && (me.demo || me.signedIn);
  const order = useOrder(mayHaveOrders ? id : undefined);
  const reviews = useMyReviews(me?.id);
  const notFound = !id || (order.isError && errorStatus(order.error) === 404);

  if (me && !mayHaveOrders) return <SignInPrompt what="order" />;

  return (
    <section className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <Link
        to={paths.orders}
        className="mb-4 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Orders
      </Link>
      {notFound ? (
        <Card className="p-8 text-center">
          <h1 className="text-2xl font-bold text-stone-900">Order not found</h1>
          <p className="mt-2 text-stone-600">
            This order does not exist, or it belongs to another account.
          </p>
          <Link to={paths.orders} className={buttonClasses('primary', 'md', 'mt-6')}>
            View My Orders
          </Link>
        </Card>
      ) : order.isError ? (
        <Card role="alert" className="p-8 text-center">
          <h1 className="text-xl font-semibold text-stone-900">We couldn&apos;t load this order</h1>
          <p className="mt-2 text-stone-600">Check your connection and try again.</p>
          <Button className="mt-5" onClick={() => order.refetch()} disabled={order.isFetching}>
            {order.isFetching ? 'Retrying...' : 'Try Again'}
          </Button>
        </Card>
      ) : order.isPending ? (
        <div className="space-y-4" aria-busy="true">
          <p role="status" className="sr-only">
            Loading order...
          </p>
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-80 w-full" />
        </div>
      ) : (
        <>
          <OrderDetails
            order={order.data}
            payNow={<PayNowButton orderId={order.data.id} label={order.data.product.name} />}
            contact={
              <ContactButton
                target={{ kind: 'order', orderId: order.data.id }}
                label="Contact Tailor"
              />
            }
            review={
              me?.id && (
                <Suspense fallback={null}>
                  <RateReview
                    orderId={order.data.id}
                    userId={me.id}
                    existing={reviews.data?.find((r) => r.orderId === order.data.id)}
                  />
                </Suspense>
              )
            }
            measurementsSnapshot={
              <MeasurementsGrid
                values={order.data.measurements}
                unit={order.data.measurements.unit === 'centimeters' ? 'centimeters' : 'inches'}
              />
            }
          />
          <OrderFitClaims
            orderId={order.data.id}
            delivered={order.data.status === 'completed'}
            userId={me?.id}
          />
        </>
      )}
    </section>
  );
}
