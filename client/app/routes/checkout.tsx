import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../config/paths.ts';
import { SignInPrompt } from '../../features/account/components/sign-in-prompt.tsx';
import { useCart } from '../../features/cart/api/get-cart.ts';
import { useSavedAddresses } from '../../features/checkout/api/get-addresses.ts';
import { CheckoutForm } from '../../features/checkout/components/checkout-form.tsx';
import { MeasurementsNeeded } from '../../features/checkout/components/measurements-needed.tsx';
import { useMeasurements } from '../../features/measurements/api/get-measurements.ts';
import { MeasurementsGrid } from '../../features/measurements/components/measurements-grid.tsx';
import { useMe } from '../../lib/current-user.ts';

/**
 * /checkout (issue 13): the cart becomes one order per item, with the shopper's measurements,
 * delivery and the server's prices, then Pay. Personal, so it waits for the browser to know who
 * the visitor is; in live mode one who has not signed in is asked to.
 */
export default function CheckoutPage() {
  const me = useMe();
  const userId = me?.id;
  const cart = useCart(userId, { enabled: true });
  const measurements = useMeasurements(userId);
  const addresses = useSavedAddresses(userId);

  if (me && !me.demo && !me.signedIn)
    return <SignInPrompt what="checkout" title="Sign in to check out" />;

  const queries = [cart, measurements, addresses];
  const failed = queries.find((q) => q.isError);

  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="text-3xl font-bold text-brand-900">Checkout</h1>
      <div className="mt-6">
        {failed ? (
          <Card role="alert" className="p-8 text-center">
            <h2 className="text-lg font-semibold text-stone-900">
              We couldn&apos;t load your checkout
            </h2>
            <p className="mt-2 text-stone-600">Check your connection and try again.</p>
            <Button
              className="mt-5"
              onClick={() => queries.forEach((q) => q.isError && q.refetch())}
            >
              Try Again
            </Button>
          </Card>
        ) : !me || queries.some((q) => q.isPending) ? (
          <div className="space-y-4" aria-busy="true">
            <p role="status" className="sr-only">
              Loading your checkout...
            </p>
            <Skeleton className="h-40 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        ) : cart.data!.length === 0 ? (
          <Card className="p-8 text-center">
            <ShoppingBag aria-hidden="true" className="mx-auto size-10 text-brand-800" />
            <h2 className="mt-3 text-lg font-semibold text-stone-900">Your cart is empty</h2>
            <p className="mt-2 text-stone-600">Choose an outfit first, then check out here.</p>
            <Link to={paths.products} className={buttonClasses('primary', 'md', 'mt-5')}>
              Browse Outfits
            </Link>
          </Card>
        ) : (
          <CheckoutForm
            items={cart.data!}
            hasMeasurements={Boolean(measurements.data)}
            savedAddresses={addresses.data!}
            account={me?.signedIn ? { fullName: me.fullName, phone: me.phone } : undefined}
            measurements={
              measurements.data ? (
                <div className="space-y-3">
                  <MeasurementsGrid values={measurements.data} unit={measurements.data.unit} />
                  <Link
                    to={`${paths.bodyScan}?next=${encodeURIComponent(paths.checkout)}`}
                    className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 hover:underline"
                  >
                    Update measurements
                  </Link>
                </div>
              ) : (
                <MeasurementsNeeded />
              )
            }
          />
        )}
      </div>
    </section>
  );
}
