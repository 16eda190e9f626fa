import type { TailorEvents } from '../../../shared/schemas/tailor-events.ts';
import { addDays } from '../../../shared/aso-ebi.ts';
import { lagosToday } from '../../../shared/dates.ts';
import type { Db } from '../../db/client.ts';
import { findEventOrdersOfTailor } from './tailor-events.repository.ts';

/** Events finished this long ago drop off the tab (their orders stay on the Orders tab). */
const KEEP_DAYS_AFTER_SEW_BY = 30;

const firstName = (name: string) => name.trim().split(/\s+/)[0] || 'Guest';

/**
 * The tailor's Aso-ebi tab (issue 32 item 5): her orders from locked events, by event, then by
 * look, each guest with her cutting sheet (her size note and the measurements her order took).
 */
export async function tailorEvents(db: Db, tailorId: string, now = new Date()) {
  const since = addDays(lagosToday(now.getTime()), -KEEP_DAYS_AFTER_SEW_BY);
  const { events, rows } = await findEventOrdersOfTailor(db, tailorId, since);
  const answer: TailorEvents = {
    events: events.map((event) => {
      const mine = rows.filter((r) => r.eventId === event.id);
      const looks = Map.groupBy(mine, (r) => r.lookId);
      return {
        ...event,
        looks: [...looks.values()].map((guests) => {
          const look = guests[0]!;
          return {
            lookId: look.lookId,
            productName: look.productName,
            fabricNote: look.fabricNote,
            distribution: look.distribution,
            count: guests.length,
            guests: guests.map((g) => {
              const { unit, ...measurements } = g.measurements;
              return {
                orderId: g.orderId,
                firstName: firstName(g.memberName || g.accountName),
                sizeNote: g.sizeNote,
                measurements,
                unit: unit === 'centimeters' ? ('centimeters' as const) : ('inches' as const),
                status: g.status,
                stage: g.stage,
              };
            }),
          };
        }),
      };
    }),
  };
  return answer;
}
