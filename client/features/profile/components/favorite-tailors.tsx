import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { Tailor } from '../../../../shared/schemas/tailor.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { BIO_PREVIEW_LENGTH, FAVORITES_LIMIT } from '../lib/profile-sample.ts';

type FavoriteTailorsProps = {
  tailors: readonly Tailor[] | undefined;
  failed: boolean;
  /**
   * followed: the tailors the shopper follows (issue 15); suggested: nothing followed yet, so the
   * first tailors of the list, as spec §2 shows the demo shopper; none: nothing to show.
   */
  source: 'followed' | 'suggested' | 'none';
};

/** Favourite tailors, bios cut to 100 characters (spec §2, §9). */
export function FavoriteTailors({ tailors, failed, source }: FavoriteTailorsProps) {
  if (failed)
    return (
      <p role="alert" className="text-stone-700">
        We could not load tailors. Please try again later.
      </p>
    );
  if (source === 'none')
    return (
      <div className="rounded-lg border border-dashed border-stone-300 p-6 text-center">
        <p className="text-stone-700">
          You are not following any tailors yet. Follow Tailor on a tailor&apos;s page keeps them
          here.
        </p>
        <Link to={paths.tailors} className={buttonClasses('outline', 'md', 'mt-3')}>
          Find Tailors
        </Link>
      </div>
    );
  if (!tailors)
    return (
      <div className="grid gap-4 md:grid-cols-3">
        {Array.from({ length: FAVORITES_LIMIT }, (_, i) => (
          <Skeleton key={i} className="h-44" />
        ))}
      </div>
    );
  return (
    <div>
      {source === 'suggested' && (
        <p className="mb-4 text-sm text-stone-600">
          Follow tailors on their pages to keep them here. Until then, here are master tailors
          shoppers love.
        </p>
      )}
      <ul className="grid gap-4 md:grid-cols-3" aria-label="Favourite tailors">
        {(source === 'suggested' ? tailors.slice(0, FAVORITES_LIMIT) : tailors).map((tailor) => (
          <li key={tailor.id}>
            <Card className="flex h-full flex-col p-4">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-900 font-bold text-white"
                >
                  {tailor.businessName.charAt(0)}
                </span>
                <div className="min-w-0">
                  <h3 className="truncate font-semibold text-stone-900">{tailor.businessName}</h3>
                  <p className="flex items-center gap-1 text-sm text-stone-600">
                    <MapPin aria-hidden="true" className="size-3.5" />
                    {tailor.location}
                  </p>
                </div>
              </div>
              <p className="mt-3 flex-1 text-sm text-stone-700">
                {tailor.bio.length > BIO_PREVIEW_LENGTH
                  ? `${tailor.bio.slice(0, BIO_PREVIEW_LENGTH)}...`
                  : tailor.bio}
              </p>
              <Link to={paths.tailor(tailor.id)} className={buttonClasses('outline', 'md', 'mt-4')}>
                View Profile<span className="sr-only">: {tailor.businessName}</span>
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
