import { Ruler, Scissors, Shirt } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';

type ProfileOverviewProps = {
  orderCount: number | undefined;
  hasMeasurements: boolean;
  /** How many tailors the Favorites tab shows (spec §2's 3 while the demo shopper follows none). */
  favouriteCount: number | undefined;
  /** The newest orders, composed by the page from the orders feature. */
  recentOrders: ReactNode;
};

const quickLinks = [
  { to: paths.bodyScan, label: 'Body Scan', text: 'Measure or update your fit', icon: Ruler },
  { to: paths.products, label: 'Browse Outfits', text: 'Agbada, senator, ankara…', icon: Shirt },
  { to: paths.tailors, label: 'Find Tailors', text: 'Master tailors near you', icon: Scissors },
];

export function ProfileOverview({
  orderCount,
  hasMeasurements,
  favouriteCount,
  recentOrders,
}: ProfileOverviewProps) {
  const stats = [
    { label: 'Total Orders', value: orderCount ?? '…' },
    { label: 'Measurements', value: hasMeasurements ? '15+' : '0' },
    { label: 'Favorite Tailors', value: favouriteCount ?? '…' },
  ];
  return (
    <div className="space-y-6">
      {/* Flex, not three equal columns: "Measurements" keeps the width it needs on a 320 px phone
          and the other two share the rest. */}
      <dl className="flex gap-2 sm:gap-3">
        {stats.map((s) => (
          <div
            key={s.label}
            className="flex flex-1 flex-col-reverse rounded-lg border border-stone-200 bg-white px-2 py-3 text-center sm:p-4"
          >
            <dt className="text-xs text-stone-600 sm:text-sm">{s.label}</dt>
            <dd className="text-2xl font-bold text-brand-900 sm:text-3xl">{s.value}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="quick-links">
        <h2 id="quick-links" className="text-lg font-semibold text-stone-900">
          Quick Links
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {quickLinks.map(({ to, label, text, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex min-h-11 items-center gap-3 rounded-lg border border-stone-200 bg-white p-4 hover:border-brand-700 hover:bg-brand-50"
              >
                <Icon aria-hidden="true" className="size-6 shrink-0 text-gold-700" />
                <span>
                  <span className="block font-medium text-stone-900">{label}</span>
                  <span className="block text-sm text-stone-600">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <Card className="p-4 sm:p-5">
        <section aria-labelledby="recent-orders">
          <h2 id="recent-orders" className="text-lg font-semibold text-stone-900">
            Recent Orders
          </h2>
          <div className="mt-2">{recentOrders}</div>
        </section>
      </Card>
    </div>
  );
}
