import { BadgeCheck, CalendarDays, MapPin, ShoppingBag } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { sampleProfile } from '../lib/profile-sample.ts';

type ProfileHeaderProps = { username: string; orderCount: number | undefined };

export function ProfileHeader({ username, orderCount }: ProfileHeaderProps) {
  return (
    <div className="rounded-xl bg-brand-900 p-5 text-white sm:p-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <span
          aria-hidden="true"
          className="grid size-20 shrink-0 place-items-center rounded-full bg-gold-100 text-2xl font-bold text-brand-900"
        >
          {sampleProfile.initials}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold sm:text-3xl">{sampleProfile.fullName}</h1>
            <Badge tone="gold" className="gap-1">
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              Verified Member
            </Badge>
          </div>
          <p className="text-brand-100">@{username}</p>
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-brand-50">
            <li className="flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4" />
              {sampleProfile.location}
            </li>
            <li className="flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4" />
              Member since {sampleProfile.memberSince}
            </li>
            <li className="flex items-center gap-1.5">
              <ShoppingBag aria-hidden="true" className="size-4" />
              {orderCount === undefined
                ? 'Orders loading...'
                : `${orderCount} ${orderCount === 1 ? 'order' : 'orders'}`}
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}
