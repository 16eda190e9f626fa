import { formatDate } from '../../../../shared/dates.ts';
import type { TailorEvent } from '../../../../shared/schemas/tailor-events.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTailorEvents } from '../api/get-tailor-events.ts';
import { GuestCuttingSheet } from './guest-cutting-sheet.tsx';

const day = (date: string) => formatDate(`${date}T12:00:00Z`);

/**
 * The workspace's Aso-ebi tab (issue 32 item 5): her orders from locked events, one card per
 * event (its date and the sew-by date they are due), then per look (the outfit, the fabric, where
 * the outfits go, how many), then each guest's cutting sheet. She accepts and moves each order on
 * the Orders tab, where its card is marked with the event.
 */
export function TailorEventsTab() {
  const events = useTailorEvents();
  if (events.isPending) return <Skeleton className="h-48 w-full" />;
  if (events.isError) {
    return (
      <Card className="p-6 text-center">
        <p className="text-stone-800">Your aso-ebi orders could not be loaded.</p>
        <Button
          variant="outline"
          className="mt-3"
          disabled={events.isFetching}
          onClick={() => events.refetch()}
        >
          {events.isFetching ? 'Trying again...' : 'Try again'}
        </Button>
      </Card>
    );
  }
  if (events.data.events.length === 0) {
    return (
      <Card className="p-6 text-center">
        <h2 className="text-lg font-semibold text-stone-900">No aso-ebi orders yet</h2>
        <p className="mt-1 text-sm text-stone-600">
          When a host&apos;s event with your outfit locks, its paid guests&apos; orders appear here,
          grouped by event, each with her cutting sheet.
        </p>
      </Card>
    );
  }
  return (
    <div className="space-y-4">
      {events.data.events.map((event) => (
        <EventCard key={event.id} event={event} />
      ))}
    </div>
  );
}

function EventCard({ event }: { event: TailorEvent }) {
  const guests = event.looks.reduce((n, look) => n + look.count, 0);
  return (
    <Card className="space-y-3 p-4" role="article" aria-label={event.name}>
      <div>
        <h2 className="text-lg font-semibold text-stone-900">{event.name}</h2>
        <p className="text-sm text-stone-600">
          {day(event.eventDate)} · {event.city} · {guests} {guests === 1 ? 'guest' : 'guests'}
        </p>
        <p className="mt-1">
          <Badge tone="gold">Sew by {day(event.sewBy)}</Badge>
        </p>
      </div>
      {event.looks.map((look) => (
        <section key={look.lookId} aria-label={`${look.productName} look`} className="space-y-2">
          <h3 className="font-semibold text-stone-900">
            {look.productName} <span className="font-normal text-stone-600">× {look.count}</span>
          </h3>
          <p className="text-sm text-stone-700">
            Fabric: {look.fabricNote} ·{' '}
            {look.distribution === 'host'
              ? 'all delivered to the host'
              : 'each delivered to her guest'}
          </p>
          <ul className="space-y-2">
            {look.guests.map((guest) => (
              <GuestCuttingSheet
                key={guest.orderId}
                guest={guest}
                eventName={event.name}
                productName={look.productName}
                fabricNote={look.fabricNote}
                sewBy={event.sewBy}
              />
            ))}
          </ul>
        </section>
      ))}
    </Card>
  );
}
