import { MapPin, Star } from 'lucide-react';
import { Link } from 'react-router';
import type { Product } from '../../../../shared/schemas/product.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { TailorAvatar } from '../../../entities/tailor/tailor-avatar.tsx';
import { formatRating } from '../../../../shared/numbers.ts';

/** Who makes the outfit: initial, business name, location, rating and 'View Profile'. */
export function ProductTailorCard({ product }: { product: Product }) {
  const { tailor } = product;
  return (
    <section
      aria-label="Made by"
      className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-xl border border-stone-200 bg-stone-50 p-4"
    >
      <TailorAvatar name={tailor.businessName} className="size-12 text-lg" />
      {/* At least 7 rem for the name: on a 320 px phone View Profile goes to the next line. */}
      <div className="min-w-0 flex-1 basis-28">
        <p className="font-semibold break-words text-stone-900">{tailor.businessName}</p>
        <p className="flex flex-wrap items-center gap-x-3 text-sm text-stone-600">
          <span className="flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4" />
            {tailor.location}
          </span>
          <span className="flex items-center gap-1">
            <Star aria-hidden="true" className="size-4 fill-gold-500 text-gold-500" />
            {formatRating(tailor.rating)}
            <span className="sr-only"> out of 5</span>
          </span>
        </p>
      </div>
      <Link
        to={paths.tailor(product.tailorId)}
        className={buttonClasses('outline', 'md', 'shrink-0')}
      >
        View Profile
      </Link>
    </section>
  );
}
