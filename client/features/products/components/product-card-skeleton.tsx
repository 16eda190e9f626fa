import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The shape of a product card while it loads, so nothing shifts when data arrives. */
export function ProductCardSkeleton() {
  return (
    <div
      data-testid="product-card-skeleton"
      className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white"
    >
      <Skeleton className="aspect-square rounded-none" />
      <div className="space-y-2 p-3 sm:p-4">
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-3 h-11 w-full" />
      </div>
    </div>
  );
}
