import { BadgeCheck, CalendarDays, Mail, Phone, ShoppingBag, UserRound } from 'lucide-react';
import type { Me } from '../../../../shared/schemas/account.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatMonthYear } from '../../../../shared/dates.ts';

type ProfileHeaderProps = {
  /** The account (or the demo shopper); undefined while it loads. */
  me: Me | undefined;
  /** The avatar's letters; null shows a person icon. */
  initials: string | null;
  orderCount: number | undefined;
};

/** The profile's header (spec §2): the person's initials, name, username, contact, member since, orders. */
export function ProfileHeader({ me, initials, orderCount }: ProfileHeaderProps) {
  const contact = me?.phone ?? me?.email;
  return (
    <div className="rounded-xl bg-brand-900 p-5 text-white sm:p-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <span
          aria-hidden="true"
          className="grid size-20 shrink-0 place-items-center rounded-full bg-gold-100 text-2xl font-bold text-brand-900"
        >
          {initials ?? <UserRound className="size-9" />}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold sm:text-3xl">
              {me ? (
                me.fullName || 'Your profile'
              ) : (
                <>
                  <Skeleton inline onDark className="h-7 w-48 sm:h-8" />
                  <span className="sr-only">Loading your profile…</span>
                </>
              )}
            </h1>
            <Badge tone="gold" className="gap-1">
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              Verified Member
            </Badge>
          </div>
          {/* Until the person is known, their username and contact lines hold their places. */}
          {me ? (
            me.username && <p className="text-brand-100">@{me.username}</p>
          ) : (
            <p aria-hidden="true" className="text-brand-100">
              <Skeleton inline onDark className="h-4 w-28" />
            </p>
          )}
          {/* One line each on a phone: how the lines wrap cannot change as their values arrive. */}
          <ul className="mt-3 flex flex-col gap-x-5 gap-y-1 text-sm text-brand-50 sm:flex-row sm:flex-wrap">
            {contact ? (
              <li className="flex items-center gap-1.5">
                {me?.phone ? (
                  <Phone aria-hidden="true" className="size-4" />
                ) : (
                  <Mail aria-hidden="true" className="size-4" />
                )}
                {contact}
              </li>
            ) : (
              !me && (
                <li aria-hidden="true" className="flex h-5 items-center">
                  <Skeleton inline onDark className="h-4 w-32" />
                </li>
              )
            )}
            <li className="flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4" />
              Member since {me?.createdAt ? formatMonthYear(me.createdAt) : '…'}
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
