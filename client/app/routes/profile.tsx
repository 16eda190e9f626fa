import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { DataLightToggle } from '../../components/data-light-toggle.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useMeasurements } from '../../features/measurements/api/get-measurements.ts';
import { useOrders } from '../../features/orders/api/get-orders.ts';
import { OrderCard } from '../../features/orders/components/order-card.tsx';
import {
  NoOrders,
  OrderCardSkeletons,
  OrdersLoadError,
} from '../../features/orders/components/order-list-states.tsx';
import { RecentOrders } from '../../features/orders/components/recent-orders.tsx';
import { ProfileHeader } from '../../features/profile/components/profile-header.tsx';
import { ProfileOverview } from '../../features/profile/components/profile-overview.tsx';
import { FAVOURITES_LIMIT } from '../../features/profile/lib/profile-sample.ts';
import { SignInPrompt } from '../../features/account/components/sign-in-prompt.tsx';
import { PayNowButton } from '../../features/checkout/components/pay-now-button.tsx';
import { useVisitor } from '../../features/account/lib/visitor.ts';
import { useFeaturedTailors } from '../../features/tailors/api/get-featured-tailors.ts';
import { useFollowedTailors } from '../../features/favourites/api/get-followed-tailors.ts';
import { StoreCreditBalance } from '../../features/fit-claims/components/store-credit-balance.tsx';
import type { Tailor } from '../../../shared/schemas/tailor.ts';

// The Favorites tab's code is fetched when it is opened (the page's first-view JavaScript budget).
const FavouritesPanel = lazy(() =>
  import('./profile/favourites-tab.tsx').then((m) => ({
    default: m.FavouritesPanel,
  })),
);

// So is the Measurements tab's (its form and checks): the overview is what a visit opens on.
const MeasurementsPanel = lazy(() =>
  import('../../features/measurements/components/measurements-panel.tsx').then((m) => ({
    default: m.MeasurementsPanel,
  })),
);

type TailorsRead = { data?: readonly Tailor[]; isError: boolean };

/**
 * What the Favorites tab and the overview's count show: the followed tailors; with none followed,
 * the demo shopper gets the first tailors of the list (spec §2) and anyone else an empty tab.
 */
function favouriteTailors(followed: TailorsRead, featured: TailorsRead, demo: boolean) {
  if (followed.isError)
    return {
      count: undefined,
      list: { tailors: undefined, failed: true, source: 'followed' as const },
    };
  if (!followed.data) {
    // Not known yet (or a live-mode guest who has followed nobody): the demo's first tailors.
    const source = demo ? ('suggested' as const) : ('none' as const);
    return {
      count: demo ? FAVOURITES_LIMIT : undefined,
      list: { tailors: featured.data, failed: featured.isError, source },
    };
  }
  if (followed.data.length > 0)
    return {
      count: followed.data.length,
      list: { tailors: followed.data, failed: false, source: 'followed' as const },
    };
  return demo
    ? {
        count: FAVOURITES_LIMIT,
        list: { tailors: featured.data, failed: featured.isError, source: 'suggested' as const },
      }
    : { count: 0, list: { tailors: [], failed: false, source: 'none' as const } };
}

const tabs = [
  { value: 'overview', label: 'Overview' },
  { value: 'measurements', label: 'Measurements' },
  { value: 'orders', label: 'Orders' },
  { value: 'favorites', label: 'Favorites' },
] as const;
type Tab = (typeof tabs)[number]['value'];
const isTab = (v: string | null): v is Tab => tabs.some((t) => t.value === v);

/**
 * The account's profile: header and four tabs (spec §2, Profile; issue 12). In live mode a
 * visitor who has not signed in is asked to.
 */
export default function ProfilePage() {
  const visitor = useVisitor();
  const userId = visitor.me?.id;
  const orders = useOrders(userId);
  const measurements = useMeasurements(userId);
  // Favourites are the tailors the shopper follows (issue 15). The demo shopper who follows
  // none sees the first tailors of the list, as spec §2 shows: one small page, not every tailor.
  const followed = useFollowedTailors(userId);
  const tailors = useFeaturedTailors(FAVOURITES_LIMIT);
  const favourites = favouriteTailors(followed, tailors, visitor.demo);
  // The open tab lives in the URL (?tab=measurements) so it survives reloads and can be linked.
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'overview';

  const orderList = orders.isError ? (
    <OrdersLoadError onRetry={() => orders.refetch()} retrying={orders.isFetching} />
  ) : orders.isPending ? (
    <OrderCardSkeletons />
  ) : null;

  if (visitor.known && !visitor.demo && !visitor.signedIn) return <SignInPrompt what="profile" />;

  return (
    <section className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      {/* Its own title: a page arrived at in the browser keeps no title of the page before. */}
      <ProfileHeader me={visitor.me} initials={visitor.initials} orderCount={orders.data?.length} />
      <DataLightToggle />
      <div className="mt-4">
        <StoreCreditBalance userId={userId} />
      </div>
      <Tabs
        value={tab}
        onValueChange={(v) => setParams(v === 'overview' ? {} : { tab: v }, { replace: true })}
        className="mt-6"
      >
        <TabsList aria-label="Profile sections">
          {tabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <ProfileOverview
            orderCount={orders.data?.length}
            hasMeasurements={Boolean(measurements.data)}
            favouriteCount={favourites.count}
            recentOrders={orderList ?? <RecentOrders orders={orders.data ?? []} />}
          />
        </TabsContent>
        <TabsContent value="measurements">
          <Suspense fallback={<Skeleton className="h-48 w-full" />}>
            <MeasurementsPanel userId={userId} />
          </Suspense>
        </TabsContent>
        <TabsContent value="orders">
          {orderList ??
            (orders.data?.length ? (
              <div className="space-y-4">
                {orders.data.map((order) => (
                  <OrderCard
                    key={order.id}
                    order={order}
                    payNow={<PayNowButton orderId={order.id} label={order.product.name} />}
                  />
                ))}
              </div>
            ) : (
              <NoOrders />
            ))}
        </TabsContent>
        <TabsContent value="favorites">
          {/* Its code comes once the visitor is known: the server's HTML holds its place. */}
          {visitor.known ? (
            <Suspense fallback={<Skeleton className="h-48 w-full" />}>
              <FavouritesPanel tailors={favourites.list} userId={userId} />
            </Suspense>
          ) : (
            <Skeleton className="h-48 w-full" />
          )}
        </TabsContent>
      </Tabs>
    </section>
  );
}
