import { Link } from 'react-router';
import type { Tailor } from '../../../../shared/schemas/tailor.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { TailorCard } from '../../../entities/tailor/tailor-card.tsx';
import { FAVOURITES_LIMIT } from '../lib/profile-sample.ts';

type FavouriteTailorsProps = {
  tailors: readonly Tailor[] | undefined;
  failed: boolean;
  /**
   * followed: the tailors the shopper follows (issue 15); suggested: nothing followed yet, so the
   * first tailors of the list, as spec §2 shows the demo shopper; none: nothing to show.
   */
  source: 'followed' | 'suggested' | 'none';
};

/** Favourite tailors, bios cut to 100 characters (spec §2, §9). */
export function FavouriteTailors({ tailors, failed, source }: FavouriteTailorsProps) {
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
        {Array.from({ length: FAVOURITES_LIMIT }, (_, i) => (
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
        {(source === 'suggested' ? tailors.slice(0, FAVOURITES_LIMIT) : tailors).map((tailor) => (
          <li key={tailor.id}>
            <TailorCard tailor={tailor} brief />
          </li>
        ))}
      </ul>
    </div>
  );
}
