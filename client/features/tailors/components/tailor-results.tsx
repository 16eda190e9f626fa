import { SearchX } from 'lucide-react';
import { groupThousands } from '../../../../shared/numbers.ts';
import type { TailorPage } from '../../../../shared/schemas/tailor-list.ts';
import { Button } from '../../../components/ui/button.tsx';
import { offscreenItems } from '../../../components/ui/offscreen-items.ts';
import { TailorCard, TailorCardSkeleton } from '../../../entities/tailor/tailor-card.tsx';

/** Cards shown while the first page loads (spec §9: 6 for tailors). */
const SKELETON_COUNT = 6;

const grid = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3';

type Props = {
  pages: TailorPage[] | undefined;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  onReset: () => void;
};

/** The tailor list in its four states: loading, failed, empty and populated (spec §4). */
export function TailorResults(props: Props) {
  const { pages, isPending, isError } = props;
  if (isPending) {
    return (
      <div role="status" aria-label="Loading tailors" className={grid}>
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <TailorCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (isError || !pages?.[0]) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-8 text-center">
        <p className="font-semibold text-red-900">We could not load the tailors.</p>
        <p className="mt-1 text-sm text-red-900">Check your connection and try again.</p>
        <Button variant="outline" onClick={props.onRetry} className="mt-4">
          Try again
        </Button>
      </div>
    );
  }
  const first = pages[0];
  const tailors = pages.flatMap((page) => page.items);
  if (tailors.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-stone-300 bg-stone-50 px-4 py-14 text-center">
        <SearchX aria-hidden="true" className="mx-auto size-10 text-stone-500" />
        <h2 className="mt-3 text-xl font-semibold text-stone-900">No tailors found</h2>
        <p className="mt-1 text-stone-600">Try adjusting your search or filter criteria</p>
        <Button onClick={props.onReset} className="mt-5">
          Reset Search
        </Button>
      </div>
    );
  }
  const matched = first.matchedCapped ? `${groupThousands(first.matched)}+` : first.matched;
  return (
    <div>
      <p role="status" className="mb-4 text-sm text-stone-600">
        Showing {matched} of {first.total} tailors
      </p>
      <ul
        aria-label="Tailors"
        className={`${grid} ${offscreenItems} *:[contain-intrinsic-block-size:auto_22rem]`}
      >
        {tailors.map((tailor) => (
          <li key={tailor.id}>
            <TailorCard tailor={tailor} />
          </li>
        ))}
      </ul>
      {props.hasNextPage && (
        <div className="mt-8 text-center">
          <Button
            variant="outline"
            onClick={props.onLoadMore}
            disabled={props.isFetchingNextPage}
            className="min-w-40"
          >
            {props.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  );
}
