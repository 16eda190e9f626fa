import { timelineEventLabels } from '../../../../shared/order-lifecycle.ts';
import type { TimelineEvent } from '../../../../shared/schemas/checkout.ts';
import { formatDate } from '../../../lib/format-date.ts';

/** What happened to the order, oldest first, each with its date. */
export function OrderTimeline({ events }: { events: TimelineEvent[] }) {
  return (
    <ol aria-label="Order timeline" className="relative space-y-4 border-l-2 border-brand-200 pl-5">
      {events.map((event, i) => (
        <li key={`${event.kind}-${i}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[27px] size-3 rounded-full bg-brand-700 ring-4 ring-white"
          />
          <p className="font-medium text-stone-900">{timelineEventLabels[event.kind]}</p>
          <p className="text-sm text-stone-600">
            <time dateTime={event.at}>{formatDate(event.at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
