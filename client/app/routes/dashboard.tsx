import { Store } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { SignInPrompt } from '../../features/account/components/sign-in-prompt.tsx';
import { PayoutsTab } from '../../features/tailor-payouts/components/payouts-tab.tsx';
import { useMe } from '../../lib/current-user.ts';

/**
 * The tailor workspace (issue 14). This branch carries only its Payouts tab; the orders,
 * catalogue and profile tabs come from the workspace's own page when the branches meet.
 */
export default function DashboardPage() {
  const me = useMe();
  if (!me) {
    return (
      <section className="mx-auto max-w-4xl px-4 py-8" aria-busy="true">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="mt-6 h-40 w-full" />
      </section>
    );
  }
  if (!me.signedIn) return <SignInPrompt what="workspace" title="Sign in to open your workspace" />;
  if (!me.roles.includes('tailor')) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16">
        <title>Tailor workspace · Telo</title>
        <Card className="p-8 text-center">
          <Store aria-hidden="true" className="mx-auto size-10 text-brand-800" />
          <h1 className="mt-3 text-2xl font-bold text-stone-900">For Telo tailors</h1>
          <p className="mt-2 text-stone-600">
            The workspace opens once your tailor application is approved.
          </p>
          <Link to="/become-tailor" className={buttonClasses('primary', 'lg', 'mt-6')}>
            Become a tailor
          </Link>
        </Card>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <title>Your workspace · Telo</title>
      <h1 className="text-3xl font-bold text-brand-900">Your workspace</h1>
      <Tabs defaultValue="payouts" className="mt-6">
        <TabsList aria-label="Workspace">
          <TabsTrigger value="payouts">Payouts</TabsTrigger>
        </TabsList>
        <TabsContent value="payouts">
          <PayoutsTab />
        </TabsContent>
      </Tabs>
    </section>
  );
}
