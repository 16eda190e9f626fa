import { MapPin, Star } from 'lucide-react';
import { Link } from 'react-router';
import type { Tailor } from '../../../../shared/schemas/tailor.ts';
import { paths } from '../../../config/paths.ts';
import { TailorAvatar } from '../../../entities/tailor/tailor-avatar.tsx';
import { formatRating } from '../../../../shared/numbers.ts';

/** A tailor on the home page: initial, business name, location and rating (spec §2, Home). */
export function MasterTailorCard({ tailor }: { tailor: Tailor }) {
  return (
    <Link
      to={paths.tailor(tailor.id)}
      className="flex h-full items-center gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <TailorAvatar name={tailor.businessName} />
      <span className="min-w-0">
        <span className="block truncate font-semibold text-stone-900">{tailor.businessName}</span>
        <span className="mt-0.5 flex items-center gap-1 text-sm text-stone-600">
          <MapPin aria-hidden="true" className="size-4" />
          {tailor.location}
        </span>
        <span className="mt-1 flex flex-wrap items-center gap-x-1 text-sm font-medium text-stone-800">
          <Star aria-hidden="true" className="size-4 fill-gold-500 text-gold-500" />
          <span>
            {formatRating(tailor.rating)}
            <span className="sr-only"> out of 5</span>
          </span>
          <span className="font-normal text-stone-600">({tailor.reviewCount} reviews)</span>
        </span>
      </span>
    </Link>
  );
}

export function MasterTailorCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex items-center gap-4 rounded-xl border border-stone-200 bg-white p-5"
    >
      <div className="size-14 animate-pulse rounded-full bg-stone-200" />
      <div className="flex-1 space-y-2">
        <div className="h-4 w-3/4 animate-pulse rounded bg-stone-200" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-stone-200" />
        <div className="h-3 w-1/3 animate-pulse rounded bg-stone-200" />
      </div>
    </div>
  );
}
