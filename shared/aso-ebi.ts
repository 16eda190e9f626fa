/**
 * Aso-ebi events (issue 32, decision 054): the rules both sides read. A host organises one event;
 * each guest joins a look, gives her measurements and pays her own share; at the pay-by date the
 * event locks and every paid guest's order goes to its tailor, due by the sew-by date.
 * Zod-free and pure, so the browser takes the words and the dates without the schemas.
 */

export const EVENT_KINDS = ['wedding', 'burial', 'birthday', 'other'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const eventKindLabels = {
  wedding: 'Wedding',
  burial: 'Burial',
  birthday: 'Birthday',
  other: 'Other celebration',
} as const satisfies Record<EventKind, string>;

/** open (guests join and pay) → locked at the pay-by date, or → cancelled by the host before it. */
export const EVENT_STATES = ['open', 'locked', 'cancelled'] as const;
export type EventState = (typeof EVENT_STATES)[number];

/**
 * How a look's outfits reach the guests: each to her own address (or collected from the
 * workshop), or all to the host, who hands them out and ticks each guest off as collected.
 */
export const DISTRIBUTIONS = ['guests', 'host'] as const;
export type Distribution = (typeof DISTRIBUTIONS)[number];

/**
 * A member's own row: invited by the host (a phone number texted the link), joined (chose a
 * look), left (before the lock, refunded in full) or dropped (unpaid at the lock). Measured and
 * paid, and every step after, are read from her measurements and her order (memberStage below).
 */
export const MEMBER_STATES = ['invited', 'joined', 'left', 'dropped'] as const;
export type MemberState = (typeof MEMBER_STATES)[number];

/** What the host's board shows for each member, in the order a member moves through them. */
export const MEMBER_STAGES = [
  'invited',
  'joined',
  'measured',
  'paid',
  'accepted',
  'sewing',
  'ready',
  'delivered',
  'collected',
  'left',
  'dropped',
] as const;
export type MemberStage = (typeof MEMBER_STAGES)[number];
export const memberStageLabels = {
  invited: 'Invited',
  joined: 'Joined',
  measured: 'Measured',
  paid: 'Paid',
  accepted: 'Accepted by tailor',
  sewing: 'Sewing',
  ready: 'Ready',
  delivered: 'Delivered',
  collected: 'Collected',
  left: 'Left',
  dropped: 'Dropped (unpaid)',
} as const satisfies Record<MemberStage, string>;

/**
 * A member's stage from her row and her order's: the furthest step she has reached. The order's
 * production stage names the steps after payment (cutting counts as sewing on the board).
 */
export function memberStage(member: {
  state: MemberState;
  measured: boolean;
  collected: boolean;
  order: { paid: boolean; stage: string | null } | null;
}): MemberStage {
  if (member.state === 'left' || member.state === 'dropped' || member.state === 'invited') {
    return member.state;
  }
  if (member.collected) return 'collected';
  const order = member.order;
  if (order?.paid) {
    switch (order.stage) {
      case null:
        return 'paid';
      case 'accepted':
        return 'accepted';
      case 'cutting':
      case 'sewing':
        return 'sewing';
      case 'ready':
      case 'dispatched':
      case 'ready_for_pickup':
        return 'ready';
      default:
        return 'delivered';
    }
  }
  return member.measured ? 'measured' : 'joined';
}

/** Days between the sew-by date and the event, for a fitting and any alteration. */
export const FITTING_BUFFER_DAYS = 7;
/** A tailor's making time when she has none for the outfit's category (as the checkout's). */
export const DEFAULT_MAKING_DAYS = 21;
/** A tailor who has not said how many event orders she takes a week takes this many. */
export const DEFAULT_EVENT_ORDERS_PER_WEEK = 10;
/** The most one tailor may take a week, and the most guests one event may hold. */
export const MAX_EVENT_ORDERS_PER_WEEK = 200;
export const MAX_EVENT_GUESTS = 1000;
/** The host's margin on one look: at most this share of the outfit's price (basis points). */
export const MAX_MARGIN_BASIS_POINTS = 3000;
export const MAX_LOOKS = 6;

const DAY_MS = 24 * 60 * 60 * 1000;
/** YYYY-MM-DD plus whole days (dates are Lagos calendar days, no time of day). */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The date every outfit must be sewn by: a fitting buffer before the event. */
export const sewByDate = (eventDate: string) => addDays(eventDate, -FITTING_BUFFER_DAYS);

/**
 * The latest pay-by date that leaves every look's tailor her making time before the sew-by date
 * (the lock is the start of sewing: paid orders reach the tailors then).
 */
export const latestPayBy = (eventDate: string, makingDays: readonly number[]) =>
  addDays(sewByDate(eventDate), -Math.max(0, ...makingDays));

/**
 * Why a pay-by date cannot be (or null): it must be after today and leave the tailors their
 * making time before the sew-by date. `today` is Lagos's date.
 */
export function payByProblem(
  payBy: string,
  eventDate: string,
  makingDays: readonly number[],
  today: string,
): string | null {
  if (payBy <= today) return 'The pay-by date must be after today.';
  const latest = latestPayBy(eventDate, makingDays);
  if (payBy > latest) {
    return (
      `The tailors need ${Math.max(...makingDays)} days to sew and the outfits must be ready by ` +
      `${sewByDate(eventDate)}, a week before the event: choose a pay-by date on or before ${latest}.`
    );
  }
  return null;
}

/**
 * The lock happens at the end of the pay-by date in Lagos (23:59:59 West Africa Time, UTC+1):
 * guests may pay all through the last day.
 */
export const lockAt = (payBy: string) => new Date(Date.parse(`${payBy}T23:00:00Z`));

/**
 * How many guests one look may take (issue 32 item 5): the tailor's event orders per week times
 * the whole weeks she has between the lock and the sew-by date (at least one week's worth).
 */
export function lookCapacity(perWeek: number, payBy: string, eventDate: string) {
  const weeks = Math.max(1, Math.floor(daysBetween(payBy, sewByDate(eventDate)) / 7));
  return Math.min(perWeek * weeks, MAX_EVENT_GUESTS);
}

/**
 * Reminders to members who joined but have not paid or measured: texted this many days before
 * the pay-by date, once per step (the host's board shows the schedule).
 */
export const REMINDER_DAYS_BEFORE_PAY_BY = [7, 3, 1] as const;
export const reminderDates = (payBy: string) =>
  REMINDER_DAYS_BEFORE_PAY_BY.map((days) => ({ step: `${days}d`, date: addDays(payBy, -days) }));
