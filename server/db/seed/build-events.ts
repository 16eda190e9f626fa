/**
 * The demo's aso-ebi event (issue 32): a wedding hosted by a seeded shopper, with a look from
 * each of two Lagos tailors, dated from the day of the seed (paid by in four weeks, the wedding
 * in ten), so a visitor of the demo (and the e2e journey) opens a real event page at a stable
 * link: /events/demo-aso-ebi-wedding.
 */
import { addDays, lookCapacity, sewByDate } from '../../../shared/aso-ebi.ts';
import { toKobo } from '../../../shared/money.ts';
import type { asoEbiEvents, asoEbiLooks } from '../schema/index.ts';
import type { NewUser } from '../../../test/factories.ts';
import type { SeededProduct, SeededTailor } from './build-catalog.ts';
import { lagosToday } from '../../../shared/dates.ts';

export const DEMO_EVENT_ID = 'demo-aso-ebi-wedding';

export function buildDemoEvent(
  host: NewUser,
  tailors: SeededTailor[],
  products: SeededProduct[],
  seedNow: Date,
) {
  const today = lagosToday(seedNow.getTime());
  const eventDate = addDays(today, 70);
  const payBy = addDays(today, 28);
  const lagos = tailors.filter((t) => t.row.location === 'Lagos').slice(0, 2);
  const looks = lagos.map((tailor, position) => {
    const product = products.find((p) => p.row.tailorId === tailor.row.id);
    if (!product) throw new Error(`${tailor.businessName} has no outfit for the demo event`);
    return {
      id: `${DEMO_EVENT_ID}-look-${position + 1}`,
      eventId: DEMO_EVENT_ID,
      productId: product.row.id!,
      tailorId: tailor.row.id!,
      fabricNote: position === 0 ? 'Wine lace with gold gele' : 'Wine and gold aso-oke',
      outfitKobo: toKobo(Number(product.row.price)),
      marginKobo: position === 0 ? 200_000 : 0,
      distribution: position === 0 ? ('guests' as const) : ('host' as const),
      capacity: lookCapacity(10, payBy, eventDate),
      position,
    } satisfies typeof asoEbiLooks.$inferInsert;
  });
  const firstName = host.fullName!.split(' ')[0]!;
  const event = {
    id: DEMO_EVENT_ID,
    hostUserId: host.id!,
    name: `${firstName} & Kunle’s Wedding`,
    kind: 'wedding',
    eventDate,
    city: 'Lagos',
    state: 'Lagos',
    payBy,
    sewBy: sewByDate(eventDate),
    note: 'Wine and gold for the family. Choose your look, give your measurements and pay by the date.',
    hostAddress: {
      name: host.fullName!,
      phone: '08010000201',
      street: '14 Glover Road, Ikoyi',
      city: 'Lagos',
      state: 'Lagos',
    },
  } satisfies typeof asoEbiEvents.$inferInsert;
  return { event, looks };
}
