import { Info } from 'lucide-react';
import type { Tailor } from '../../../../shared/schemas/tailor.ts';
import { Stars } from '../../../components/ui/stars.tsx';
import { formatRating } from '../../../../shared/numbers.ts';

/**
 * Telo does not collect written reviews yet, so the bars and reviews below are examples of what
 * the tab will show, and they say so. Only the rating and the review count are the tailor's own.
 */
const sampleDistribution = [
  { stars: 5, percent: 72 },
  { stars: 4, percent: 19 },
  { stars: 3, percent: 6 },
  { stars: 2, percent: 2 },
  { stars: 1, percent: 1 },
];

const sampleReviews = [
  {
    name: 'Folake, Lagos',
    rating: 5,
    outfit: 'Lace buba and iro',
    text: 'I sent my measurements from the app and the first fitting was already right. The beading on the sleeves was neater than I expected.',
  },
  {
    name: 'Ibrahim, Abuja',
    rating: 5,
    outfit: 'Three-piece agbada',
    text: 'Delivered a week before my brother’s wedding. The embroidery is heavy but the agbada still falls well on the shoulders.',
  },
  {
    name: 'Chinedu, Port Harcourt',
    rating: 4,
    outfit: 'Senator suit',
    text: 'Good cut and quick replies. The trousers were slightly long; they adjusted them free under the fit guarantee.',
  },
];

/** The Reviews tab: the tailor's real rating and count, then clearly labelled examples. */
export function TailorReviews({ tailor }: { tailor: Tailor }) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="reviews-summary" className="flex flex-wrap items-center gap-6">
        <h2 id="reviews-summary" className="sr-only">
          Rating summary
        </h2>
        <div className="text-center">
          <p className="text-5xl font-bold text-stone-900">{formatRating(tailor.rating)}</p>
          <Stars rating={tailor.rating} className="mt-2 inline-block" />
          <p className="mt-1 text-sm text-stone-600">Based on {tailor.reviewCount} reviews</p>
        </div>
      </section>
      <section aria-labelledby="sample-reviews" className="space-y-5">
        <div>
          <h2 id="sample-reviews" className="text-xl font-semibold text-stone-900">
            Sample reviews
          </h2>
          <p className="mt-2 flex gap-2 rounded-md bg-gold-100 p-3 text-sm text-stone-800">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Written reviews are not collected on Telo yet. The breakdown and reviews below are
            examples of how this tab will look, not feedback from this tailor&apos;s customers.
          </p>
        </div>
        <div className="max-w-md space-y-2" aria-label="Example rating breakdown" role="group">
          {sampleDistribution.map(({ stars, percent }) => (
            <div key={stars} className="flex items-center gap-3 text-sm">
              <span className="w-14 text-stone-700">{stars} stars</span>
              <span className="h-2.5 flex-1 overflow-hidden rounded-full bg-stone-200">
                <span className="block h-full bg-gold-500" style={{ width: `${percent}%` }} />
              </span>
              <span className="w-10 text-right text-stone-600">{percent}%</span>
            </div>
          ))}
        </div>
        <ul className="grid gap-4 md:grid-cols-3">
          {sampleReviews.map((review) => (
            <li key={review.name} className="rounded-lg border border-stone-200 p-4">
              <div className="flex items-center justify-between gap-2">
                <p className="font-semibold text-stone-900">{review.name}</p>
                <Stars rating={review.rating} />
              </div>
              <p className="mt-1 text-xs text-stone-600">Example · {review.outfit}</p>
              <p className="mt-3 text-sm text-stone-700">{review.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
