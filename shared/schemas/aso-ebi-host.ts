import { z } from 'zod';
import { DISTRIBUTIONS, EVENT_KINDS, EVENT_STATES, MAX_LOOKS, MEMBER_STAGES } from '../aso-ebi.ts';
import { contract, type Json } from '../api/endpoint.ts';
import { asoEbiHostApi } from '../api/aso-ebi-host.ts';
import { MAX_PRICE_NAIRA } from '../money-limits.ts';
import { deliveryAddressSchema, nigerianStateSchema, storedAddressSchema } from './checkout.ts';
import { emptyBodySchema, idParamsSchema, idSchema, optionalText, requiredText } from './common.ts';
import { eventLimits, INVITES_MAX, NEED_HOST_ADDRESS } from './aso-ebi-host-rules.ts';

/**
 * The host's side of aso-ebi events (issue 32, decision 054): the bodies and answers of
 * shared/api/aso-ebi-host.ts. Money is naira in JSON like every other answer (design §5); the
 * server keeps kobo. Dates are Lagos calendar days, YYYY-MM-DD.
 */

const dateSchema = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((s) => {
      const time = Date.parse(`${s}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === s;
    }, `${label} must be a real date`);

/** One look: a catalogue outfit, its fabric, the host's margin (naira) and how it reaches guests. */
export const lookInputSchema = z.object({
  productId: idSchema,
  fabricNote: requiredText('Fabric colour or note', eventLimits.fabricNote),
  /** The host's margin per guest in naira, shown to guests as its own line (0 by default). */
  margin: z
    .number({ error: 'Margin must be a number of naira' })
    .min(0, 'Margin cannot be below ₦0')
    .max(MAX_PRICE_NAIRA, 'Margin is too large')
    .multipleOf(0.01, 'Margin may have at most 2 decimals (kobo)')
    .optional()
    .default(0),
  distribution: z
    .enum(DISTRIBUTIONS, { error: 'Distribution must be guests or host' })
    .optional()
    .default('guests'),
});
export type LookInput = z.input<typeof lookInputSchema>;

/** POST /api/events: the event, its first looks and the pay-by date the host chose. */
export const createEventSchema = z
  .object({
    name: requiredText('Event name', eventLimits.name),
    kind: z.enum(EVENT_KINDS, { error: 'Kind must be wedding, burial, birthday or other' }),
    eventDate: dateSchema('Event date'),
    city: requiredText('City', eventLimits.city),
    state: nigerianStateSchema,
    payBy: dateSchema('Pay-by date'),
    note: optionalText('Note to guests', eventLimits.note),
    showGuestNames: z.boolean({ error: 'Show guest names must be true or false' }).default(false),
    hostAddress: deliveryAddressSchema.nullish().transform((v) => v ?? null),
    looks: z
      .array(lookInputSchema, { error: 'Looks must be a list' })
      .min(1, 'Add at least one look')
      .max(MAX_LOOKS, `At most ${MAX_LOOKS} looks`),
  })
  .superRefine((body, ctx) => {
    if (body.looks.some((l) => l.distribution === 'host') && !body.hostAddress) {
      ctx.addIssue({ code: 'custom', path: ['hostAddress'], message: NEED_HOST_ADDRESS });
    }
  });
export type CreateEventInput = z.input<typeof createEventSchema>;
export type CreateEvent = z.output<typeof createEventSchema>;

/** PATCH /api/events/:id: what the host may change while the event is open. */
export const updateEventSchema = z
  .object({
    showGuestNames: z.boolean({ error: 'Show guest names must be true or false' }).optional(),
    note: optionalText('Note to guests', eventLimits.note).optional(),
    hostAddress: deliveryAddressSchema.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'Change at least one thing');

export const inviteSchema = z.object({
  phones: z
    .array(z.string({ error: 'A phone number must be text' }).max(40, 'Phone number is too long'), {
      error: 'Phones must be a list',
    })
    .min(1, 'Add at least one phone number')
    .max(INVITES_MAX, `At most ${INVITES_MAX} phone numbers at once`),
});
export const invitedSchema = z.object({
  /** Numbers texted the event's link now. */
  invited: z.number(),
  /** Numbers already on the board (invited before, or a guest's own). */
  skipped: z.number(),
});

export const memberParamsSchema = z.object({ id: idSchema, memberId: idSchema });

export const hostLookSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  imageUrl: z.string(),
  category: z.string(),
  tailor: z.object({ id: z.string(), businessName: z.string(), location: z.string() }),
  fabricNote: z.string(),
  /** The outfit's price when the look was added, the host's margin, and their sum (naira). */
  outfitPrice: z.number(),
  margin: z.number(),
  price: z.number(),
  distribution: z.enum(DISTRIBUTIONS),
  capacity: z.number(),
  /** Guests holding a place (joined, not left or dropped). */
  taken: z.number(),
  makingDays: z.number(),
});

export const hostEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(EVENT_KINDS),
  eventDate: z.string(),
  city: z.string(),
  state: nigerianStateSchema,
  payBy: z.string(),
  sewBy: z.string(),
  note: z.string().nullable(),
  showGuestNames: z.boolean(),
  hostAddress: storedAddressSchema.nullable(),
  status: z.enum(EVENT_STATES),
  /** The event page's path, for the share link. */
  path: z.string(),
  looks: z.array(hostLookSchema),
  createdAt: z.date(),
});
export type HostEvent = Json<z.output<typeof hostEventSchema>>;
export type HostLook = HostEvent['looks'][number];

export const boardMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  lookId: z.string().nullable(),
  lookName: z.string().nullable(),
  sizeNote: z.string().nullable(),
  stage: z.enum(MEMBER_STAGES),
  /** The guest's order total (naira), once she has an order. */
  amount: z.number().nullable(),
  /** The host may tick this outfit as handed over: a look delivered to her, delivered. */
  canCollect: z.boolean(),
  collectedAt: z.date().nullable(),
});
export type BoardMember = Json<z.output<typeof boardMemberSchema>>;

export const eventBoardSchema = z.object({
  event: hostEventSchema,
  members: z.array(boardMemberSchema),
  /** Members per stage (every stage named, 0 when none). */
  counts: z.record(z.enum(MEMBER_STAGES), z.number()),
  totals: z.object({
    /** Paid members' order totals (naira). */
    collected: z.number(),
    /** Joined members who have not paid: their looks' prices (naira, delivery not included). */
    owed: z.number(),
  }),
  reminders: z.array(
    z.object({
      step: z.string(),
      date: z.string(),
      /** Members texted at this step. */
      sent: z.number(),
    }),
  ),
});
export type EventBoard = Json<z.output<typeof eventBoardSchema>>;

const eventSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(EVENT_KINDS),
  eventDate: z.string(),
  payBy: z.string(),
  city: z.string(),
  status: z.enum(EVENT_STATES),
  members: z.number(),
});
export const myEventsSchema = z.object({
  hosting: z.array(eventSummarySchema),
  joined: z.array(eventSummarySchema),
});
export type MyEvents = Json<z.output<typeof myEventsSchema>>;

export const outfitQuerySchema = z.object({
  q: z.string({ error: 'Search must be text' }).trim().max(100, 'Search is too long').optional(),
});
/**
 * An outfit a host may choose for a look: what the create form shows and computes its dates
 * from (the tailor's making time for its category), and whether it is her own (refused).
 */
export const outfitChoiceSchema = z.object({
  productId: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  category: z.string(),
  price: z.number(),
  tailor: z.object({ id: z.string(), businessName: z.string(), location: z.string() }),
  makingDays: z.number(),
  eventOrdersPerWeek: z.number(),
  ownWorkshop: z.boolean(),
});
export type OutfitChoice = Json<z.output<typeof outfitChoiceSchema>>;
export const outfitChoicesSchema = z.array(outfitChoiceSchema);

/** The board as a spreadsheet: text/csv, sent as an attachment. */
export const csvSchema = z.string();

export const asoEbiHostContract = contract(asoEbiHostApi, {
  create: {
    summary:
      'Creates an aso-ebi event with its looks; prices from the catalogue, sew-by date and capacity computed (201; 400 a pay-by date that leaves the tailors too little time)',
    body: createEventSchema,
    response: hostEventSchema,
  },
  mine: {
    summary: 'Events the account hosts and events it joined, newest first',
    response: myEventsSchema,
  },
  outfits: {
    summary:
      "Available outfits matching a search, with their tailor's making time, for an event's looks (at most 20)",
    query: outfitQuerySchema,
    response: outfitChoicesSchema,
  },
  addLook: {
    summary: "Adds another tailor's look to an open event of the host's (201)",
    params: idParamsSchema,
    body: lookInputSchema,
    response: hostEventSchema,
  },
  update: {
    summary: "Changes an event's note, guest-names switch or the host's address",
    params: idParamsSchema,
    body: updateEventSchema,
    response: hostEventSchema,
  },
  board: {
    summary: "The host's board: every member's stage, money collected and owed, the reminders",
    params: idParamsSchema,
    response: eventBoardSchema,
  },
  boardCsv: {
    summary: 'The board as a CSV spreadsheet (attachment)',
    params: idParamsSchema,
    response: csvSchema,
  },
  invite: {
    summary: 'Texts the event link to up to 50 phone numbers, each put on the board as invited',
    params: idParamsSchema,
    body: inviteSchema,
    response: invitedSchema,
  },
  cancel: {
    summary:
      'Cancels an open event: every guest refunded in full and texted (409 once locked or cancelled)',
    params: idParamsSchema,
    body: emptyBodySchema,
    response: hostEventSchema,
  },
  collected: {
    summary:
      "Ticks a guest's outfit as handed over by the host (409 unless delivered to the host and delivered)",
    params: memberParamsSchema,
    body: emptyBodySchema,
    response: boardMemberSchema,
  },
});
