import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import {
  useDisputedFitClaims,
  useMyFitClaims,
} from '../../features/fit-claims/api/get-fit-claims.ts';
import { FitClaimSection } from '../../features/fit-claims/components/fit-claim-list.tsx';
import { StoreCreditBalance } from '../../features/fit-claims/components/store-credit-balance.tsx';
import { TailorFitClaims } from '../../features/fit-claims/components/tailor-fit-claims.tsx';
import { SignInPrompt } from '../../features/account/components/sign-in-prompt.tsx';
import { useMe } from '../../lib/current-user.ts';

/**
 * /claims: the Lifetime Fit Guarantee's claims the reader is part of: their own as a shopper,
 * those on their orders as a tailor, and the disputes an admin decides.
 */
export default function FitClaimsPage() {
  const me = useMe();
  const userId = me?.id;
  const mine = useMyFitClaims(userId);
  const isTailor = Boolean(me?.signedIn && me.roles.includes('tailor'));
  const isAdmin = Boolean(me?.signedIn && me.roles.includes('admin'));
  const disputed = useDisputedFitClaims(isAdmin);

  if (me && me.id === null) return <SignInPrompt what="fit claims" />;
  return (
    <section className="mx-auto max-w-3xl space-y-8 px-4 py-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">Fit claims</h1>
        <p className="mt-1 text-stone-700">
          Reported through the{' '}
          <Link to={paths.returns} className="underline">
            Lifetime Fit Guarantee
          </Link>
          . To report a new one, open a delivered order from{' '}
          <Link to={paths.orders} className="underline">
            your orders
          </Link>
          .
        </p>
      </div>
      <StoreCreditBalance userId={userId} />
      <FitClaimSection
        id="my-claims"
        title="Your claims"
        claims={mine.data}
        failed={mine.isError}
        label="Your fit claims"
        empty="You have not reported a fit problem."
      />
      {isTailor && <TailorFitClaims />}
      {isAdmin && (
        <FitClaimSection
          id="disputed-claims"
          title="Disputed claims"
          claims={disputed.data}
          failed={disputed.isError}
          label="Disputed fit claims"
          empty="No claim is waiting for a decision."
        />
      )}
    </section>
  );
}
