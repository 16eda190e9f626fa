/**
 * Checkout and payments (issue 13): the contract between the checkout pages and the server.
 * Amounts in answers are naira numbers (as orders.totalAmount); kobo only travel to Paystack.
 * The client never sends a price: every amount is computed on the server from stored prices.
 *
 * The calls themselves are declared once in shared/api/checkout.ts (checkout, addresses,
 * payments, Paystack's callback and webhook) and shared/api/orders.ts; their contracts are below.
 */
import { z } from 'zod';
import { nigerianStates } from '../nigeria.ts';
import { deliveryZones } from '../delivery-zones.ts';
import { changeRequestSchema, orderApprovalSchema } from './order-approval.ts';
import {
  ORDER_PAYMENT_STATES,
  PRODUCTION_STAGES,
  TIMELINE_EVENTS,
  type OrderPaymentState,
  type TimelineEventKind,
} from '../order-lifecycle.ts';
import { checkoutApi } from '../api/checkout.ts';
import { contract, type Json } from '../api/endpoint.ts';
import { ordersApi } from '../api/orders.ts';
import {
  emptyBodySchema,
  idParamsSchema,
  idSchema,
  noContent,
  optionalText,
  requiredText,
  userParamsSchema,
} from './common.ts';
import {
  CHOOSE_STATE,
  deliveryAddressLabels,
  deliveryAddressLimits,
  INVALID_PHONE,
  isoDatePattern,
  ITEMS_MAX,
  NEEDED_BY_NOT_A_DATE,
  nigerianPhonePattern,
  NOTES_LABEL,
  NOTES_MAX,
} from './checkout-rules.ts';
import { orderSchema } from './order.ts';
import { requiredMessage, tooLongMessage } from './text-rules.ts';

export { ORDER_PAYMENT_STATES, TIMELINE_EVENTS, type OrderPaymentState, type TimelineEventKind };

/** Unpaid orders (and their payment) expire this long after checkout. */
export const UNPAID_ORDER_TTL_HOURS = 24;

export { nigerianPhonePattern };

/** A calendar date, YYYY-MM-DD (the needed-by date of an event). */
export const isoDateSchema = z
  .string({ error: 'Needed-by date must be a date' })
  .regex(isoDatePattern, NEEDED_BY_NOT_A_DATE)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'Needed-by date must be a real date');

export const nigerianStateSchema = z.enum(nigerianStates, { error: CHOOSE_STATE });

export const deliveryAddressSchema = z.object({
  name: requiredText(deliveryAddressLabels.name, deliveryAddressLimits.name),
  phone: z
    .string({ error: requiredMessage(deliveryAddressLabels.phone) })
    .trim()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(nigerianPhonePattern, INVALID_PHONE)),
  street: requiredText(deliveryAddressLabels.street, deliveryAddressLimits.street),
  city: requiredText(deliveryAddressLabels.city, deliveryAddressLimits.city),
  state: nigerianStateSchema,
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;
export type DeliveryAddressInput = z.input<typeof deliveryAddressSchema>;

/**
 * An address as the server answers it: as stored, already checked (no transforms: answers are
 * encoded with their schema, and a transform only runs one way).
 */
export const storedAddressSchema = z.object({
  name: z.string(),
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  state: nigerianStateSchema,
});

export const savedAddressSchema = storedAddressSchema.extend({
  id: z.string(),
  createdAt: z.date(),
});
export const savedAddressesSchema = z.array(savedAddressSchema);
export type SavedAddress = Json<z.output<typeof savedAddressSchema>>;

/** Options the shopper chooses per cart item. */
export const checkoutItemSchema = z.object({
  productId: idSchema,
  /** The event date; sooner than the tailor's usual making time needs the rush option. */
  neededBy: isoDateSchema.nullish().transform((v) => v ?? null),
  /** Notes for the tailor: style changes, fabric colour. */
  notes: optionalText(NOTES_LABEL, NOTES_MAX),
  /** True when the shopper accepts the rush surcharge a near needed-by date requires. */
  rushAccepted: z.boolean().optional().default(false),
});
export type CheckoutItemInput = z.input<typeof checkoutItemSchema>;

const itemsSchema = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: 'Items must be a list' })
    .min(1, 'Choose at least one item')
    .max(ITEMS_MAX, `At most ${ITEMS_MAX} items at once`);

/**
 * For a quote the address's state and town decide the fee (the route from each tailor, decision
 * 052); without the town it is priced as another town of that state. Pickup costs nothing.
 */
export const quoteDeliverySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('delivery'),
      state: nigerianStateSchema,
      city: z
        .string({ error: 'City must be text' })
        .trim()
        .max(
          deliveryAddressLimits.city,
          tooLongMessage(deliveryAddressLabels.city, deliveryAddressLimits.city),
        )
        .optional(),
    }),
    z.object({ kind: z.literal('pickup') }),
  ],
  { error: 'Delivery must be { kind: "delivery", state } or { kind: "pickup" }' },
);

export const checkoutQuoteRequestSchema = z.object({
  items: itemsSchema(
    checkoutItemSchema.pick({ productId: true, neededBy: true, rushAccepted: true }),
  ),
  delivery: quoteDeliverySchema,
});
export type CheckoutQuoteRequest = z.input<typeof checkoutQuoteRequestSchema>;

export const quoteLineSchema = z.object({
  productId: z.string(),
  product: z.object({ name: z.string(), imageUrl: z.string(), category: z.string() }),
  tailor: z.object({ id: z.string(), businessName: z.string(), location: z.string() }),
  quantity: z.number().int(),
  /** The product's stored price × quantity. */
  basePrice: z.number(),
  /** The tailor's usual making time for the category (tailor_pricing.estimatedDays). */
  estimatedDays: z.number().int(),
  /** Today (Lagos) + estimatedDays: a needed-by date before this needs the rush option. */
  earliestDate: z.string(),
  neededBy: z.string().nullable(),
  rushRequired: z.boolean(),
  /** The tailor's rush surcharge (tailor_pricing.rushOrderSurcharge): what "Rush this order" offers. */
  rushSurcharge: z.number(),
  /**
   * The surcharge in this line's total: rushSurcharge when the date needs it and the shopper
   * ticked "Rush this order" (rushAccepted), else 0 (issue 28, finding 7).
   */
  rushCharged: z.number(),
  deliveryFee: z.number(),
  /** The route's zone and the words for it: "Delivery within Ogun" (shared/delivery-zones.ts). */
  deliveryZone: z.object({
    zone: z.enum([...deliveryZones, 'pickup']),
    name: z.string(),
  }),
  /** basePrice + rushCharged + deliveryFee: the order's totalAmount. */
  total: z.number(),
});
export type QuoteLine = Json<z.output<typeof quoteLineSchema>>;

export const checkoutQuoteSchema = z.object({
  lines: z.array(quoteLineSchema),
  /** Sum of basePrice and charged rush surcharges. */
  subtotal: z.number(),
  /** Sum of the lines' delivery fees (each order ships on its own from its tailor). */
  deliveryTotal: z.number(),
  total: z.number(),
  /** Store credit that comes off the total (issue 15): all the shopper has, up to the total. */
  credit: z.number(),
  /** What Paystack is asked for: total − credit (0: the credit pays it all, no Paystack). */
  amountDue: z.number(),
  currency: z.literal('NGN'),
});
export type CheckoutQuote = Json<z.output<typeof checkoutQuoteSchema>>;

export const checkoutDeliverySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('delivery'),
      address: deliveryAddressSchema,
      saveAddress: z.boolean().optional().default(false),
    }),
    z.object({ kind: z.literal('pickup') }),
  ],
  { error: 'Delivery must be { kind: "delivery", address } or { kind: "pickup" }' },
);

export const checkoutRequestSchema = z.object({
  items: itemsSchema(checkoutItemSchema),
  delivery: checkoutDeliverySchema,
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const checkoutStartedSchema = z.object({
  reference: z.string(),
  /** Where to send the browser (Paystack's page, or the simulator's in demo mode). */
  authorizationUrl: z.string(),
  orderIds: z.array(z.string()),
});
export type CheckoutStarted = Json<z.output<typeof checkoutStartedSchema>>;

/** One attempt to pay (a Paystack transaction): a retry is a new attempt with a new reference. */
export const PAYMENT_ATTEMPT_STATES = [
  'initialized',
  'success',
  'failed',
  'abandoned',
  'expired',
] as const;
export type PaymentAttemptState = (typeof PAYMENT_ATTEMPT_STATES)[number];

export const orderDeliverySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('delivery'), address: storedAddressSchema, fee: z.number() }),
  /** Collected from the tailor's workshop in the tailor's city. */
  z.object({ kind: z.literal('pickup'), city: z.string(), fee: z.literal(0) }),
]);
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

export const timelineEventSchema = z.object({
  /**
   * One of TIMELINE_EVENTS as this code writes them; answered as stored (a string), so a row of
   * another kind (older data, a seed) is shown rather than failing the whole order's answer.
   */
  kind: z.string() as z.ZodType<TimelineEventKind, string>,
  /** ISO-8601. */
  at: z.string(),
  /** Only when the step has one: a decline's reason, the courier and tracking note. */
  note: z.string().optional(),
  /** Only on `ready`: the finished outfit as the tailor photographed it. */
  photoUrl: z.string().optional(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const orderPaymentSchema = z.object({
  /** The latest attempt's reference (retry and the confirmation page use it). */
  reference: z.string(),
  state: z.enum(ORDER_PAYMENT_STATES),
  /** This order's share, naira: card + credit. */
  amount: z.number(),
  /** What Paystack took for this order (naira); what its cancellation refunds there. */
  card: z.number(),
  /** Telo credit this order used (naira); a cancellation returns it as credit. */
  credit: z.number(),
  currency: z.literal('NGN'),
  provider: z.literal('paystack'),
  /** e.g. 'card', 'bank_transfer' once paid. */
  channel: z.string().nullable(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** When an unpaid order expires (ISO-8601); null once paid. */
  expiresAt: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const receiptSchema = z.object({
  /** The payment reference that paid the order. */
  reference: z.string(),
  paidAt: z.string(),
  lines: z.array(z.object({ label: z.string(), amount: z.number() })),
  total: z.number(),
  /** How the total was paid (issue 28): naira by card through Paystack, and of Telo credit. */
  card: z.number(),
  credit: z.number(),
  /** Paystack's channel (card, bank_transfer…), or store_credit when credit paid it all. */
  channel: z.string().nullable(),
  currency: z.literal('NGN'),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** Added to the spec's order fields in list answers. */
export const orderListItemSchema = orderSchema.extend({
  paymentState: z.enum(ORDER_PAYMENT_STATES),
  /**
   * Naira of Telo credit this order used (issue 15); the rest of totalAmount is paid through
   * Paystack. Shown as the split, shared/payment-split.ts (issue 28).
   */
  credit: z.number(),
});
export const orderListSchema = z.array(orderListItemSchema);
export type OrderListItem = Json<z.output<typeof orderListItemSchema>>;

/** GET /api/orders/:id: the spec's fields unchanged, plus these. */
/**
 * An order's money is held from payment until the shopper confirms receiving the outfit, or
 * until `releaseDate` (a number of days after delivery with no fit claim open).
 */
export const orderReleaseSchema = z.object({
  releasedAt: z.string().nullable(),
  /** When it is released without the shopper's word; null before delivery or with a claim open. */
  releaseDate: z.string().nullable(),
  /** "I've received it" is offered: delivered, not released, no claim open. */
  canConfirm: z.boolean(),
});
/** Where the shopper collects a pickup order (issue 29): null fields the tailor has not given. */
export const workshopSchema = z.object({
  businessName: z.string(),
  city: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  hours: z.string().nullable(),
});
export type Workshop = z.infer<typeof workshopSchema>;

export const orderDetailSchema = orderListItemSchema.extend({
  neededBy: z.string().nullable(),
  rush: z.boolean(),
  delivery: orderDeliverySchema.nullable(),
  /** Null for orders placed before payments existed. */
  payment: orderPaymentSchema.nullable(),
  /** Where it stands in the tailor's workshop (issue 29); null until accepted. */
  stage: z.enum(PRODUCTION_STAGES).nullable(),
  /**
   * When she can expect it (ISO-8601), revised from her needed-by date and the stage
   * (shared/order-estimate.ts); null once delivered, cancelled or waiting to be collected.
   */
  estimate: z.string().nullable(),
  /** The finished outfit's photo, from ready on. */
  readyPhotoUrl: z.string().nullable(),
  /** Once dispatched: the courier, the tailor's note and the courier's tracking page if known. */
  tracking: z
    .object({ courier: z.string(), note: z.string(), url: z.string().nullable() })
    .nullable(),
  /** Pickup orders: the workshop's address, phone and hours. */
  workshop: workshopSchema.nullable(),
  /** Approve before dispatch (issue 29): null before the order is first ready. */
  approval: orderApprovalSchema.nullable(),
  /** Oldest first. */
  timeline: z.array(timelineEventSchema),
  /** Present once paid. */
  receipt: receiptSchema.nullable(),
  /** Paid through Telo: when its money goes to the tailor (issue 28); null otherwise. */
  release: orderReleaseSchema.nullable(),
});
export type OrderDetail = Json<z.output<typeof orderDetailSchema>>;

/** GET /api/payments/:reference: the confirmation page. */
export const paymentStatusSchema = z.object({
  reference: z.string(),
  state: z.enum(PAYMENT_ATTEMPT_STATES),
  /** What this attempt asks of Paystack (naira): the checkout's total less its credit. */
  amount: z.number(),
  /** Telo credit the checkout's orders used (naira), beside `amount`. */
  credit: z.number(),
  channel: z.string().nullable(),
  currency: z.literal('NGN'),
  orders: z.array(orderListItemSchema),
});
export type PaymentStatus = Json<z.output<typeof paymentStatusSchema>>;

/** Our references: telo_ and 24 hex digits; anything else is refused before a lookup. */
export const referenceSchema = z
  .string()
  .min(1, 'Reference is required')
  .max(100, 'Reference is too long')
  .regex(/^[A-Za-z0-9._=-]+$/, 'Reference may contain only letters, digits and . _ = -');
export const referenceParamsSchema = z.object({ reference: referenceSchema });

/** Paystack sends the browser back with ?reference=… (and the older ?trxref=…). */
export const paystackCallbackQuerySchema = z.object({
  reference: referenceSchema.optional(),
  trxref: referenceSchema.optional(),
});
/** What Paystack expects of a webhook: a 200, at once. */
export const webhookReceivedSchema = z.object({ received: z.literal(true) });
export const checkoutContract = contract(checkoutApi, {
  quote: {
    summary:
      'Prices cart items from stored prices: lines, delivery, rush, store credit and the amount due',
    body: checkoutQuoteRequestSchema,
    response: checkoutQuoteSchema,
  },
  checkout: {
    summary:
      'Places one unpaid order per cart item and starts a payment (201); the same request twice answers the same orders; 409 without measurements, an item gone or a rush not accepted',
    body: checkoutRequestSchema,
    response: checkoutStartedSchema,
  },
  addresses: {
    summary: "The shopper's saved delivery addresses, newest first",
    response: savedAddressesSchema,
  },
  saveAddress: {
    summary: 'Saves a delivery address (201; the same one again is kept once)',
    body: deliveryAddressSchema,
    response: savedAddressSchema,
  },
  payment: {
    summary:
      'A payment of the shopper and its orders, asked of Paystack while still open (the confirmation page)',
    params: referenceParamsSchema,
    response: paymentStatusSchema,
  },
  retry: {
    summary:
      'Pays again for the same unpaid orders under a new reference (201); 409 once paid or expired',
    params: referenceParamsSchema,
    body: emptyBodySchema,
    response: checkoutStartedSchema,
  },
  paystackCallback: {
    summary: "Paystack's return: verifies the payment, then 303 to /checkout/complete?reference=…",
    query: paystackCallbackQuerySchema,
    response: noContent,
  },
  paystackWebhook: {
    summary:
      "Paystack's events, signed by x-paystack-signature: 200 { received: true } at once, 401 unsigned",
    response: webhookReceivedSchema,
  },
});

export const ordersContract = contract(ordersApi, {
  list: {
    summary: "The shopper's orders, newest first, with their payment state",
    params: userParamsSchema,
    response: orderListSchema,
  },
  detail: {
    summary: 'One order with its delivery, payment, timeline and, once paid, its receipt',
    params: idParamsSchema,
    response: orderDetailSchema,
  },
  cancel: {
    summary: 'Cancels a pending order (409 otherwise); a paid one is refunded in full',
    params: idParamsSchema,
    body: emptyBodySchema,
    response: orderDetailSchema,
  },
  approve: {
    summary:
      'The shopper approves the ready photo ("Looks right"): the tailor may dispatch (409 unless it waits for her)',
    params: idParamsSchema,
    body: emptyBodySchema,
    response: orderDetailSchema,
  },
  changeRequest: {
    summary:
      'The shopper asks for a change at ready, with a note and photos (409 unless it waits for her or with no free round left)',
    params: idParamsSchema,
    body: changeRequestSchema,
    response: orderDetailSchema,
  },
  confirmReceived: {
    summary:
      'The shopper confirms receiving a delivered order: its money is released to the tailor (409 before delivery or with a fit claim open)',
    params: idParamsSchema,
    body: emptyBodySchema,
    response: orderDetailSchema,
  },
});
