import { timelineEventLabels } from '../../../../shared/order-lifecycle.ts';
import type { TimelineEvent } from '../../../../shared/schemas/checkout.ts';
import { formatDateTime } from '../../../../shared/dates.ts';

/**
 * What happened to the order, newest first (issue 29), each with its day and time in Lagos (and
 * a note or photo). A payment attempt that failed before a later one paid says so, rather than
 * "Payment not completed" on an order that is paid.
 */
export function OrderTimeline({ events }: { events: TimelineEvent[] }) {
  const paidAt = events.find((e) => e.kind === 'paid')?.at;
  const label = (event: TimelineEvent) =>
    event.kind === 'payment_failed' && paidAt && paidAt >= event.at
      ? 'Earlier payment attempt did not go through'
      : (timelineEventLabels[event.kind] ?? event.kind);
  const newestFirst = events.map((event, i) => ({ event, i })).reverse();
  return (
    <ol aria-label="Order timeline" className="relative space-y-4 border-l-2 border-brand-200 pl-5">
      {newestFirst.map(({ event, i }) => (
        <li key={`${event.kind}-${i}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[27px] size-3 rounded-full bg-brand-700 ring-4 ring-white"
          />
          <p className="font-medium text-stone-900">{label(event)}</p>
          <p className="text-sm text-stone-600">
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          </p>
          {event.note && <p className="mt-1 text-sm text-stone-800">{event.note}</p>}
          {event.photoUrl && (
            <img
              src={event.photoUrl}
              alt="The finished outfit, photographed by your tailor"
              width={400}
              height={400}
              loading="lazy"
              className="mt-2 size-40 rounded-md object-cover"
            />
          )}
        </li>
      ))}
    </ol>
  );
}
