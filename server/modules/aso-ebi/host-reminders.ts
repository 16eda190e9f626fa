import { addDays, daysBetween, reminderDates } from '../../../shared/aso-ebi.ts';
import { lagosToday } from '../../../shared/dates.ts';
import type { Db } from '../../db/client.ts';
import type { Outbox } from '../../outbox/outbox.ts';
import { queueToUser } from '../../outbox/notify.ts';
import { queueMessage } from '../../outbox/outbox.ts';
import { eventReminderText } from '../../texts/events.ts';
import * as repo from './host.repository.ts';

/** The furthest reminder step reached: `7d`, `3d` or `1d` before the pay-by date. */
const REMINDER_WINDOW_DAYS = 7;

/**
 * The `events-reminders` job (issue 32 item 4): for each open event whose pay-by date is at most
 * a week away, the schedule's step reached today (the latest whose date has come: a step missed
 * while the server was down is not sent late beside the next one) is texted to each member who
 * joined and has not both measured and paid. The step's row per member and its text commit in
 * one transaction, and the row's primary key lets each member have each step once, so the job
 * run twice, or on two instances at once, texts nobody twice.
 */
export function createEventReminders(deps: {
  db: Db;
  outbox: Pick<Outbox, 'deliverSoon'>;
  site: string;
}) {
  async function send(now = new Date()) {
    const today = lagosToday(now.getTime());
    const events = await repo.findOpenEventsPayingBy(
      deps.db,
      today,
      addDays(today, REMINDER_WINDOW_DAYS),
    );
    let texted = 0;
    for (const event of events) {
      const step = reminderDates(event.payBy)
        .filter((r) => r.date <= today)
        .at(-1);
      if (!step) continue;
      const daysLeft = daysBetween(today, event.payBy);
      texted += await deps.db.transaction(async (tx) => {
        const members = await repo.recordReminders(tx, event.id, step.step);
        const body = eventReminderText(event, daysLeft, deps.site, now);
        for (const member of members) {
          if (member.userId) await queueToUser(tx, member.userId, body);
          else if (member.phone) await queueMessage(tx, { channel: 'sms', to: member.phone, body });
        }
        return members.length;
      });
    }
    if (texted) deps.outbox.deliverSoon();
    return texted;
  }
  return { send };
}
