import { z } from 'zod';
import { DISTRIBUTIONS } from '../aso-ebi.ts';
import { PRODUCTION_STAGES } from '../order-lifecycle.ts';
import { contract } from '../api/endpoint.ts';
import { tailorEventsApi } from '../api/tailor-events.ts';

/** One guest's cutting sheet: her first name, size note and the measurements her order took. */
export const cuttingSheetSchema = z.object({
  orderId: z.string(),
  /** Only the first name, as on every order card: the tailor needs no more to cut. */
  firstName: z.string(),
  sizeNote: z.string().nullable(),
  measurements: z.record(z.string(), z.union([z.number(), z.string(), z.null()])),
  unit: z.enum(['inches', 'centimeters']),
  status: z.string(),
  /** Null until she accepts it. */
  stage: z.enum(PRODUCTION_STAGES).nullable(),
});
export type CuttingSheet = z.output<typeof cuttingSheetSchema>;

export const eventLookSchema = z.object({
  lookId: z.string(),
  productName: z.string(),
  fabricNote: z.string(),
  /** Each guest's outfit to her own address, or all to the host. */
  distribution: z.enum(DISTRIBUTIONS),
  count: z.number().int(),
  guests: z.array(cuttingSheetSchema),
});
export type EventLook = z.output<typeof eventLookSchema>;

export const tailorEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** YYYY-MM-DD, Lagos days. */
  eventDate: z.string(),
  sewBy: z.string(),
  city: z.string(),
  looks: z.array(eventLookSchema),
});
export type TailorEvent = z.output<typeof tailorEventSchema>;

export const tailorEventsAnswer = z.object({ events: z.array(tailorEventSchema) });
export type TailorEvents = z.output<typeof tailorEventsAnswer>;

export const tailorEventsContract = contract(tailorEventsApi, {
  list: {
    summary:
      "The tailor's paid orders from locked aso-ebi events, by event and look, with each guest's cutting sheet",
    response: tailorEventsAnswer,
  },
});
