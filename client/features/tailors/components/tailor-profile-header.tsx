import { BadgeCheck, MapPin } from 'lucide-react';
import { useId } from 'react';
import type { Tailor } from '../../../../shared/schemas/tailor.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { TailorAvatar } from '../../../entities/tailor/tailor-avatar.tsx';
import { formatRating } from '../../../../shared/numbers.ts';

/** "Within 2 hours" → ["Within", "2 hours"]: the stat leads with the first word (spec §2). */
function splitFirstWord(text: string): [string, string] {
  const [first = '', ...rest] = text.trim().split(/\s+/);
  return [first, rest.join(' ')];
}

/** Name, place, verification, rating and the three headline figures of a tailor. */
export function TailorProfileHeader({ tailor }: { tailor: Tailor }) {
  const [responseFirst, responseRest] = splitFirstWord(tailor.responseTime);
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="overflow-hidden">
      <div className="h-20 border-b-4 border-gold-500 bg-gradient-to-r from-brand-900 via-brand-800 to-brand-700 sm:h-24" />
      <div className="px-5 pb-6 sm:px-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:gap-5">
          {/* Only the avatar rides up over the banner; the name stays on white. */}
          <TailorAvatar
            name={tailor.businessName}
            className="-mt-10 size-20 text-3xl ring-4 ring-white"
          />
          <div className="min-w-0 flex-1 sm:pt-3">
            <div className="flex flex-wrap items-center gap-2">
              <h1 id={titleId} className="text-2xl font-bold text-stone-900 sm:text-3xl">
                {tailor.businessName}
              </h1>
              {tailor.isVerified && (
                <Badge tone="brand" className="gap-1">
                  <BadgeCheck aria-hidden="true" className="size-3.5" />
                  Verified
                </Badge>
              )}
            </div>
            <p className="mt-1 flex items-center gap-1 text-stone-600">
              <MapPin aria-hidden="true" className="size-4" />
              {tailor.location}
            </p>
            <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
              <Stars rating={tailor.rating} />
              <span className="font-semibold text-stone-900">{formatRating(tailor.rating)}</span>
              <span className="text-stone-600">({tailor.reviewCount} reviews)</span>
            </p>
          </div>
        </div>
        {/* Flex, not three equal columns: a figure keeps the width its longest word needs ("Within",
            "experience") and the others share the rest, so nothing runs out of its box at 320 px. */}
        <dl className="mt-6 flex gap-2 text-center sm:gap-3">
          <div className="flex flex-1 flex-col rounded-lg bg-brand-50 px-1 py-3 sm:px-2">
            <dt className="text-xs text-stone-600 sm:text-sm">Orders completed</dt>
            <dd className="order-first text-lg font-bold text-brand-900 sm:text-2xl">
              {tailor.completedOrders}
            </dd>
          </div>
          <div className="flex flex-1 flex-col rounded-lg bg-brand-50 px-1 py-3 sm:px-2">
            <dt className="text-xs text-stone-600 sm:text-sm">Years experience</dt>
            <dd className="order-first text-lg font-bold text-brand-900 sm:text-2xl">
              {tailor.experience}
            </dd>
          </div>
          <div className="flex flex-1 flex-col rounded-lg bg-brand-50 px-1 py-3 sm:px-2">
            <dt className="text-xs text-stone-600 sm:text-sm">Response time</dt>
            <dd className="order-first text-brand-900">
              <span className="block text-lg font-bold sm:text-2xl">{responseFirst}</span>
              {responseRest && <span className="block text-xs sm:text-sm">{responseRest}</span>}
            </dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}
