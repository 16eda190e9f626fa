import { PackageOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';

/** Three placeholder cards while orders load (spec §9). */
export function OrderCardSkeletons() {
  return (
    <div className="space-y-4" aria-busy="true">
      <p role="status" className="sr-only">
        Loading orders...
      </p>
      {Array.from({ length: 3 }, (_, i) => (
        <Card key={i} data-testid="order-skeleton" className="p-4 sm:p-5">
          <div className="flex gap-4">
            <Skeleton className="size-20 shrink-0 sm:size-24" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-3 w-1/4" />
            </div>
          </div>
          <Skeleton className="mt-4 h-14 w-full" />
        </Card>
      ))}
    </div>
  );
}

export function NoOrders() {
  return (
    <Card className="p-8 text-center">
      <PackageOpen aria-hidden="true" className="mx-auto size-12 text-brand-800" />
      <h2 className="mt-3 text-lg font-semibold text-stone-900">No orders yet</h2>
      <p className="mx-auto mt-2 max-w-md text-stone-600">
        Choose an outfit and a master tailor makes it to your measurements. Your orders appear here.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.products} className={buttonClasses('primary')}>
          Browse Outfits
        </Link>
        <Link to={paths.tailors} className={buttonClasses('outline')}>
          Find Tailors
        </Link>
      </div>
    </Card>
  );
}

export function OrdersLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Card role="alert" className="p-8 text-center">
      <h2 className="text-lg font-semibold text-stone-900">We couldn&apos;t load your orders</h2>
      <p className="mt-2 text-stone-600">Check your connection and try again.</p>
      <Button className="mt-5" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Try Again'}
      </Button>
    </Card>
  );
}
