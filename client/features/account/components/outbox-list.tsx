import type { OutboxEntry } from '../../../../shared/schemas/account.ts';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../../shared/dates.ts';

const channelNames = { sms: 'SMS', whatsapp: 'WhatsApp', email: 'Email' } as const;

/** Lagos time of day ("14:05"), beside the date: codes are told apart by the minute. */
function timeOfDay(iso: string): string {
  const date = new Date(new Date(iso).getTime() + 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/** The development outbox, in the order the API gives it (newest first). */
export function OutboxList({ entries }: { entries: OutboxEntry[] }) {
  if (entries.length === 0)
    return (
      <Card className="p-8 text-center text-stone-700">
        Nothing has been sent yet. Ask for a sign-in code and it shows here.
      </Card>
    );
  return (
    <ol aria-label="Sent messages" className="space-y-3">
      {entries.map((entry, i) => (
        <li key={`${entry.createdAt}-${i}`}>
          <Card className="p-4">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
              <span className="rounded bg-brand-50 px-2 py-0.5 font-semibold text-brand-900">
                {channelNames[entry.channel]}
              </span>
              <span>
                to <span className="font-medium text-stone-900">{entry.to}</span>
              </span>
              <time dateTime={entry.createdAt}>
                {formatDate(entry.createdAt)}, {timeOfDay(entry.createdAt)}
              </time>
            </p>
            <p className="mt-2 break-words whitespace-pre-line text-stone-900">{entry.body}</p>
          </Card>
        </li>
      ))}
    </ol>
  );
}
