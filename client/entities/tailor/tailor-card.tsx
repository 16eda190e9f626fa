import { Clock, MapPin, PackageCheck } from 'lucide-react';
import { Link } from 'react-router';
import { formatRating } from '../../../shared/numbers.ts';
import type { Tailor } from '../../../shared/schemas/tailor.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Stars } from '../../components/ui/stars.tsx';
import { paths } from '../../config/paths.ts';
import { TailorAvatar } from './tailor-avatar.tsx';

/** Bios on a brief card are cut to this many characters (spec §2, §9: the profile's favourites). */
export const BIO_PREVIEW_LENGTH = 100;

/**
 * A tailor's card: in the list (spec §2, Tailor card), or `brief` among the profile's favourite
 * tailors (name, location, the bio cut to 100 characters, View Profile).
 */
export function TailorCard({ tailor, brief = false }: { tailor: Tailor; brief?: boolean }) {
  const Heading = brief ? 'h3' : 'h2';
  const header = (
    <div className={brief ? 'flex items-center gap-3' : 'flex items-start gap-4'}>
      <TailorAvatar name={tailor.businessName} className={brief ? 'size-11' : undefined} />
      <div className="min-w-0">
        <Heading
          className={
            brief
              ? 'truncate font-semibold text-stone-900'
              : 'text-lg leading-snug font-bold text-stone-900'
          }
        >
          {tailor.businessName}
        </Heading>
        <p className="mt-0.5 flex items-center gap-1 text-sm text-stone-600">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {tailor.location}
        </p>
      </div>
    </div>
  );
  if (brief)
    return (
      <Card className="flex h-full flex-col p-4">
        {header}
        <p className="mt-3 flex-1 text-sm text-stone-700">
          {tailor.bio.length > BIO_PREVIEW_LENGTH
            ? `${tailor.bio.slice(0, BIO_PREVIEW_LENGTH)}...`
            : tailor.bio}
        </p>
        <Link to={paths.tailor(tailor.id)} className={buttonClasses('outline', 'md', 'mt-4')}>
          View Profile<span className="sr-only">: {tailor.businessName}</span>
        </Link>
      </Card>
    );
  return (
    <Card className="flex h-full flex-col p-5">
      {header}
      <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <Stars rating={tailor.rating} />
        <span className="font-semibold text-stone-900">{formatRating(tailor.rating)}</span>
        <span className="text-stone-600">({tailor.reviewCount} reviews)</span>
      </p>
      <p className="mt-3 line-clamp-3 text-sm text-stone-700">{tailor.bio}</p>
      <p className="mt-3 text-sm">
        <span className="font-medium text-stone-900">Specialties: </span>
        <span className="text-stone-700">{tailor.specialties.join(', ')}</span>
      </p>
      <dl className="mt-auto grid grid-cols-2 gap-2 pt-4 text-sm">
        <div className="flex items-center gap-2 rounded-md bg-brand-50 px-3 py-2">
          <PackageCheck aria-hidden="true" className="size-4 shrink-0 text-brand-800" />
          <dt className="sr-only">Completed orders</dt>
          <dd className="text-stone-800">{tailor.completedOrders} orders</dd>
        </div>
        <div className="flex items-center gap-2 rounded-md bg-gold-100/60 px-3 py-2">
          <Clock aria-hidden="true" className="size-4 shrink-0 text-gold-700" />
          <dt className="sr-only">Response time</dt>
          <dd className="text-stone-800">{tailor.responseTime}</dd>
        </div>
      </dl>
      <Link to={paths.tailor(tailor.id)} className={buttonClasses('primary', 'md', 'mt-4 w-full')}>
        View Profile
      </Link>
    </Card>
  );
}

/** The shape of a card while the list loads, so nothing shifts when tailors arrive. */
export function TailorCardSkeleton() {
  return (
    <div
      data-testid="tailor-card-skeleton"
      className="animate-pulse rounded-lg border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex gap-4">
        <div className="size-14 rounded-full bg-stone-200" />
        <div className="flex-1 space-y-2 pt-1">
          <div className="h-5 w-3/4 rounded bg-stone-200" />
          <div className="h-4 w-1/3 rounded bg-stone-200" />
        </div>
      </div>
      <div className="mt-4 h-4 w-1/2 rounded bg-stone-200" />
      <div className="mt-4 space-y-2">
        <div className="h-4 rounded bg-stone-200" />
        <div className="h-4 rounded bg-stone-200" />
        <div className="h-4 w-2/3 rounded bg-stone-200" />
      </div>
      <div className="mt-4 h-4 w-4/5 rounded bg-stone-200" />
      <div className="mt-4 grid grid-cols-2 gap-2">
        <div className="h-9 rounded bg-stone-200" />
        <div className="h-9 rounded bg-stone-200" />
      </div>
      <div className="mt-5 h-11 rounded-md bg-stone-200" />
    </div>
  );
}
