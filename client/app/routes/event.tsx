import { SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses, Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../config/paths.ts';
import { errorStatus } from '../../lib/api-client.ts';
import { useEvent } from '../../features/aso-ebi-guest/api/get-event.ts';
import { EventOverview } from '../../features/aso-ebi-guest/components/event-overview.tsx';
import { LookCard } from '../../features/aso-ebi-guest/components/look-card.tsx';
import { deferredPart } from '../../islands/deferred-part.tsx';
import { island } from '../../islands/island.tsx';
import * as now from './event-later.ts';

// In the islands build these parts' code comes after the page's (event-later.ts).
const later = () => import('./event-later.ts');
const GuestPanel = import.meta.env.TELO_ISLANDS
  ? deferredPart(() => later().then((m) => m.GuestPanel))
  : now.GuestPanel;
const ShareRow = import.meta.env.TELO_ISLANDS
  ? deferredPart(() => later().then((m) => m.ShareRow))
  : now.ShareRow;

/** What the island waits for before it is hydrated (client/islands/registry.ts). */
export const eventPageParts = [GuestPanel, ShareRow];

/**
 * /events/{id}: an aso-ebi event as the link a host shares opens it (issue 32). Rendered on the
 * server for each visitor (the event, its looks, price lines, dates and how many joined); the
 * visitor's own place (join, measurements, pay, leave) is read in the browser.
 */
export function EventContent({ id }: { id: string | undefined }) {
  const event = useEvent(id);
  const status = errorStatus(event.error);
  const notFound = !id || status === 404 || status === 400;
  const path = paths.event(id ?? '');

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <title>{event.data ? `${event.data.name} · Aso-ebi · Telo` : 'Aso-ebi event · Telo'}</title>
      {notFound ? (
        <div className="rounded-lg border border-dashed border-stone-300 bg-stone-50 px-4 py-16 text-center">
          <SearchX aria-hidden="true" className="mx-auto size-10 text-stone-500" />
          <h1 className="mt-3 text-2xl font-bold text-stone-900">Event not found</h1>
          <p className="mt-2 text-stone-600">The link may be mistyped, or the event removed.</p>
          <Link to={paths.home} className={buttonClasses('primary', 'md', 'mt-6')}>
            Go to Telo
          </Link>
        </div>
      ) : event.isError ? (
        <div role="alert" className="rounded-lg bg-red-50 p-8 text-center text-red-900">
          <h1 className="text-xl font-semibold">We could not load this event</h1>
          <p className="mt-1">Check your connection and try again.</p>
          <Button variant="outline" onClick={() => void event.refetch()} className="mt-4">
            Try again
          </Button>
        </div>
      ) : event.data ? (
        <div className="space-y-6">
          <EventOverview event={event.data} />
          <ShareRow event={event.data} path={path} />
          <section aria-labelledby="looks">
            <h2 id="looks" className="mb-3 text-lg font-semibold text-stone-900">
              The looks
            </h2>
            <div className="grid gap-3">
              {event.data.looks.map((look) => (
                <LookCard key={look.id} look={look} />
              ))}
            </div>
          </section>
          <GuestPanel event={event.data} path={path} />
        </div>
      ) : (
        <Skeleton className="h-96 w-full" />
      )}
    </div>
  );
}

const EventContentIsland = island('event-page', EventContent);

/**
 * The page's content is one island (decision 059): hydrated in the browser on its own, without
 * the router, from the id in its address.
 */
export default function EventPage() {
  const { id } = useParams();
  return <EventContentIsland id={id} />;
}
