import type { NigerianState } from '../../../../shared/nigeria.ts';
import { isNigerianState } from '../../../../shared/nigeria.ts';
import type {
  CheckoutQuote,
  CheckoutQuoteRequest,
  CheckoutRequest,
  SavedAddress,
} from '../../../../shared/schemas/checkout.ts';
import {
  CHOOSE_STATE,
  deliveryAddressLabels as addressLabels,
  deliveryAddressLimits,
  INVALID_PHONE,
  isoDatePattern,
  NEEDED_BY_NOT_A_DATE,
  NOTES_LABEL,
  NOTES_MAX,
} from '../../../../shared/schemas/checkout-rules.ts';
import { requiredMessage, tooLongMessage } from '../../../../shared/schemas/text-rules.ts';
import { normaliseSignInDestination } from '../../../../shared/sign-in-destination.ts';

/**
 * Everything the checkout page collects, as typed. The rules below are the server's
 * (shared/schemas/checkout-rules.ts, which checkout.ts builds its zod schemas from), without zod,
 * which stays out of the browser (issue #5); the server checks again and its 4xx messages are
 * shown too.
 */
export type LineChoice = { neededBy: string; rushAccepted: boolean; notes: string };
export type AddressFields = {
  name: string;
  phone: string;
  street: string;
  city: string;
  state: string;
};
export type AddressField = keyof AddressFields;

export type CheckoutDraft = {
  /** Per cart item (product id). */
  lines: Record<string, LineChoice>;
  deliveryKind: 'delivery' | 'pickup';
  address: AddressFields;
  saveAddress: boolean;
};

export const emptyLine: LineChoice = { neededBy: '', rushAccepted: false, notes: '' };
export const emptyAddress: AddressFields = { name: '', phone: '', street: '', city: '', state: '' };

export const emptyDraft: CheckoutDraft = {
  lines: {},
  deliveryKind: 'delivery',
  address: emptyAddress,
  saveAddress: false,
};

/** One line's choices (empty until the shopper touches them). */
export const lineOf = (draft: CheckoutDraft, productId: string): LineChoice =>
  draft.lines[productId] ?? emptyLine;

/** The address's limits; the phone's is the form's own (the server checks its pattern). */
const addressMax: Record<Exclude<AddressField, 'state'>, number> = {
  ...deliveryAddressLimits,
  phone: 30,
};

export { CHOOSE_STATE, INVALID_PHONE, NOTES_MAX };
export const RUSH_NEEDED =
  'This date is sooner than the tailor usually needs: accept the rush option or choose a later date';
export const NO_MEASUREMENTS = 'Save your measurements first: your tailor cuts from them';

/** Field keys of messages: an address field, `neededBy:{productId}`, `rush:{productId}`, … */
export type CheckoutErrors = Partial<Record<string, string>>;

/** The quote to ask for as the shopper fills the form: the state and town decide the fee. */
export function quoteRequest(
  draft: CheckoutDraft,
  productIds: string[],
): CheckoutQuoteRequest | null {
  if (productIds.length === 0) return null;
  // The tick goes with the date: the server charges the rush surcharge only when it is ticked.
  const items = productIds.map((productId) => {
    const line = lineOf(draft, productId);
    return { productId, neededBy: line.neededBy || null, rushAccepted: line.rushAccepted };
  });
  if (draft.deliveryKind === 'pickup') return { items, delivery: { kind: 'pickup' } };
  const state = draft.address.state;
  // Without a state there is no delivery fee yet: quote the outfits alone (as pickup).
  return isNigerianState(state)
    ? {
        items,
        delivery: { kind: 'delivery', state, city: draft.address.city.trim().slice(0, 100) },
      }
    : { items, delivery: { kind: 'pickup' } };
}

/** Whether the quote on screen prices what the form now says (the fee included). */
export function quoteIsComplete(draft: CheckoutDraft): boolean {
  return draft.deliveryKind === 'pickup' || isNigerianState(draft.address.state);
}

/** Fills the address fields from a saved address. */
export function fromSavedAddress(address: SavedAddress): AddressFields {
  const { name, phone, street, city, state } = address;
  return { name, phone, street, city, state };
}

type Resolved = { ok: true; request: CheckoutRequest } | { ok: false; errors: CheckoutErrors };

/**
 * The checkout request, or a message per field. `quote` gives each line's rush requirement; a
 * line whose date needs the rush option must have it accepted (else the server answers 409).
 */
export function resolveCheckout(
  draft: CheckoutDraft,
  productIds: string[],
  { quote, hasMeasurements }: { quote: CheckoutQuote | undefined; hasMeasurements: boolean },
): Resolved {
  const errors: CheckoutErrors = {};
  if (!hasMeasurements) errors.measurements = NO_MEASUREMENTS;

  const items = productIds.map((productId) => {
    const line = lineOf(draft, productId);
    const neededBy = line.neededBy.trim();
    if (neededBy && !isoDatePattern.test(neededBy))
      errors[`neededBy:${productId}`] = NEEDED_BY_NOT_A_DATE;
    const quoted = quote?.lines.find((l) => l.productId === productId);
    if (neededBy && quoted?.rushRequired && !line.rushAccepted)
      errors[`rush:${productId}`] = RUSH_NEEDED;
    const notes = line.notes.trim();
    if (notes.length > NOTES_MAX)
      errors[`notes:${productId}`] = tooLongMessage(NOTES_LABEL, NOTES_MAX);
    return {
      productId,
      neededBy: neededBy || null,
      notes: notes || null,
      rushAccepted: Boolean(neededBy && quoted?.rushRequired && line.rushAccepted),
    };
  });

  if (draft.deliveryKind === 'pickup') {
    return Object.keys(errors).length > 0
      ? { ok: false, errors }
      : { ok: true, request: { items, delivery: { kind: 'pickup' } } };
  }

  const text = (field: Exclude<AddressField, 'state'>) => {
    const value = draft.address[field].trim();
    if (value === '') errors[field] = requiredMessage(addressLabels[field]);
    else if (value.length > addressMax[field])
      errors[field] = tooLongMessage(addressLabels[field], addressMax[field]);
    return value;
  };
  const name = text('name');
  const rawPhone = text('phone');
  const phone = rawPhone ? normaliseSignInDestination(rawPhone) : null;
  if (rawPhone && (!phone || phone.channel !== 'sms')) errors.phone = INVALID_PHONE;
  const street = text('street');
  const city = text('city');
  const state = draft.address.state;
  if (!isNigerianState(state)) errors.state = CHOOSE_STATE;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    request: {
      items,
      delivery: {
        kind: 'delivery',
        // Sent as +234…, the one form the server keeps.
        address: { name, phone: phone!.to, street, city, state: state as NigerianState },
        saveAddress: draft.saveAddress,
      },
    },
  };
}

/** Order of the fields on the page, for focusing the first one in error. */
export function firstErrorKey(errors: CheckoutErrors, productIds: string[]): string | undefined {
  const order = [
    'measurements',
    ...productIds.flatMap((id) => [`neededBy:${id}`, `rush:${id}`, `notes:${id}`]),
    'name',
    'phone',
    'street',
    'city',
    'state',
  ];
  return order.find((key) => errors[key]);
}

/**
 * Where a server issue belongs on the page: "delivery.address.phone" → "phone",
 * "items.1.neededBy" → "neededBy:{second product id}"; undefined for anything else.
 */
export function issueKey(path: string, productIds: string[]): string | undefined {
  const address = /^delivery\.address\.(name|phone|street|city|state)$/.exec(path);
  if (address) return address[1];
  const item = /^items\.(\d+)\.(neededBy|notes|rushAccepted)$/.exec(path);
  const productId = item ? productIds[Number(item[1])] : undefined;
  if (!item || !productId) return undefined;
  return `${item[2] === 'rushAccepted' ? 'rush' : item[2]}:${productId}`;
}
