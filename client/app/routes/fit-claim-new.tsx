import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../config/paths.ts';
import { ReportFitClaimForm } from '../../features/fit-claims/components/report-fit-claim-form.tsx';
import { claimPath } from '../../features/fit-claims/components/fit-claim-list.tsx';
import { useOrder } from '../../features/orders/api/get-order.ts';
import { SignInPrompt } from '../../features/account/components/sign-in-prompt.tsx';
import { useMe } from '../../lib/current-user.ts';

/** /claims/new?order={id}: report a fit problem on a delivered order (Lifetime Fit Guarantee). */
export default function NewFitClaimPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? undefined;
  const me = useMe();
  const mayHaveOrders = me !== undefined && (me.demo || me.signedIn);
  const order = useOrder(mayHaveOrders ? orderId : undefined);
  const navigate = useNavigate();

  if (me && !mayHaveOrders) return <SignInPrompt what="orders" />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <Link
        to={orderId ? paths.order(orderId) : paths.orders}
        className="mb-4 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to the order
      </Link>
      <h1 className="text-2xl font-bold text-stone-900">Report a fit problem</h1>
      <p className="mt-1 mb-6 text-stone-700">
        Tell your tailor what does not fit. They answer with an alteration or a remake; if it cannot
        be made right, Telo credits you (see{' '}
        <Link to={paths.returns} className="underline">
          Lifetime Fit Guarantee
        </Link>
        ).
      </p>
      {!orderId || order.isError ? (
        <Card className="p-6 text-center">
          <p className="text-stone-700">Choose the order from your orders first.</p>
          <Link to={paths.orders} className={buttonClasses('primary', 'md', 'mt-4')}>
            View My Orders
          </Link>
        </Card>
      ) : order.data ? (
        <ReportFitClaimForm
          order={{ id: order.data.id, productName: order.data.product.name }}
          onReported={(claim) => void navigate(claimPath(claim.id))}
        />
      ) : (
        <Skeleton className="h-96" />
      )}
    </section>
  );
}
