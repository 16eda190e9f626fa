import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../config/paths.ts';
import { useFitClaim } from '../../features/fit-claims/api/get-fit-claim.ts';
import { FitClaimActions } from '../../features/fit-claims/components/fit-claim-actions.tsx';
import { FitClaimView } from '../../features/fit-claims/components/fit-claim-view.tsx';
import { SignInPrompt } from '../../features/account/components/sign-in-prompt.tsx';
import { errorStatus } from '../../lib/api-client.ts';
import { useMe } from '../../lib/current-user.ts';

/**
 * /claims/{id}: one fit claim, for its shopper, its tailor and admins alike: the report, the
 * timeline and what the reader may do next. Anyone else is told it does not exist.
 */
export default function FitClaimPage() {
  const { id } = useParams();
  const me = useMe();
  const claim = useFitClaim(id, me?.id != null);
  const notFound = !id || (claim.isError && [400, 404].includes(errorStatus(claim.error) ?? 0));

  if (me && me.id === null) return <SignInPrompt what="fit claim" />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <Link
        to={paths.claims}
        className="mb-4 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All fit claims
      </Link>
      {notFound ? (
        <Card className="p-8 text-center">
          <h1 className="text-2xl font-bold text-stone-900">Fit claim not found</h1>
          <p className="mt-2 text-stone-600">
            This claim does not exist, or it is not yours to see.
          </p>
          <Link to={paths.orders} className={buttonClasses('primary', 'md', 'mt-6')}>
            View My Orders
          </Link>
        </Card>
      ) : claim.isError ? (
        <Card role="alert" className="p-8 text-center">
          <h1 className="text-xl font-semibold text-stone-900">We couldn&apos;t load this claim</h1>
          <p className="mt-2 text-stone-600">Check your connection and try again.</p>
        </Card>
      ) : claim.data ? (
        <div className="space-y-6">
          <FitClaimView claim={claim.data} />
          <FitClaimActions claim={claim.data} />
        </div>
      ) : (
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-40 w-full" />
        </div>
      )}
    </section>
  );
}
