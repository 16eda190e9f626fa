import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useMeasurements } from '../../features/measurements/api/get-measurements.ts';
import { MeasurementsPanel } from '../../features/measurements/components/measurements-panel.tsx';
import { useOrders } from '../../features/orders/api/get-orders.ts';
import { OrderCard } from '../../features/orders/components/order-card.tsx';
import {
  NoOrders,
  OrderCardSkeletons,
  OrdersLoadError,
} from '../../features/orders/components/order-list-states.tsx';
import { RecentOrders } from '../../features/orders/components/recent-orders.tsx';
import { FavoriteTailors } from '../../features/profile/components/favorite-tailors.tsx';
import { ProfileHeader } from '../../features/profile/components/profile-header.tsx';
import { ProfileOverview } from '../../features/profile/components/profile-overview.tsx';
import { FAVORITES_LIMIT } from '../../features/profile/lib/profile-sample.ts';
import { useFeaturedTailors } from '../../features/tailors/api/get-featured-tailors.ts';
import { useCurrentUserId } from '../../lib/current-user.ts';

const tabs = [
  { value: 'overview', label: 'Overview' },
  { value: 'measurements', label: 'Measurements' },
  { value: 'orders', label: 'Orders' },
  { value: 'favorites', label: 'Favorites' },
] as const;
type Tab = (typeof tabs)[number]['value'];
const isTab = (v: string | null): v is Tab => tabs.some((t) => t.value === v);

/** The shopper's profile: header and four tabs (spec §2, Profile). */
export default function ProfilePage() {
  const userId = useCurrentUserId();
  const orders = useOrders(userId);
  const measurements = useMeasurements(userId);
  // Favourites are the first tailors of the list (spec §2): one small page, not every tailor.
  const tailors = useFeaturedTailors(FAVORITES_LIMIT);
  // The open tab lives in the URL (?tab=measurements) so it survives reloads and can be linked.
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'overview';

  const orderList = orders.isError ? (
    <OrdersLoadError onRetry={() => orders.refetch()} retrying={orders.isFetching} />
  ) : orders.isPending ? (
    <OrderCardSkeletons />
  ) : null;

  return (
    <section className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <ProfileHeader username={userId} orderCount={orders.data?.length} />
      <Tabs
        value={tab}
        onValueChange={(v) => setParams(v === 'overview' ? {} : { tab: v }, { replace: true })}
        className="mt-6"
      >
        <TabsList aria-label="Profile sections" className="grid grid-cols-4 sm:flex">
          {tabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value} className="px-1 sm:px-4">
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <ProfileOverview
            orderCount={orders.data?.length}
            hasMeasurements={Boolean(measurements.data)}
            recentOrders={orderList ?? <RecentOrders orders={orders.data ?? []} />}
          />
        </TabsContent>
        <TabsContent value="measurements">
          <MeasurementsPanel userId={userId} />
        </TabsContent>
        <TabsContent value="orders">
          {orderList ??
            (orders.data?.length ? (
              <div className="space-y-4">
                {orders.data.map((order) => (
                  <OrderCard key={order.id} order={order} />
                ))}
              </div>
            ) : (
              <NoOrders />
            ))}
        </TabsContent>
        <TabsContent value="favorites">
          <FavoriteTailors tailors={tailors.data} failed={tailors.isError} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
