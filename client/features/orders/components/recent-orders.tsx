import { Link } from 'react-router';
import { imageSrcSet } from '../../../../shared/images.ts';
import { formatNaira } from '../../../../shared/money.ts';
import type { Order } from '../../../../shared/schemas/order.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../../shared/dates.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

/** At most this many orders on the profile's overview (spec §9). */
export const RECENT_ORDERS_LIMIT = 3;

/** The newest orders as compact rows, and a link to all of them when there are more. */
export function RecentOrders({ orders }: { orders: readonly Order[] }) {
  if (orders.length === 0)
    return <p className="text-sm text-stone-600">You have not placed any orders yet.</p>;
  return (
    <div>
      <ul className="divide-y divide-stone-100">
        {orders.slice(0, RECENT_ORDERS_LIMIT).map((order) => (
          <li key={order.id}>
            <Link
              to={paths.order(order.id)}
              className="flex items-center gap-3 rounded-md py-3 hover:bg-stone-50"
            >
              <img
                src={order.product.imageUrl}
                srcSet={imageSrcSet(order.product.imageUrl)}
                sizes="56px"
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className="size-14 shrink-0 rounded-md bg-stone-100 object-cover"
              />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-stone-900">
                  {order.product.name}
                </span>
                <span className="block truncate text-sm text-stone-600">
                  {order.tailor.businessName} · {formatDate(order.createdAt)}
                </span>
              </span>
              <span className="flex flex-col items-end gap-1">
                <span className="text-sm font-semibold text-stone-900">
                  {formatNaira(order.totalAmount)}
                </span>
                <OrderStatusBadge status={order.status} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {orders.length > RECENT_ORDERS_LIMIT && (
        <Link to={paths.orders} className={buttonClasses('outline', 'md', 'mt-3 w-full')}>
          View All Orders ({orders.length})
        </Link>
      )}
    </div>
  );
}
