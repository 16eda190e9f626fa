import { CalendarDays, MapPin, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { orderStatusDescriptions } from '../../../../shared/catalog.ts';
import { imageSrcSet } from '../../../../shared/images.ts';
import { formatNaira } from '../../../../shared/money.ts';
import type { OrderListItem } from '../../../../shared/schemas/checkout.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../../shared/dates.ts';
import { shortOrderNumber } from '../lib/order-filters.ts';
import { CancelOrderButton } from './cancel-order-button.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { PaymentBadge } from './payment-badge.tsx';

/**
 * One order in a list (spec §2, Orders) with its payment (issue 13). Cancel Order really cancels;
 * Contact Tailor and Rate & Review come from the messages and reviews features (issue 15).
 */
export function OrderCard({
  order,
  payNow,
  contact,
  review,
}: {
  order: OrderListItem;
  /** The "Pay now" action of an order awaiting payment (composed in by the page). */
  payNow?: ReactNode;
  /** Contact Tailor: opens the order's conversation (the messages feature, composed in). */
  contact?: ReactNode;
  /** Rate & Review of a completed order (the reviews feature, composed in). */
  review?: ReactNode;
}) {
  return (
    <Card className="p-4 sm:p-5">
      <article aria-label={order.product.name}>
        <div className="flex gap-4">
          <img
            src={order.product.imageUrl}
            srcSet={imageSrcSet(order.product.imageUrl)}
            sizes="96px"
            alt=""
            width={96}
            height={96}
            loading="lazy"
            decoding="async"
            className="size-20 shrink-0 rounded-md bg-stone-100 object-cover sm:size-24"
          />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
              <h3 className="font-semibold text-stone-900">{order.product.name}</h3>
              <p className="font-bold text-brand-900">{formatNaira(order.totalAmount)}</p>
            </div>
            {/* Running text, so a long name wraps and the city follows its last word (or starts
                the next line) instead of standing apart beside a two-line name. */}
            <p className="mt-0.5 text-sm text-stone-700">
              <span>{order.tailor.businessName}</span>{' '}
              <span className="inline-flex items-center gap-1 whitespace-nowrap">
                <span aria-hidden="true">·</span>
                <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                <span>{order.tailor.location}</span>
              </span>
            </p>
            <p className="mt-0.5 font-mono text-xs text-stone-600">{shortOrderNumber(order.id)}</p>
          </div>
        </div>

        <div className="mt-4 rounded-md bg-stone-50 p-3">
          <div className="flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={order.status} />
            <PaymentBadge state={order.paymentState} />
          </div>
          <p className="mt-1 text-sm text-stone-700">{orderStatusDescriptions[order.status]}</p>
        </div>

        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-stone-700">
          <div className="flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4 text-stone-500" />
            <dt>Ordered:</dt>
            <dd className="font-medium text-stone-900">{formatDate(order.createdAt)}</dd>
          </div>
          {order.estimatedDelivery && (
            <div className="flex items-center gap-1.5">
              <Truck aria-hidden="true" className="size-4 text-stone-500" />
              <dt>Estimated delivery:</dt>
              <dd className="font-medium text-stone-900">{formatDate(order.estimatedDelivery)}</dd>
            </div>
          )}
        </dl>
        {order.notes && (
          <p className="mt-3 text-sm text-stone-700">
            <span className="font-medium text-stone-900">Notes: </span>
            {order.notes}
          </p>
        )}

        <div className="mt-4 flex flex-wrap gap-2">
          <Link to={paths.order(order.id)} className={buttonClasses('primary')}>
            View Order Details<span className="sr-only"> for {order.product.name}</span>
          </Link>
          {contact}
          {order.status === 'completed' && review}
          {order.status === 'pending' && order.paymentState === 'unpaid' && payNow}
          {order.status === 'pending' && <CancelOrderButton order={order} />}
        </div>
      </article>
    </Card>
  );
}
