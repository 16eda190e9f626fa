import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { eventKindLabels } from '../../../../shared/aso-ebi.ts';
import { asoEbiHostApi } from '../../../../shared/api/aso-ebi-host.ts';
import { pathOf } from '../../../../shared/api/endpoint.ts';
import { formatDate } from '../../../../shared/dates.ts';
import { formatNaira } from '../../../../shared/money.ts';
import type { EventBoard as Board } from '../../../../shared/schemas/aso-ebi-host.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { useUpdateEvent } from '../api/update-event.ts';
import { AddLook } from './add-look.tsx';
import { BoardSummary } from './board-summary.tsx';
import { CancelEvent } from './cancel-event.tsx';
import { LockEvent } from './lock-event.tsx';
import { InviteForm } from './invite-form.tsx';
import { MemberList } from './member-list.tsx';
import { ReminderSchedule } from './reminder-schedule.tsx';
import { ShareEvent } from './share-event.tsx';

const statusWords = { open: 'Open', locked: 'Locked', cancelled: 'Cancelled' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The host's board (issue 32 item 4): the money and the stages, the link to share, the members
 * with their stage and collection ticks, invitations, the reminder schedule, the CSV and cancel.
 */
export function EventBoard({ board }: { board: Board }) {
  const { event } = board;
  const update = useUpdateEvent(event.id);
  const open = event.status === 'open';
  return (
    <div className="space-y-8">
      <header className="space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold text-stone-900">{event.name}</h1>
          <Badge tone={open ? 'brand' : event.status === 'locked' ? 'gold' : 'red'}>
            {statusWords[event.status]}
          </Badge>
        </div>
        <p className="text-stone-700">
          {eventKindLabels[event.kind]} · {formatDate(event.eventDate)} · {event.city},{' '}
          {event.state}
        </p>
      </header>
      <BoardSummary board={board} />
      {open && (
        <Section title="Share the event">
          <ShareEvent name={event.name} path={event.path} />
          <label className="flex min-h-11 items-center gap-3 text-sm text-stone-800">
            <input
              type="checkbox"
              className="size-5"
              checked={event.showGuestNames}
              disabled={update.isPending}
              onChange={(e) =>
                update.mutate(
                  { showGuestNames: e.target.checked },
                  { onError: () => notifyError('Error', 'The change could not be saved') },
                )
              }
            />
            Show guests each other&apos;s first names on the event page
          </label>
        </Section>
      )}
      <Section title="Looks">
        <ul className="space-y-2">
          {event.looks.map((look) => (
            <li key={look.id} className="rounded-lg border border-stone-200 bg-white p-3 text-sm">
              <p className="font-semibold text-stone-900">
                {look.productName} ({look.fabricNote})
              </p>
              <p className="text-stone-700">
                {look.tailor.businessName} · {formatNaira(look.price)} a guest
                {look.margin > 0 ? ` (your margin ${formatNaira(look.margin)})` : ''}
              </p>
              <p className="text-stone-600">
                {look.taken} of {look.capacity} places taken ·{' '}
                {look.distribution === 'host' ? 'Delivered to you' : 'Delivered to each guest'}
              </p>
            </li>
          ))}
        </ul>
      </Section>
      {open && (
        <Section title="Add another look">
          <p className="text-sm text-stone-700">
            When a look is full, or for more choice, add another tailor&apos;s outfit.
          </p>
          <AddLook eventId={event.id} looks={event.looks.length} />
        </Section>
      )}
      <Section title={`Members (${board.members.length})`}>
        <a
          href={pathOf(asoEbiHostApi.boardCsv, { id: event.id })}
          download
          className={buttonClasses('outline')}
        >
          <Download aria-hidden="true" className="size-4" />
          Download CSV
        </a>
        <MemberList eventId={event.id} members={board.members} />
      </Section>
      {open && (
        <Section title="Invite by phone">
          <InviteForm eventId={event.id} />
        </Section>
      )}
      <Section title="Reminders">
        <p className="text-sm text-stone-700">
          Telo texts guests who joined but have not given their measurements or paid.
        </p>
        <ReminderSchedule reminders={board.reminders} />
      </Section>
      {open && (
        <Section title="Lock the event">
          <p className="text-sm text-stone-700">
            The event locks by itself at the end of the pay-by date. Everyone who is coming has
            paid? Lock it now and the tailors start sewing.
          </p>
          <LockEvent eventId={event.id} />
        </Section>
      )}
      {open && (
        <Section title="Cancel the event">
          <CancelEvent eventId={event.id} />
        </Section>
      )}
      {event.status === 'locked' && (
        <Card className="p-4 text-sm text-stone-800">
          This event is locked: every paid outfit is with its tailor, to be sewn by{' '}
          {formatDate(event.sewBy)}.
        </Card>
      )}
      {event.status === 'cancelled' && (
        <Card className="p-4 text-sm text-stone-800">
          This event is cancelled: every guest who paid has been refunded in full.
        </Card>
      )}
    </div>
  );
}
