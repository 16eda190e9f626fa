/**
 * The zod-free half of checkout.ts: the delivery address's and the items' limits, labels and
 * messages, with which the checkout page gives the server's messages without bundling zod
 * (issue #5 byte budgets). The server's schemas are built from these same values.
 */

/** Most characters each address field may hold. */
export const deliveryAddressLimits = { name: 100, street: 200, city: 100 } as const;

/** How each address field is named in its messages. */
export const deliveryAddressLabels = {
  name: 'Name',
  phone: 'Phone number',
  street: 'Street address',
  city: 'City',
  state: 'State',
} as const;

/** A line's notes for the tailor: style changes, fabric colour. */
export const NOTES_LABEL = 'Notes';
export const NOTES_MAX = 1000;
/** Items of one checkout. */
export const ITEMS_MAX = 50;

/** Nigerian phone numbers as people write them: 080…, +234…, 234…, 81… (spaces/dashes allowed). */
export const nigerianPhonePattern = /^(?:\+?234|0)?[789][01]\d{8}$/;

export const INVALID_PHONE = 'Enter a Nigerian phone number, e.g. 0803 123 4567';
export const CHOOSE_STATE = 'Choose a state (one of the 36 states or the FCT)';
export const NEEDED_BY_NOT_A_DATE = 'Needed-by date must be a date (YYYY-MM-DD)';
/** A calendar date as the needed-by field holds it. */
export const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;
