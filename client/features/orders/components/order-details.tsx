import { MapPin } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { orderStatusDescriptions } from '../../../../shared/catalog.ts';
import { imageSrcSet } from '../../../../shared/images.ts';
import { formatNaira } from '../../../../shared/money.ts';
import type { OrderDetail } from '../../../../shared/schemas/checkout.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../../shared/dates.ts';
import { shortOrderNumber } from '../lib/order-filters.ts';
import { stageLabels } from '../../../../shared/order-lifecycle.ts';
import { CancelOrderButton } from './cancel-order-button.tsx';
import { OrderDeliveryCard, OrderPaymentCard } from './order-payment.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { PaymentBadge } from './payment-badge.tsx';

/** Only orders paid through Telo have it: kept out of the page's first JavaScript. */
const OrderReleasePanel = lazy(() => import('./order-release.tsx'));
/**
 * The stage's own words, its photo, courier and workshop, and the approval (issue 29): loaded
 * once the order is known to be under way, outside the page's first JavaScript (its budget).
 */
const OrderProgress = lazy(() => import('./order-progress.tsx'));

type OrderDetailsProps = {
  order: OrderDetail;
  /** The measurements the tailor cuts from, as they were when the order was placed. */
  measurementsSnapshot: ReactNode;
  /** The "Pay now" action of an order awaiting payment (composed in by the page). */
  payNow?: ReactNode;
  /** Contact Tailor and, once completed, Rate & Review (issue 15; composed in by the page). */
  contact?: ReactNode;
  review?: ReactNode;
};

/**
 * Everything about one order (the page /orders/{id}): status and payment, timeline, tailor,
 * summary, delivery, payment with its receipt, and the measurements it is cut from.
 */
export function OrderDetails({
  order,
  measurementsSnapshot,
  payNow,
  contact,
  review,
}: OrderDetailsProps) {
  // Under way or done: the stage speaks for itself (pending and cancelled keep the spec's words).
  const followsStage =
    (order.status === 'in_progress' && order.stage !== null) || order.status === 'completed';
  // Revised at every step from the needed-by date (issue 29); gone once it is delivered.
  const finished = order.status === 'completed' || order.status === 'cancelled';
  const dates = [
    { label: 'Placed', value: formatDate(order.createdAt) },
    { label: 'Last updated', value: formatDate(order.updatedAt) },
    ...(finished
      ? []
      : [
          {
            label: 'Estimated delivery',
            value: order.estimate
              ? formatDate(order.estimate)
              : order.stage === 'ready_for_pickup'
                ? 'Ready to collect'
                : 'Not scheduled yet',
          },
        ]),
    ...(order.neededBy
      ? [
          {
            label: 'Needed by',
            value: `${formatDate(`${order.neededBy}T12:00:00Z`)}${order.rush ? ' (rush)' : ''}`,
          },
        ]
      : []),
  ];
  const pending = order.status === 'pending';
  return (
    <div className="space-y-6">
      <div>
        <p className="font-mono text-sm text-stone-600">{shortOrderNumber(order.id)}</p>
        <h1 className="mt-1 text-2xl font-bold text-brand-900 sm:text-3xl">{order.product.name}</h1>
      </div>

      <Card className="p-4 sm:p-5">
        <h2 className="sr-only">Status</h2>
        <div className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={order.status} />
          <PaymentBadge state={order.paymentState} />
        </div>
        {followsStage ? (
          <Suspense
            fallback={
              <p className="mt-3 text-lg font-semibold text-brand-900">
                {order.stage ? stageLabels[order.stage] : 'Completed'}
              </p>
            }
          >
            <OrderProgress order={order} />
          </Suspense>
        ) : (
          <p className="mt-2 text-stone-800">{orderStatusDescriptions[order.status]}</p>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          {pending && order.paymentState === 'unpaid' && payNow}
          {contact}
          {order.status === 'completed' && review}
          {pending && <CancelOrderButton order={order} />}
        </div>
        {order.release && (
          <Suspense fallback={null}>
            <OrderReleasePanel orderId={order.id} release={order.release} />
          </Suspense>
        )}
      </Card>

      <Card className="p-4 sm:p-5">
        <h2 className="mb-3 text-lg font-semibold text-stone-900">Timeline</h2>
        <OrderTimeline events={order.timeline} />
      </Card>

      <div className="grid gap-6 md:grid-cols-[2fr_3fr]">
        <Card className="flex items-center gap-4 overflow-hidden p-4 md:block md:p-0">
          <img
            src={order.product.imageUrl}
            srcSet={imageSrcSet(order.product.imageUrl)}
            sizes="(min-width: 768px) 400px, 112px"
            alt={order.product.name}
            width={800}
            height={800}
            className="aspect-square w-28 shrink-0 rounded-md bg-stone-100 object-cover md:w-full md:rounded-none"
          />
          <div className="flex-1 md:p-4">
            <p className="font-medium text-stone-900 md:hidden">{order.product.name}</p>
            <Link
              to={paths.product(order.productId)}
              className={buttonClasses('outline', 'md', 'mt-2 w-full md:mt-0')}
            >
              View Outfit
            </Link>
          </div>
        </Card>

        <div className="space-y-6">
          <Card className="p-4 sm:p-5">
            <h2 className="text-sm font-semibold tracking-wide text-stone-600 uppercase">Tailor</h2>
            <p className="mt-1 text-lg font-semibold text-stone-900">{order.tailor.businessName}</p>
            <p className="flex items-center gap-1 text-sm text-stone-700">
              <MapPin aria-hidden="true" className="size-4" />
              {order.tailor.location}
            </p>
            <Link
              to={paths.tailor(order.tailorId)}
              className={buttonClasses('outline', 'md', 'mt-3')}
            >
              View Tailor
            </Link>
          </Card>

          <Card className="p-4 sm:p-5">
            <h2 className="text-sm font-semibold tracking-wide text-stone-600 uppercase">
              Summary
            </h2>
            <dl className="mt-2 divide-y divide-stone-100">
              {dates.map((d) => (
                <div key={d.label} className="flex justify-between gap-4 py-2 text-sm">
                  <dt className="text-stone-600">{d.label}</dt>
                  <dd className="font-medium text-stone-900">{d.value}</dd>
                </div>
              ))}
              <div className="flex justify-between gap-4 py-2">
                <dt className="font-semibold text-stone-900">Total</dt>
                <dd className="text-lg font-bold text-brand-900">
                  {formatNaira(order.totalAmount)}
                </dd>
              </div>
            </dl>
            {order.notes && (
              <div className="mt-3 rounded-md bg-stone-50 p-3 text-sm">
                <h3 className="font-semibold text-stone-900">Notes</h3>
                <p className="mt-1 text-stone-700">{order.notes}</p>
              </div>
            )}
          </Card>
        </div>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <OrderDeliveryCard delivery={order.delivery} workshop={order.workshop} />
        <OrderPaymentCard order={order} />
      </div>

      <Card className="p-4 sm:p-5">
        <h2 className="text-lg font-semibold text-stone-900">Measurements for this order</h2>
        <p className="mb-4 text-sm text-stone-600">
          Your tailor cuts from these values, as they were when you placed the order.
        </p>
        {measurementsSnapshot}
      </Card>
    </div>
  );
}
