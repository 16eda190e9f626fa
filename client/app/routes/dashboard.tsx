import { Scissors } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { SignInPrompt } from '../../features/account/components/sign-in-prompt.tsx';
import { CatalogueTab } from '../../features/tailor-catalogue/components/catalogue-tab.tsx';
import { ProfileTab } from '../../features/tailor-catalogue/components/profile-tab.tsx';
import { useMe } from '../../lib/current-user.ts';

const tabs = [
  { value: 'catalogue', label: 'Catalogue' },
  { value: 'profile', label: 'Profile' },
] as const;
type Tab = (typeof tabs)[number]['value'];
const isTab = (v: string | null): v is Tab => tabs.some((t) => t.value === v);

/**
 * The tailor workspace (issue 14), for a signed-in tailor; a phone is where a tailor runs it.
 * Anyone else is asked to sign in, or told the workspace is for Telo's tailors.
 */
export default function DashboardPage() {
  const me = useMe();
  // The open tab lives in the URL (?tab=profile) so it survives reloads and can be linked.
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'catalogue';

  if (!me) {
    return (
      <section className="mx-auto max-w-5xl px-4 py-8">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="mt-6 h-64" />
      </section>
    );
  }
  if (!me.signedIn) {
    return <SignInPrompt what="workspace" title="Sign in to your tailor workspace" />;
  }
  if (!me.roles.includes('tailor')) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16">
        <title>Tailor workspace · Telo</title>
        <Card className="p-8 text-center">
          <Scissors aria-hidden="true" className="mx-auto size-10 text-brand-800" />
          <h1 className="mt-3 text-2xl font-bold text-stone-900">The workspace is for tailors</h1>
          <p className="mt-2 text-stone-600">
            Tailors on Telo run their orders and catalogue here. Make outfits? Apply to join.
          </p>
          <Link to="/become-tailor" className={buttonClasses('primary', 'lg', 'mt-6')}>
            Join our Master Network
          </Link>
        </Card>
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <title>Tailor workspace · Telo</title>
      <h1 className="text-3xl font-bold text-brand-900">Tailor workspace</h1>
      <Tabs
        value={tab}
        onValueChange={(v) => setParams(v === 'catalogue' ? {} : { tab: v }, { replace: true })}
        className="mt-6"
      >
        <TabsList aria-label="Workspace sections">
          {tabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="catalogue">
          <CatalogueTab />
        </TabsContent>
        <TabsContent value="profile">
          <ProfileTab />
        </TabsContent>
      </Tabs>
    </section>
  );
}
