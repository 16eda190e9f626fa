import { useParams } from 'react-router';
import { formatNaira } from '../../../shared/money.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button.tsx';
import { WishlistButton } from '../../features/favourites/components/wishlist-button.tsx';
import { useMeasurements } from '../../features/measurements/api/get-measurements.ts';
import { useProduct } from '../../features/products/api/get-product.ts';
import { ProductBreadcrumb } from '../../features/products/components/product-breadcrumb.tsx';
import { ProductGallery } from '../../features/products/components/product-gallery.tsx';
import { ProductsLoadError } from '../../features/products/components/products-load-error.tsx';
import { ProductTailorCard } from '../../features/products/components/product-tailor-card.tsx';
import { LazyTailorReviewsPanel } from '../../features/reviews/components/lazy-tailor-reviews-panel.tsx';
import { errorStatus } from '../../lib/api-client.ts';
import { useCurrentUserId } from '../../lib/current-user.ts';
import * as now from '../../features/products/components/product-detail-later.ts';
import { deferredPart } from '../../islands/deferred-part.tsx';
import { island } from '../../islands/island.tsx';

// In the islands build these parts' code comes after the page's (product-detail-later.ts): the
// shopper's fit card, the tabs below the fold, the share button and its dialog, the loading and
// not-found screens.
const later = () => import('../../features/products/components/product-detail-later.ts');
const FitStatusCard = import.meta.env.TELO_ISLANDS
  ? deferredPart(() => later().then((m) => m.FitStatusCard))
  : now.FitStatusCard;
const ProductDetailSkeleton = import.meta.env.TELO_ISLANDS
  ? deferredPart(() => later().then((m) => m.ProductDetailSkeleton))
  : now.ProductDetailSkeleton;
const ProductInfoTabs = import.meta.env.TELO_ISLANDS
  ? deferredPart(() => later().then((m) => m.ProductInfoTabs))
  : now.ProductInfoTabs;
const ProductNotFound = import.meta.env.TELO_ISLANDS
  ? deferredPart(() => later().then((m) => m.ProductNotFound))
  : now.ProductNotFound;
const ShareButton = import.meta.env.TELO_ISLANDS
  ? deferredPart(() => later().then((m) => m.ShareButton))
  : now.ShareButton;
const SizingGuide = import.meta.env.TELO_ISLANDS
  ? deferredPart(() => later().then((m) => m.SizingGuide))
  : now.SizingGuide;

/** What the island waits for before it is hydrated (client/islands/registry.ts). */
export const productPageParts = [
  FitStatusCard,
  ProductDetailSkeleton,
  ProductInfoTabs,
  ProductNotFound,
  ShareButton,
  SizingGuide,
];

/** /products/{id}: one outfit, its tailor, the shopper's fit status and the ways to order it. */
export function ProductDetailContent({ id }: { id: string | undefined }) {
  const product = useProduct(id);

  if (product.isPending) return <ProductDetailSkeleton />;
  if (product.isError) {
    // 404, or an id the server refuses as malformed (400): either way there is no such outfit.
    const status = errorStatus(product.error);
    if (status === 404 || status === 400) return <ProductNotFound />;
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ProductsLoadError onRetry={() => void product.refetch()} />
      </div>
    );
  }

  const outfit = product.data;
  return (
    <div className="mx-auto max-w-7xl px-4 py-4 sm:py-8">
      <title>{`${outfit.name} · Telo`}</title>
      <ProductBreadcrumb product={outfit} />
      <div className="mt-4 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery product={outfit} />
        <div className="space-y-5">
          <div className="flex flex-wrap gap-2">
            <Badge tone="gold">Custom Made</Badge>
            <Badge tone="brand">{outfit.category}</Badge>
          </div>
          <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">{outfit.name}</h1>
          <p className="text-lg text-stone-700">{outfit.description}</p>
          <div>
            <p className="text-3xl font-extrabold text-brand-900">{formatNaira(outfit.price)}</p>
            <p className="text-sm text-stone-600">Tailoring to your measurements included</p>
          </div>
          <ProductTailorCard product={outfit} />
          <MyFitStatus />
          <div className="space-y-3">
            <AddToCartButton
              product={outfit}
              label="Add to Cart - Custom Order"
              pendingLabel="Adding to Cart..."
              size="lg"
              className="w-full"
            />
            <div className="grid grid-cols-2 gap-3">
              <WishlistButton productId={outfit.id} name={outfit.name} />
              <ShareButton product={outfit} />
            </div>
          </div>
        </div>
      </div>
      <div className="mt-12">
        <ProductInfoTabs product={outfit} sizingGuide={<MySizingGuide />} />
      </div>
      {/* The tailor's reviews from real orders (issue 15), read after the page is up. */}
      <section className="mt-12 rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
        <LazyTailorReviewsPanel
          tailorId={outfit.tailorId}
          title={`Reviews of ${outfit.tailor.businessName}`}
        />
      </section>
    </div>
  );
}

// The shopper's own measurements are read by the two small parts that show them, not by the page:
// their arrival after hydration re-renders these parts only, never the whole outfit page.

/** `undefined` while unknown; `null` when none are saved (a live-mode guest with no id has none). */
function useMyMeasurements() {
  const userId = useCurrentUserId();
  const measurements = useMeasurements(userId);
  return { saved: userId === null ? null : measurements.data, failed: measurements.isError };
}

function MyFitStatus() {
  const { saved, failed } = useMyMeasurements();
  // If the measurements cannot be read, claim nothing about them either way.
  return failed ? null : <FitStatusCard measurements={saved} />;
}

function MySizingGuide() {
  const { saved, failed } = useMyMeasurements();
  return <SizingGuide measurements={failed ? null : saved} />;
}

const ProductDetailContentIsland = island('product-page', ProductDetailContent);

/**
 * The page's content is one island (decision 059): hydrated in the browser on its own, without
 * the router, from the id in its address.
 */
export default function ProductDetailPage() {
  const { id } = useParams();
  return <ProductDetailContentIsland id={id} />;
}
