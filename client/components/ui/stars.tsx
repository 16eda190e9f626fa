import { Star } from 'lucide-react';
import { formatRating } from '../../../shared/numbers.ts';

/** Five stars with floor(rating) filled (spec §9), labelled with the rating for screen readers. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.floor(rating);
  return (
    <span role="img" aria-label={`Rated ${formatRating(rating)} out of 5`} className={className}>
      <span className="inline-flex" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Star
            key={i}
            className={i < filled ? 'size-4 fill-gold-500 text-gold-500' : 'size-4 text-stone-300'}
          />
        ))}
      </span>
    </span>
  );
}
