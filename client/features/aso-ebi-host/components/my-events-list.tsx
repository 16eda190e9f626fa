import { Link } from 'react-router';
import { eventKindLabels } from '../../../../shared/aso-ebi.ts';
import { formatDate } from '../../../../shared/dates.ts';
import type { MyEvents } from '../../../../shared/schemas/aso-ebi-host.ts';
import { Badge } from '../../../components/ui/badge.tsx';

type Summary = MyEvents['hosting'][number];

/** One list of My events: each event links to its board (hosting) or its page (joined). */
export function MyEventsList({
  title,
  events,
  empty,
  linkOf,
}: {
  title: string;
  events: Summary[];
  empty: string;
  linkOf: (id: string) => string;
}) {
  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
      {events.length === 0 ? (
        <p className="text-sm text-stone-700">{empty}</p>
      ) : (
        <ul className="space-y-2">
          {events.map((e) => (
            <li key={e.id}>
              <Link
                to={linkOf(e.id)}
                className="block rounded-lg border border-stone-200 bg-white p-3 hover:border-brand-700"
              >
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-stone-900">{e.name}</span>
                  <Badge tone={e.status === 'open' ? 'brand' : 'neutral'}>{e.status}</Badge>
                </span>
                <span className="block text-sm text-stone-700">
                  {eventKindLabels[e.kind]} · {formatDate(e.eventDate)} · {e.city} · pay by{' '}
                  {formatDate(e.payBy)} · {e.members} {e.members === 1 ? 'member' : 'members'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
