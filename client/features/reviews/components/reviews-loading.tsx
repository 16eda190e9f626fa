import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The reviews while they are read (or while their code arrives: lazy-tailor-reviews-panel.tsx). */
export function ReviewsLoading() {
  return (
    <div role="status" aria-label="Loading reviews" className="space-y-3">
      <Skeleton className="h-20 w-48" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
