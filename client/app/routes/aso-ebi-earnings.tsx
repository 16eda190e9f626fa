import { SignInPrompt } from '../../features/account/components/sign-in-prompt.tsx';
import { HostEarningsPanel } from '../../features/host-earnings/components/host-earnings-panel.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useMe } from '../../lib/current-user.ts';

/**
 * /aso-ebi/earnings (issue 32 item 6): an aso-ebi host's margins and the bank account they are
 * paid into. Signed-in accounts only.
 */
export default function AsoEbiEarningsPage() {
  const me = useMe();
  if (me && !me.signedIn) {
    return <SignInPrompt what="aso-ebi earnings" title="Sign in to see your aso-ebi earnings" />;
  }
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Your aso-ebi earnings</h1>
      <p className="mt-1 text-sm text-stone-600">
        The margin you add to a look is paid to you after each guest&apos;s outfit is delivered.
      </p>
      <div className="mt-4">
        {me ? <HostEarningsPanel /> : <Skeleton className="h-64 w-full" />}
      </div>
    </section>
  );
}
