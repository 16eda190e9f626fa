import {
  DEFAULT_MAKING_DAYS,
  latestPayBy,
  lookCapacity,
  MAX_EVENT_GUESTS,
  MAX_LOOKS,
  MAX_MARGIN_BASIS_POINTS,
  payByProblem,
  sewByDate,
  type Distribution,
} from '../../../shared/aso-ebi.ts';
import { lagosToday } from '../../../shared/dates.ts';
import { formatNairaExact, fromKobo, toKobo } from '../../../shared/money.ts';
import { OWN_WORKSHOP_ORDER } from '../../../shared/own-workshop.ts';
import type {
  CreateEvent,
  LookInput,
  updateEventSchema,
} from '../../../shared/schemas/aso-ebi-host.ts';
import { NEED_HOST_ADDRESS } from '../../../shared/schemas/aso-ebi-host-rules.ts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AsoEbiEventRow } from '../../db/schema/index.ts';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
} from '../../errors.ts';
import type { Outbox } from '../../outbox/outbox.ts';
import type { Payments } from '../money/payments/payments.service.ts';
import { hostBoard, toHostEvent } from './host-board.ts';
import { inviteToEvent, normalisePhones } from './host-invites.ts';
import * as repo from './host.repository.ts';
import { cancelMemberOrders, finishCancelledEvents } from './host-cancel.ts';

export type HostDeps = {
  db: Db;
  outbox: Pick<Outbox, 'deliverSoon'>;
  payments: Pick<Payments, 'cancelPending'>;
  /** PUBLIC_URL, for the texts' links. */
  site: string;
  /** The clock "today" is read from (Lagos's date); tests drive it. */
  now?: () => number;
};

/** Open events one account may host at once, and numbers it may have texted in a day. */
export const MAX_OPEN_EVENTS_PER_HOST = 20;
export const MAX_INVITES_PER_DAY = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

type PricedLook = {
  productId: string;
  tailorId: string;
  fabricNote: string;
  outfitKobo: number;
  marginKobo: number;
  distribution: Distribution;
  capacity: number;
};

/** The host's side of an aso-ebi event (issue 32, decision 054): the rules behind the routes. */
export function createAsoEbiHost(deps: HostDeps) {
  const { db } = deps;
  const now = () => deps.now?.() ?? Date.now();
  const today = () => lagosToday(now());

  /**
   * Prices the looks from the catalogue (never from the client), each with its tailor's making
   * time; refuses an unknown or unavailable outfit, one of the host's own workshop, and a margin
   * above the most allowed on the outfit. `pathOf` names the field a refusal points at.
   */
  async function priceLooks(
    hostUserId: string,
    looks: LookInput[],
    dates: { payBy: string; eventDate: string },
    pathOf: (index: number, field: string) => string,
  ) {
    const outfits = await repo.findOutfits(db, [...new Set(looks.map((l) => l.productId))]);
    if (outfits.some((o) => o.tailorUserId === hostUserId)) {
      throw new ForbiddenError(OWN_WORKSHOP_ORDER);
    }
    const makingDays: number[] = [];
    const priced = looks.map((look, index): PricedLook => {
      const outfit = outfits.find((o) => o.productId === look.productId);
      if (!outfit) {
        const message = 'This outfit is not in the catalogue';
        throw new BadRequestError(message, [{ path: pathOf(index, 'productId'), message }]);
      }
      if (!outfit.isAvailable) throw new ConflictError(`${outfit.name} is no longer available`);
      const outfitKobo = toKobo(outfit.price);
      const marginKobo = toKobo(look.margin ?? 0);
      const maxMargin = Math.floor((outfitKobo * MAX_MARGIN_BASIS_POINTS) / 10_000);
      if (marginKobo > maxMargin) {
        const message =
          `Your margin on ${outfit.name} may be at most ${formatNairaExact(fromKobo(maxMargin))}, ` +
          `${MAX_MARGIN_BASIS_POINTS / 100}% of its ${formatNairaExact(outfit.price)}.`;
        throw new BadRequestError(message, [{ path: pathOf(index, 'margin'), message }]);
      }
      makingDays.push(outfit.estimatedDays ?? DEFAULT_MAKING_DAYS);
      return {
        productId: outfit.productId,
        tailorId: outfit.tailorId,
        fabricNote: look.fabricNote,
        outfitKobo,
        marginKobo,
        distribution: look.distribution ?? 'guests',
        capacity: lookCapacity(outfit.eventOrdersPerWeek, dates.payBy, dates.eventDate),
      };
    });
    return { priced, makingDays };
  }

  /** The event, if the account hosts it; anyone else is answered as if it did not exist. */
  async function hostsEvent(eventId: string, userId: string) {
    const event = await repo.findEvent(db, eventId);
    if (!event || event.hostUserId !== userId) throw new NotFoundError('Event not found');
    return event;
  }

  const openOnly = (event: AsoEbiEventRow) => {
    if (event.status !== 'open') {
      throw new ConflictError(
        event.status === 'locked'
          ? 'This event is locked: its orders are with the tailors.'
          : 'This event is cancelled.',
      );
    }
  };

  const withLooks = async (event: AsoEbiEventRow) =>
    toHostEvent(event, await repo.findLooks(db, event.id));

  async function create(hostUserId: string, body: CreateEvent) {
    if ((await repo.countOpenHostedBy(db, hostUserId)) >= MAX_OPEN_EVENTS_PER_HOST) {
      throw new ConflictError(
        `You have ${MAX_OPEN_EVENTS_PER_HOST} open events: cancel one, or wait until one locks.`,
      );
    }
    const { priced, makingDays } = await priceLooks(hostUserId, body.looks, body, (i, f) =>
      ['looks', i, f].join('.'),
    );
    const problem = payByProblem(body.payBy, body.eventDate, makingDays, today());
    if (problem) throw new BadRequestError(problem, [{ path: 'payBy', message: problem }]);
    const event = await db.transaction(async (tx) => {
      const row = await repo.insertEvent(tx, {
        hostUserId,
        name: body.name,
        kind: body.kind,
        eventDate: body.eventDate,
        city: body.city,
        state: body.state,
        payBy: body.payBy,
        sewBy: sewByDate(body.eventDate),
        note: body.note,
        showGuestNames: body.showGuestNames,
        hostAddress: body.hostAddress,
      });
      await repo.insertLooks(
        tx,
        priced.map((look, position) => ({ ...look, eventId: row.id, position })),
      );
      return row;
    });
    return withLooks(event);
  }

  /** Another tailor's look while the event is open: her making time must fit its dates too. */
  async function addLook(eventId: string, hostUserId: string, look: LookInput) {
    const event = await hostsEvent(eventId, hostUserId);
    openOnly(event);
    if (look.distribution === 'host' && !event.hostAddress) {
      throw new BadRequestError(NEED_HOST_ADDRESS, [
        { path: 'distribution', message: NEED_HOST_ADDRESS },
      ]);
    }
    const looks = await repo.findLooks(db, eventId);
    if (looks.length >= MAX_LOOKS)
      throw new ConflictError(`An event has at most ${MAX_LOOKS} looks`);
    const { priced, makingDays } = await priceLooks(hostUserId, [look], event, (_i, f) => f);
    const latest = latestPayBy(event.eventDate, makingDays);
    if (event.payBy > latest) {
      const message =
        `This tailor needs ${makingDays[0]} days to sew, and your guests pay by ${event.payBy}: ` +
        `choose a tailor who can finish by ${event.sewBy}.`;
      throw new BadRequestError(message, [{ path: 'productId', message }]);
    }
    const position = Math.max(-1, ...looks.map((l) => l.look.position)) + 1;
    await repo.insertLooks(db, [{ ...priced[0]!, eventId, position }]);
    return withLooks(event);
  }

  async function update(
    eventId: string,
    hostUserId: string,
    body: z.output<typeof updateEventSchema>,
  ) {
    const event = await hostsEvent(eventId, hostUserId);
    openOnly(event);
    const changed = await repo.updateEvent(db, eventId, body);
    if (!changed) throw new ConflictError('This event is no longer open.');
    return withLooks(changed);
  }

  async function board(eventId: string, hostUserId: string) {
    const event = await hostsEvent(eventId, hostUserId);
    return hostBoard(db, event, MAX_EVENT_GUESTS * 2);
  }

  async function mine(userId: string) {
    const [hosting, joined] = await Promise.all([
      repo.findHostedBy(db, userId, 100),
      repo.findJoinedBy(db, userId, 100),
    ]);
    return { hosting, joined };
  }

  async function outfits(hostUserId: string, q: string | undefined) {
    const rows = await repo.searchOutfits(db, q, 20);
    return rows.map((r) => ({
      productId: r.productId,
      name: r.name,
      imageUrl: r.imageUrl,
      category: r.category,
      price: r.price,
      tailor: { id: r.tailorId, businessName: r.businessName, location: r.location },
      makingDays: r.estimatedDays ?? DEFAULT_MAKING_DAYS,
      eventOrdersPerWeek: r.eventOrdersPerWeek,
      ownWorkshop: r.tailorUserId === hostUserId,
    }));
  }

  async function invite(eventId: string, hostUserId: string, phones: string[]) {
    const event = await hostsEvent(eventId, hostUserId);
    openOnly(event);
    const hostName = await repo.findFullName(db, hostUserId);
    const numbers = normalisePhones(phones);
    const today = await repo.countInvitedSince(db, hostUserId, new Date(now() - DAY_MS));
    if (today + numbers.length > MAX_INVITES_PER_DAY) {
      throw new TooManyRequestsError(
        `You can invite up to ${MAX_INVITES_PER_DAY} phone numbers a day: share the event's link, or invite the rest tomorrow.`,
        60 * 60,
      );
    }
    const result = await inviteToEvent(db, {
      event,
      hostName: hostName || 'Your host',
      phones: numbers,
      site: deps.site,
      maxMembers: MAX_EVENT_GUESTS,
    });
    deps.outbox.deliverSoon();
    return result;
  }

  /**
   * Cancels an open event: one conditional update decides (of a cancel and the lock at the same
   * moment exactly one wins), then every guest's pending order is cancelled through the one
   * cancellation path and refunded in full, and everyone on the board is texted.
   */
  async function cancel(eventId: string, hostUserId: string) {
    const event = await hostsEvent(eventId, hostUserId);
    const cancelled = await repo.cancelOpenEvent(db, eventId);
    if (!cancelled) {
      openOnly(event);
      // Locked or cancelled between the read and the update.
      throw new ConflictError('This event is no longer open.');
    }
    await cancelMemberOrders(deps, cancelled);
    return withLooks(cancelled);
  }

  /** Orders of cancelled events still pending (a cancel cut short by a crash): cancelled now. */
  const finishCancellations = () => finishCancelledEvents(deps);

  async function collected(eventId: string, memberId: string, hostUserId: string) {
    const event = await hostsEvent(eventId, hostUserId);
    const before = await hostBoard(db, event, MAX_EVENT_GUESTS * 2);
    const member = before.members.find((m) => m.id === memberId);
    if (!member) throw new NotFoundError('Guest not found');
    if (member.stage === 'collected') return member;
    if (!member.canCollect) {
      throw new ConflictError(
        'Only an outfit delivered to you, once the tailor has delivered it, can be ticked as collected.',
      );
    }
    await repo.markCollected(db, memberId);
    const after = await hostBoard(db, event, MAX_EVENT_GUESTS * 2);
    return after.members.find((m) => m.id === memberId)!;
  }

  return {
    create,
    outfits,
    addLook,
    update,
    board,
    mine,
    invite,
    cancel,
    collected,
    finishCancellations,
  };
}
export type AsoEbiHost = ReturnType<typeof createAsoEbiHost>;
