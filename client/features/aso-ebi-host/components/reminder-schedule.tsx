import { formatDate } from '../../../../shared/dates.ts';
import type { EventBoard } from '../../../../shared/schemas/aso-ebi-host.ts';

/** When Telo texts guests who joined but have not measured or paid, and to how many it has. */
export function ReminderSchedule({ reminders }: { reminders: EventBoard['reminders'] }) {
  return (
    <ul aria-label="Reminders" className="space-y-1 text-sm">
      {reminders.map((r) => (
        <li key={r.step} className="flex justify-between gap-2 border-b border-stone-100 py-2">
          <span>
            {formatDate(r.date)} ({r.step.replace('d', '')} {r.step === '1d' ? 'day' : 'days'}{' '}
            before pay-by)
          </span>
          <span className="text-stone-700">{r.sent > 0 ? `${r.sent} texted` : 'Not yet'}</span>
        </li>
      ))}
    </ul>
  );
}
