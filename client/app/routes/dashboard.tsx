import { Scissors } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { paths } from '../../config/paths.ts';
import { SignInPrompt } from '../../features/account/components/sign-in-prompt.tsx';
import { TailorOrdersTab } from '../../features/tailor-orders/components/tailor-orders-tab.tsx';
import { useMe } from '../../lib/current-user.ts';

// The Orders tab opens first; the others' code is fetched when a tab is opened, so a tailor on
// 3G waits for one tab's code, not six (the page's first-view JavaScript budget).
const CatalogueTab = lazy(() =>
  import('../../features/tailor-catalogue/components/catalogue-tab.tsx').then((m) => ({
    default: m.CatalogueTab,
  })),
);
const ProfileTab = lazy(() =>
  import('../../features/tailor-catalogue/components/profile-tab.tsx').then((m) => ({
    default: m.ProfileTab,
  })),
);
const PayoutsTab = lazy(() =>
  import('../../features/tailor-payouts/components/payouts-tab.tsx').then((m) => ({
    default: m.PayoutsTab,
  })),
);
const TailorMessagesTab = lazy(() =>
  import('../../features/messages/components/tailor-messages-tab.tsx').then((m) => ({
    default: m.TailorMessagesTab,
  })),
);
const TailorEventsTab = lazy(() =>
  import('../../features/tailor-events/components/tailor-events-tab.tsx').then((m) => ({
    default: m.TailorEventsTab,
  })),
);
const TailorFitClaims = lazy(() =>
  import('../../features/fit-claims/components/tailor-fit-claims.tsx').then((m) => ({
    default: m.TailorFitClaims,
  })),
);

/** The workspace's tabs, each a feature's component; the chosen one lives in the URL (?tab=). */
const TABS = [
  { value: 'orders', label: 'Orders', Panel: TailorOrdersTab },
  { value: 'aso-ebi', label: 'Aso-ebi', Panel: TailorEventsTab },
  { value: 'catalogue', label: 'Catalogue', Panel: CatalogueTab },
  { value: 'messages', label: 'Messages', Panel: TailorMessagesTab },
  { value: 'claims', label: 'Fit claims', Panel: TailorFitClaims },
  { value: 'payouts', label: 'Payouts', Panel: PayoutsTab },
  { value: 'profile', label: 'Profile', Panel: ProfileTab },
] as const;

/**
 * The tailor's workspace (issue 14), for an account with the tailor role. Anyone else is asked
 * to sign in as a tailor (the demo shopper included) or told the page is for tailors.
 */
export default function DashboardPage() {
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.value === params.get('tab'))?.value ?? TABS[0].value;

  if (me && !me.signedIn)
    return <SignInPrompt what="workspace" title="Sign in as a tailor to open your workspace" />;
  if (me && !me.roles.includes('tailor')) return <ForTailorsOnly />;

  // Until the visitor is known (and in the server's HTML) the workspace's frame stands with its
  // panel waiting: those who open /dashboard are nearly always its tailor.
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Your workspace</h1>
      <Tabs
        className="mt-4"
        value={tab}
        onValueChange={(next) => setParams(next === TABS[0].value ? {} : { tab: next })}
      >
        <TabsList aria-label="Workspace">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, Panel }) => (
          <TabsContent key={value} value={value}>
            {me ? (
              <Suspense fallback={<Skeleton className="h-48 w-full" />}>
                <Panel />
              </Suspense>
            ) : (
              <Skeleton className="h-48 w-full" />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

function ForTailorsOnly() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <Card className="p-8 text-center">
        <Scissors aria-hidden="true" className="mx-auto size-10 text-brand-800" />
        <h1 className="mt-3 text-2xl font-bold text-stone-900">This workspace is for tailors</h1>
        <p className="mt-2 text-stone-600">
          Your account is not a tailor&apos;s. Master tailors run their orders here once Telo has
          approved their application.
        </p>
        <Link to={paths.becomeTailor} className={buttonClasses('primary', 'lg', 'mt-6')}>
          Join our Master Network
        </Link>
      </Card>
    </section>
  );
}
