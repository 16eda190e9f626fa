import { useSearchParams } from 'react-router';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../config/paths.ts';
import { SignInPrompt } from '../../features/account/components/sign-in-prompt.tsx';
import { usePayment } from '../../features/checkout/api/get-payment.ts';
import { PaymentResult } from '../../features/checkout/components/payment-result.tsx';
import { errorStatus } from '../../lib/api-client.ts';
import { useMe } from '../../lib/current-user.ts';

/**
 * /checkout/complete?reference=… (issue 13): where Paystack's callback brings the shopper back.
 * Shows the paid orders, or that the payment did not go through and a way to try again.
 */
export default function CheckoutCompletePage() {
  const [params] = useSearchParams();
  const reference = params.get('reference');
  const me = useMe();
  const mayPay = me !== undefined && (me.demo || me.signedIn);
  const payment = usePayment(mayPay ? reference : null);

  if (me && !mayPay) return <SignInPrompt what="payment" />;

  const missing = !reference || (payment.isError && errorStatus(payment.error) === 404);
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      {missing ? (
        <Card className="p-8 text-center">
          <h1 className="text-2xl font-bold text-stone-900">Payment not found</h1>
          <p className="mt-2 text-stone-600">
            We have no payment with this reference on your account.
          </p>
          <Link to={paths.orders} className={buttonClasses('primary', 'md', 'mt-6')}>
            View My Orders
          </Link>
        </Card>
      ) : payment.isError ? (
        <Card role="alert" className="p-8 text-center">
          <h1 className="text-xl font-semibold text-stone-900">
            We couldn&apos;t check your payment
          </h1>
          <p className="mt-2 text-stone-600">Check your connection and try again.</p>
          <button
            type="button"
            onClick={() => payment.refetch()}
            className={buttonClasses('primary', 'md', 'mt-5')}
          >
            Try Again
          </button>
        </Card>
      ) : payment.isPending ? (
        <div className="space-y-4" aria-busy="true">
          <p role="status" className="sr-only">
            Checking your payment...
          </p>
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : (
        <PaymentResult payment={payment.data} />
      )}
    </section>
  );
}
