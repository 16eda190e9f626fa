import { CalendarDays, MapPin, Users } from 'lucide-react';
import { eventKindLabels } from '../../../../shared/aso-ebi.ts';
import { formatDate } from '../../../../shared/dates.ts';
import type { PublicEvent } from '../../../../shared/schemas/aso-ebi-guest.ts';

/** The event's heading, the host's words, its three dates and how many have joined. */
export function EventOverview({ event }: { event: PublicEvent }) {
  const joined =
    event.joinedCount === 1 ? '1 guest has joined' : `${event.joinedCount} guests have joined`;
  return (
    <section aria-labelledby="event-name">
      <p className="text-sm font-medium uppercase tracking-wide text-brand-800">
        Aso-ebi · {eventKindLabels[event.kind]}
      </p>
      <h1 id="event-name" className="mt-1 text-2xl font-bold text-stone-900 sm:text-3xl">
        {event.name}
      </h1>
      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-stone-700">
        <span className="inline-flex items-center gap-1">
          <CalendarDays aria-hidden="true" className="size-4" />
          {formatDate(event.eventDate)}
        </span>
        <span className="inline-flex items-center gap-1">
          <MapPin aria-hidden="true" className="size-4" />
          {event.city}, {event.state}
        </span>
      </p>
      <p className="mt-2 text-stone-700">Organised by {event.hostFirstName} on Telo.</p>
      {event.note && (
        <blockquote className="mt-3 border-l-4 border-brand-200 pl-3 text-stone-800">
          {event.note}
        </blockquote>
      )}
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        <Deadline label="Pay by" date={event.payBy} />
        <Deadline label="Sewn by" date={event.sewBy} />
        <Deadline label="Event day" date={event.eventDate} />
      </dl>
      <p className="mt-4 flex items-center gap-2 text-stone-800" data-testid="joined-count">
        <Users aria-hidden="true" className="size-5 text-brand-800" />
        {joined}
        {event.guestNames && event.guestNames.length > 0 && `: ${event.guestNames.join(', ')}`}
      </p>
      {event.status !== 'open' && (
        <p role="status" className="mt-3 rounded-md bg-amber-50 p-3 text-amber-900">
          {event.status === 'locked'
            ? 'This event has locked: its outfits are with the tailors and it takes no new guests.'
            : 'The host cancelled this event; every guest who paid is refunded in full.'}
        </p>
      )}
    </section>
  );
}

function Deadline({ label, date }: { label: string; date: string }) {
  return (
    <div className="rounded-md bg-stone-50 px-1 py-2">
      <dt className="text-xs text-stone-600">{label}</dt>
      <dd className="text-xs font-semibold text-stone-900 sm:text-sm">{formatDate(date)}</dd>
    </div>
  );
}
