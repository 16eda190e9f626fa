import type { Shop } from '../../../../shared/schemas/shop.ts';
import { formatRating, groupThousands } from '../../../../shared/numbers.ts';
import { useShop } from '../../../lib/shop.ts';

type Stat = { value: string | undefined; label: string };

/** The live shop's figures, each counted (GET /api/shop); one it cannot state is left out. */
function liveStats({ facts }: Shop): Stat[] {
  return [
    { value: groupThousands(facts.tailors), label: 'Master tailors' },
    ...(facts.averageRating === null
      ? []
      : [{ value: formatRating(facts.averageRating), label: 'Average rating' }]),
    { value: groupThousands(facts.completedOrders), label: 'Orders completed' },
    { value: groupThousands(facts.specialties), label: 'Specialties' },
  ];
}

/**
 * The figures under the title. The demo (spec §2): the real number of tailors, then the
 * marketplace's published averages, which are fixed claims (spec §9). The live shop (issue 29):
 * every figure counted from the catalogue.
 */
export function TailorStatsStrip({ total }: { total: number | undefined }) {
  const shop = useShop();
  const stats: Stat[] =
    shop?.demo === false
      ? liveStats(shop)
      : [
          { value: total === undefined ? undefined : `${total}+`, label: 'Master tailors' },
          { value: '4.8', label: 'Average rating' },
          { value: '1000+', label: 'Orders completed' },
          { value: '15+', label: 'Specialties' },
        ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col rounded-lg bg-white/10 px-4 py-3 ring-1 ring-white/15"
        >
          <dt className="text-sm text-brand-50">{stat.label}</dt>
          <dd className="order-first text-2xl font-bold text-gold-100">
            {stat.value ?? (
              <span className="inline-block h-7 w-12 rounded bg-white/20 align-middle">
                <span className="sr-only">Loading</span>
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
