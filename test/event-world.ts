/**
 * Aso-ebi events for tests (issue 32): rows written straight into the tables, so a test of one
 * side (the lock, the tailor's grouped orders, the host's board) starts from an event without
 * walking the other sides' routes. Dates default to an event ten weeks away, paid by in four.
 */
import type { Db } from '../server/db/client.ts';
import {
  asoEbiEvents,
  asoEbiLooks,
  asoEbiMembers,
  type NewAsoEbiEvent,
} from '../server/db/schema/index.ts';
import { addDays, lookCapacity, sewByDate } from '../shared/aso-ebi.ts';
import { lagosToday } from '../shared/dates.ts';
import { sampleMeasurements } from './factories.ts';
import { insertOrder } from './fixtures.ts';

export type EventLook = {
  productId: string;
  tailorId: string;
  outfitKobo: number;
  marginKobo?: number;
  distribution?: 'guests' | 'host';
  capacity?: number;
};

/** An open event of `hostUserId` with the given looks (answers the event and its look rows). */
export async function insertEvent(
  db: Db,
  hostUserId: string,
  looks: EventLook[],
  overrides: Partial<NewAsoEbiEvent> = {},
) {
  const eventDate = overrides.eventDate ?? addDays(lagosToday(), 70);
  const payBy = overrides.payBy ?? addDays(lagosToday(), 28);
  const [event] = await db
    .insert(asoEbiEvents)
    .values({
      hostUserId,
      name: 'Tolu & Kunle’s Wedding',
      kind: 'wedding',
      city: 'Lagos',
      state: 'Lagos',
      eventDate,
      payBy,
      sewBy: sewByDate(eventDate),
      ...overrides,
    })
    .returning();
  const lookRows = await db
    .insert(asoEbiLooks)
    .values(
      looks.map((look, position) => ({
        eventId: event!.id,
        fabricNote: 'Wine and gold',
        capacity: lookCapacity(10, payBy, eventDate),
        position,
        ...look,
      })),
    )
    .returning();
  return { event: event!, looks: lookRows };
}

/** Members inserted here joined in the minute before the test, in the order inserted. */
const joinedFrom = Date.now() - 60_000;
let joins = 0;

/**
 * A guest who joined a look, measured (unless `measured: false`), and, with `order`, her event
 * order: unpaid, or paid and held (no accept-by) as a payment before the lock leaves it.
 */
export async function insertMember(
  db: Db,
  event: { id: string; sewBy: string },
  look: { id: string; tailorId: string; productId: string; outfitKobo: number; marginKobo: number },
  userId: string,
  options: { measured?: boolean; order?: 'unpaid' | 'paid'; name?: string } = {},
) {
  const measured = options.measured ?? true;
  let orderId: string | null = null;
  if (options.order) {
    const product = {
      id: look.productId,
      tailorId: look.tailorId,
      price: (look.outfitKobo + look.marginKobo) / 100,
    };
    const order = await insertOrder(db, userId, product, {
      status: 'pending',
      paymentState: options.order,
      basePrice: look.outfitKobo / 100,
      hostMarginKobo: look.marginKobo,
      eventId: event.id,
      neededBy: event.sewBy,
      acceptBy: null,
    });
    orderId = order.id;
  }
  const [member] = await db
    .insert(asoEbiMembers)
    .values({
      eventId: event.id,
      userId,
      name: options.name ?? 'Guest',
      lookId: look.id,
      sizeNote: 'Usually a 12',
      measurements: measured ? { ...sampleMeasurements } : null,
      measuredAt: measured ? new Date() : null,
      state: 'joined',
      joinedAt: new Date(),
      // Guests join one after another, as the board lists them: never two in one millisecond
      // (PGlite's clock), where the order would fall to their random ids.
      createdAt: new Date(joinedFrom + 10 * ++joins),
      orderId,
    })
    .returning();
  return member!;
}
