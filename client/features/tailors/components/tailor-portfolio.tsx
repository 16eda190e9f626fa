import { ArrowRight, Shirt } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '../../../../shared/schemas/product.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useTailorProducts } from '../api/get-tailor-products.ts';

/** The portfolio shows at most 6 outfits and 4 skeletons while loading (spec §9). */
const PORTFOLIO_MAX = 6;
const SKELETON_COUNT = 4;

const grid = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

/**
 * The Portfolio tab. The outfit card belongs to the products feature, so the page passes it in
 * (features never import each other).
 */
export function TailorPortfolio({
  tailorId,
  renderProduct,
}: {
  tailorId: string;
  renderProduct: (product: Product) => ReactNode;
}) {
  const products = useTailorProducts(tailorId);

  if (products.isPending) {
    return (
      <div role="status" aria-label="Loading portfolio" className={grid}>
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <div
            key={i}
            data-testid="portfolio-skeleton"
            className="animate-pulse overflow-hidden rounded-lg border border-stone-200"
          >
            <div className="aspect-square bg-stone-200" />
            <div className="space-y-2 p-4">
              <div className="h-4 w-1/2 rounded bg-stone-200" />
              <div className="h-5 w-3/4 rounded bg-stone-200" />
              <div className="h-10 rounded bg-stone-200" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (products.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-6 text-center text-red-900">
        We could not load this tailor&apos;s outfits. Check your connection and try again.
      </p>
    );
  }
  const all = products.data;
  return (
    <section aria-labelledby="portfolio-title">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="portfolio-title" className="text-xl font-semibold text-stone-900">
          Portfolio ({all.length} {all.length === 1 ? 'design' : 'designs'})
        </h2>
      </div>
      {all.length === 0 ? (
        <div className="mt-5 rounded-lg border border-dashed border-stone-300 bg-stone-50 px-4 py-12 text-center">
          <Shirt aria-hidden="true" className="mx-auto size-10 text-stone-500" />
          <p className="mt-3 font-semibold text-stone-900">No products yet</p>
          <p className="mt-1 text-sm text-stone-600">
            This tailor has not listed any outfits. You can still browse other designs.
          </p>
        </div>
      ) : (
        <>
          <ul className={`mt-5 ${grid}`}>
            {all.slice(0, PORTFOLIO_MAX).map((product) => (
              <li key={product.id}>{renderProduct(product)}</li>
            ))}
          </ul>
          <div className="mt-6 text-center">
            <Link to={paths.tailorProducts(tailorId)} className={buttonClasses('outline')}>
              View all {all.length} outfits by this tailor
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
