import { Link } from 'react-router';
import { OrderCustomButton } from '../../features/cart/components/add-to-cart-button.tsx';
import { useSearchProducts } from '../../features/products/api/search-products.ts';
import { ProductCard } from '../../features/products/components/product-card.tsx';
import { ProductFiltersBar } from '../../features/products/components/product-filters-bar.tsx';
import { ProductGrid } from '../../features/products/components/product-grid.tsx';
import { ShowingCount } from '../../features/products/components/showing-count.tsx';
import { useProductFilters } from '../../features/products/hooks/use-product-filters.ts';
import { filtersToSearch } from '../../features/products/lib/product-filters.ts';
import { Button } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { deferredPart } from '../../islands/deferred-part.tsx';
import { island } from '../../islands/island.tsx';
import * as now from './products-later.ts';

// In the islands build these parts' code comes after the page's (products-later.ts).
const later = () => import('./products-later.ts');
const ProductGridSkeleton = import.meta.env.TELO_ISLANDS
  ? deferredPart(() => later().then((m) => m.ProductGridSkeleton))
  : now.ProductGridSkeleton;
const ProductsEmpty = import.meta.env.TELO_ISLANDS
  ? deferredPart(() => later().then((m) => m.ProductsEmpty))
  : now.ProductsEmpty;
const ProductsLoadError = import.meta.env.TELO_ISLANDS
  ? deferredPart(() => later().then((m) => m.ProductsLoadError))
  : now.ProductsLoadError;

/** What the island waits for before it is hydrated (client/islands/registry.ts). */
export const productsPageParts = [ProductGridSkeleton, ProductsEmpty, ProductsLoadError];

/** Spec §9: eight skeleton cards while the outfits load. */
const SKELETON_COUNT = 8;

/** /products: every outfit, searched, filtered, sorted and paged on the server (decision 006). */
export function ProductsContent() {
  const { filters, searchText, setSearchText, update, clear } = useProductFilters();
  const query = useSearchProducts(filtersToSearch(filters));
  const title = filters.category ? `${filters.category} Collection` : 'Browse All Outfits';
  const firstPage = query.data?.pages[0];
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const tailorName = filters.tailor ? items[0]?.tailor.businessName : undefined;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <title>{`${title} · Telo`}</title>
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{title}</h1>
        <p className="mt-2 text-stone-600">
          Every outfit is cut and sewn to your own measurements by a master tailor.
        </p>
        {filters.tailor && (
          <p className="mt-3 flex flex-wrap items-center gap-x-3 text-sm text-stone-700">
            <span>
              Outfits by <strong>{tailorName ?? 'this tailor'}</strong>
            </span>
            <Link
              to={paths.products}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
            >
              See outfits from every tailor
            </Link>
          </p>
        )}
      </header>

      <ProductFiltersBar
        filters={filters}
        searchText={searchText}
        onSearchTextChange={setSearchText}
        onChange={update}
        onClear={clear}
      />

      <div className="mt-6">
        {query.isPending ? (
          <ProductGridSkeleton count={SKELETON_COUNT} />
        ) : query.isError && !firstPage ? (
          <ProductsLoadError onRetry={() => void query.refetch()} />
        ) : !firstPage || items.length === 0 ? (
          <ProductsEmpty onReset={clear} />
        ) : (
          <>
            <ShowingCount page={firstPage} />
            <ProductGrid label={title}>
              {items.map((product, index) => (
                <li key={product.id} className="flex">
                  <ProductCard
                    product={product}
                    headingLevel="h2"
                    priority={index < 2}
                    action={<OrderCustomButton product={product} />}
                  />
                </li>
              ))}
            </ProductGrid>
            {query.hasNextPage && (
              <div className="mt-8 flex justify-center">
                <Button
                  variant="outline"
                  size="lg"
                  disabled={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {query.isFetchingNextPage ? 'Loading more...' : 'Load more'}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}

const ProductsContentIsland = island('products-page', ProductsContent);

/** The page's content is one island (decision 059): hydrated in the browser on its own. */
export default function ProductsPage() {
  return <ProductsContentIsland />;
}
