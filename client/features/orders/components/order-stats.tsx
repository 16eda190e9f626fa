import type { Order } from '../../../../shared/schemas/order.ts';
import { countByStatus } from '../lib/order-filters.ts';

/** The four stat cards of the orders page: total, pending, in progress, completed (spec §2). */
export function OrderStats({ orders }: { orders: readonly Order[] }) {
  const counts = countByStatus(orders);
  const stats = [
    { label: 'Total Orders', value: orders.length, tone: 'text-stone-900' },
    { label: 'Pending', value: counts.pending, tone: 'text-gold-700' },
    { label: 'In Progress', value: counts.in_progress, tone: 'text-blue-800' },
    { label: 'Completed', value: counts.completed, tone: 'text-brand-800' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map((s) => (
        <div key={s.label} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-stone-600">{s.label}</dt>
          <dd className={`mt-1 text-3xl font-bold ${s.tone}`}>{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
