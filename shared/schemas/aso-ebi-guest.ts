/**
 * An aso-ebi event as its guests see it (issue 32 items 2 and 3, decision 054): the public event
 * (looks, price lines in naira, deadlines, how many joined, never another guest's name unless the
 * host shows them), the guest's own membership, and her writes: join, measurements, pay, leave.
 */
import { z } from 'zod';
import {
  DISTRIBUTIONS,
  EVENT_KINDS,
  EVENT_STATES,
  MEMBER_STAGES,
  MEMBER_STATES,
} from '../aso-ebi.ts';
import { asoEbiGuestApi } from '../api/aso-ebi-guest.ts';
import { contract, type Json } from '../api/endpoint.ts';
import { ORDER_PAYMENT_STATES } from '../order-lifecycle.ts';
import { emptyBodySchema, idSchema, optionalText } from './common.ts';
import { checkoutDeliverySchema, checkoutStartedSchema } from './checkout.ts';
import { CHOOSE_A_LOOK, SIZE_NOTE_LABEL, SIZE_NOTE_MAX } from './aso-ebi-guest-rules.ts';

export const eventParamsSchema = z.object({ id: idSchema });

const lookSchema = z.object({
  id: z.string(),
  product: z.object({
    id: z.string(),
    name: z.string(),
    imageUrl: z.string(),
    category: z.string(),
  }),
  tailor: z.object({ id: z.string(), businessName: z.string(), location: z.string() }),
  fabricNote: z.string(),
  /** Naira: the outfit, and the host's margin as its own line (0 when she takes none). */
  outfit: z.number(),
  hostMargin: z.number(),
  /**
   * How the outfit reaches the guest: 'guests', to her own address (its fee priced from the
   * tailor's town when she pays) or collected free from the workshop; 'host', all to the host.
   */
  distribution: z.enum(DISTRIBUTIONS),
  capacity: z.number().int(),
  placesLeft: z.number().int(),
});
export type EventLook = Json<z.output<typeof lookSchema>>;

export const publicEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(EVENT_KINDS),
  eventDate: z.string(),
  city: z.string(),
  state: z.string(),
  payBy: z.string(),
  sewBy: z.string(),
  status: z.enum(EVENT_STATES),
  hostFirstName: z.string(),
  note: z.string().nullable(),
  looks: z.array(lookSchema),
  /** Members who joined a look and have not left or been dropped. */
  joinedCount: z.number().int(),
  /** The joined guests' first names, only when the host shows them; otherwise null. */
  guestNames: z.array(z.string()).nullable(),
});
export type PublicEvent = Json<z.output<typeof publicEventSchema>>;

export const membershipSchema = z.object({
  id: z.string(),
  state: z.enum(MEMBER_STATES),
  stage: z.enum(MEMBER_STAGES),
  lookId: z.string().nullable(),
  sizeNote: z.string().nullable(),
  measured: z.boolean(),
  order: z
    .object({
      id: z.string(),
      paymentState: z.enum(ORDER_PAYMENT_STATES),
      status: z.string(),
      totalAmount: z.number(),
    })
    .nullable(),
});
export type Membership = Json<z.output<typeof membershipSchema>>;
/** GET /api/events/{id}/me: the viewer's membership, or null (a visitor, or not a member). */
export const myMembershipSchema = membershipSchema.nullable();

export const joinEventSchema = z.object({
  lookId: z.string({ error: CHOOSE_A_LOOK }).min(1, CHOOSE_A_LOOK).pipe(idSchema),
  sizeNote: optionalText(SIZE_NOTE_LABEL, SIZE_NOTE_MAX),
});
export type JoinEvent = z.input<typeof joinEventSchema>;

/**
 * How she receives a look delivered to each guest: her address (the fee priced from the tailor's
 * town) or pickup. A look delivered to the host takes none (it goes to the host's address).
 */
export const payEventSchema = z.object({ delivery: checkoutDeliverySchema.optional() }).optional();
export type PayEvent = z.input<typeof payEventSchema>;

export const eventCheckoutStartedSchema = checkoutStartedSchema;

export const asoEbiGuestContract = contract(asoEbiGuestApi, {
  event: {
    summary:
      'An aso-ebi event as any visitor sees it: looks, price lines, deadlines, how many joined (public; 404 unknown)',
    params: eventParamsSchema,
    response: publicEventSchema,
  },
  me: {
    summary: "The session's membership of the event (null when not a member)",
    params: eventParamsSchema,
    response: myMembershipSchema,
  },
  join: {
    summary:
      'Joins a look with a size note, or changes them while unpaid (409 when the event is not open or the look is full)',
    params: eventParamsSchema,
    body: joinEventSchema,
    response: membershipSchema,
  },
  measurements: {
    summary: "Copies the guest's saved measurements onto her membership (409 when she has none)",
    params: eventParamsSchema,
    body: emptyBodySchema,
    response: membershipSchema,
  },
  pay: {
    summary:
      'Starts paying her share through the checkout: one order per member (409 unless joined, measured and open)',
    params: eventParamsSchema,
    body: payEventSchema,
    response: eventCheckoutStartedSchema,
  },
  leave: {
    summary:
      'Leaves the event before the lock, her order cancelled and refunded in full (409 after)',
    params: eventParamsSchema,
    body: emptyBodySchema,
    response: membershipSchema,
  },
});
