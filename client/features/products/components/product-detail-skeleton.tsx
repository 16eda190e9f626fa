import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The outfit page while it loads, shaped like the page so nothing jumps when it arrives. */
export function ProductDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading outfit" className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <Skeleton className="h-5 w-64" />
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div>
          <Skeleton className="aspect-square w-full rounded-2xl" />
          <div className="mt-3 grid grid-cols-3 gap-3">
            {[1, 2, 3].map((n) => (
              <Skeleton key={n} className="aspect-square w-full rounded-lg" />
            ))}
          </div>
        </div>
        <div className="space-y-4">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-10 w-40" />
          <Skeleton className="h-20 w-full rounded-xl" />
          <Skeleton className="h-20 w-full rounded-xl" />
          <Skeleton className="h-12 w-full" />
        </div>
      </div>
    </div>
  );
}
