import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { errorStatus } from '../../lib/api-client.ts';
import { useTailor } from '../../features/tailors/api/get-tailor.ts';
import {
  TailorProfile,
  tailorProfileParts,
  TailorProfileSkeleton,
} from '../../features/tailors/components/tailor-profile.tsx';
import { deferredPart } from '../../islands/deferred-part.tsx';
import { island } from '../../islands/island.tsx';
import * as now from './tailor-detail-later.ts';

// In the islands build these parts' code comes after the page's (tailor-detail-later.ts).
const later = () => import('./tailor-detail-later.ts');
const OrderCustomButton = import.meta.env.TELO_ISLANDS
  ? deferredPart(() => later().then((m) => m.OrderCustomButton))
  : now.OrderCustomButton;
const FollowTailorButton = import.meta.env.TELO_ISLANDS
  ? deferredPart(() => later().then((m) => m.FollowTailorButton))
  : now.FollowTailorButton;
const ContactButton = import.meta.env.TELO_ISLANDS
  ? deferredPart(() => later().then((m) => m.ContactButton))
  : now.ContactButton;
const ProductCard = import.meta.env.TELO_ISLANDS
  ? deferredPart(() => later().then((m) => m.ProductCard))
  : now.ProductCard;
const LazyTailorReviewsPanel = import.meta.env.TELO_ISLANDS
  ? deferredPart(() => later().then((m) => m.LazyTailorReviewsPanel))
  : now.LazyTailorReviewsPanel;

/** What the island waits for before it is hydrated (client/islands/registry.ts). */
export const tailorPageParts = [
  ...tailorProfileParts,
  OrderCustomButton,
  FollowTailorButton,
  ContactButton,
  ProductCard,
  LazyTailorReviewsPanel,
];

/** /tailors/{id}: one tailor's profile, with their outfits from the products feature. */
export function TailorDetailContent({ id }: { id: string | undefined }) {
  const tailor = useTailor(id);
  const status = errorStatus(tailor.error);
  // A malformed id (400) is as unknown as a missing one (404).
  const notFound = !id || status === 404 || status === 400;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <title>{tailor.data ? `${tailor.data.businessName} · Telo` : 'Master Tailor · Telo'}</title>
      <Link
        to={paths.tailors}
        className="mb-4 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All tailors
      </Link>
      {notFound ? (
        <div className="rounded-lg border border-dashed border-stone-300 bg-stone-50 px-4 py-16 text-center">
          <SearchX aria-hidden="true" className="mx-auto size-10 text-stone-500" />
          <h1 className="mt-3 text-2xl font-bold text-stone-900">Tailor not found</h1>
          <p className="mt-2 text-stone-600">
            This tailor may have left Telo, or the link is mistyped.
          </p>
          <Link to={paths.tailors} className={buttonClasses('primary', 'md', 'mt-6')}>
            Back to Tailors
          </Link>
        </div>
      ) : tailor.isError ? (
        <div role="alert" className="rounded-lg bg-red-50 p-8 text-center text-red-900">
          <h1 className="text-xl font-semibold">We could not load this tailor</h1>
          <p className="mt-1">Check your connection and try again.</p>
          <Button variant="outline" onClick={() => void tailor.refetch()} className="mt-4">
            Try again
          </Button>
        </div>
      ) : tailor.data ? (
        <TailorProfile
          tailor={tailor.data}
          reviews={<LazyTailorReviewsPanel tailorId={tailor.data.id} />}
          sendMessage={
            <ContactButton
              target={{ kind: 'tailor', tailorId: tailor.data.id }}
              label="Send Message"
              variant="primary"
              className="w-full"
            />
          }
          followButton={
            <FollowTailorButton
              tailorId={tailor.data.id}
              businessName={tailor.data.businessName}
              className="w-full"
            />
          }
          renderProduct={(product) => (
            <ProductCard
              product={product}
              headingLevel="h3"
              action={<OrderCustomButton product={product} />}
            />
          )}
        />
      ) : (
        <TailorProfileSkeleton />
      )}
    </div>
  );
}

const TailorDetailContentIsland = island('tailor-page', TailorDetailContent);

/**
 * The page's content is one island (decision 059): hydrated in the browser on its own, without
 * the router, from the id in its address.
 */
export default function TailorDetailPage() {
  const { id } = useParams();
  return <TailorDetailContentIsland id={id} />;
}
