import { useState } from 'react';
import { useSearchTailors } from '../../features/tailors/api/search-tailors.ts';
import { TailorFiltersBar } from '../../features/tailors/components/tailor-filters-bar.tsx';
import { TailorResults } from '../../features/tailors/components/tailor-results.tsx';
import { TailorStatsStrip } from '../../features/tailors/components/tailor-stats-strip.tsx';
import { useTailorFilters } from '../../features/tailors/hooks/use-tailor-filters.ts';
import { deferredPart } from '../../islands/deferred-part.tsx';
import { island } from '../../islands/island.tsx';
import * as now from './tailors-later.ts';

// In the islands build this part's code comes after the page's (tailors-later.ts).
const JoinNetworkCta = import.meta.env.TELO_ISLANDS
  ? deferredPart(() => import('./tailors-later.ts').then((m) => m.JoinNetworkCta))
  : now.JoinNetworkCta;

/** What the island waits for before it is hydrated (client/islands/registry.ts). */
export const tailorsPageParts = [JoinNetworkCta];

/** /tailors: find a master tailor by name, city, specialty; filtered and sorted on the server. */
export function TailorsContent() {
  const { filters, searchText, setSearchText, update, clear } = useTailorFilters();
  const query = useSearchTailors(filters);
  // The count of all tailors does not depend on the filters: keep showing the last one known
  // while a new search loads, instead of blanking the stats strip.
  const total = query.data?.pages[0]?.total;
  const [knownTotal, setKnownTotal] = useState(total);
  if (total !== undefined && total !== knownTotal) setKnownTotal(total);

  return (
    <>
      <header className="bg-gradient-to-br from-brand-900 to-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:py-12">
          <h1 className="text-3xl font-bold sm:text-4xl">Find Master Tailors</h1>
          <p className="mt-3 max-w-2xl text-brand-50 sm:text-lg">
            Verified tailors across Nigeria who sew agbada, senator, ankara, lace and more to your
            exact measurements. Compare ratings, specialties and response times, then pick yours.
          </p>
          <div className="mt-8">
            <TailorStatsStrip total={total ?? knownTotal} />
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8">
        <TailorFiltersBar
          filters={filters}
          searchText={searchText}
          onSearchTextChange={setSearchText}
          onChange={update}
          onClear={clear}
        />
        <TailorResults
          pages={query.data?.pages}
          isPending={query.isPending}
          isError={query.isError}
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
          onRetry={() => void query.refetch()}
          onReset={clear}
        />
        <JoinNetworkCta />
      </div>
    </>
  );
}

const TailorsContentIsland = island('tailors-page', TailorsContent);

/** The page's content is one island (decision 059): hydrated in the browser on its own. */
export default function TailorsPage() {
  return <TailorsContentIsland />;
}
