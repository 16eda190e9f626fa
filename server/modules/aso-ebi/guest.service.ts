import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { lockAt, memberStage } from '../../../shared/aso-ebi.ts';
import { CHECKOUT_COMPLETE_PAGE } from '../../../shared/api/checkout.ts';
import { measurementKeys } from '../../../shared/catalog.ts';
import { priceDelivery } from '../../../shared/delivery-zones.ts';
import { orderTotalProblem } from '../../../shared/money-limits.ts';
import { fromKobo } from '../../../shared/money.ts';
import { OWN_WORKSHOP_ORDER } from '../../../shared/own-workshop.ts';
import type { Membership, PayEvent, PublicEvent } from '../../../shared/schemas/aso-ebi-guest.ts';
import type { CheckoutStarted } from '../../../shared/schemas/checkout.ts';
import type { z } from 'zod';
import type { payEventSchema } from '../../../shared/schemas/aso-ebi-guest.ts';
import type { Db } from '../../db/client.ts';
import { orders, type AsoEbiMemberRow, type StoredDelivery } from '../../db/schema/index.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import { queueToUser } from '../../outbox/notify.ts';
import { eventLeftText } from '../../texts/event-guests.ts';
import * as checkoutRepository from '../money/checkout/checkout.repository.ts';
import {
  answerPlaced,
  closeCheckout,
  resumeCheckout,
  startCheckout,
  type Placed,
} from '../money/checkout/place-checkout.ts';
import type { Payments } from '../money/payments/payments.service.ts';
import * as repository from './guest.repository.ts';

type PayRequest = NonNullable<z.output<typeof payEventSchema>>;
export type { PayEvent };

const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';

const EVENT_LOCKED =
  'This event has locked: its pay-by date has passed and the paid guests’ outfits are with the tailors.';
const EVENT_CANCELLED = 'The host cancelled this event.';

/**
 * The guest's side of an aso-ebi event (issue 32 items 2 and 3, decision 054): the public event,
 * her membership, joining a look under the look's lock, her measurements, paying her own share
 * through the one checkout (place-checkout.ts startCheckout) and leaving with a full refund
 * through the one cancellation path (refunds/cancellations.service.ts cancelPending).
 */
export function createGuestEvents({ db, payments }: { db: Db; payments: Payments }) {
  /** The event as any visitor sees it: never another guest's name unless the host shows them. */
  async function publicEvent(eventId: string): Promise<PublicEvent> {
    const found = await repository.findEvent(db, eventId);
    if (!found) throw new NotFoundError('Event not found');
    const { event, hostName } = found;
    const [looks, names] = await Promise.all([
      repository.findLooks(db, eventId),
      repository.findJoinedNames(db, eventId),
    ]);
    return {
      id: event.id,
      name: event.name,
      kind: event.kind,
      eventDate: event.eventDate,
      city: event.city,
      state: event.state,
      payBy: event.payBy,
      sewBy: event.sewBy,
      status: event.status,
      hostFirstName: firstName(hostName),
      note: event.note,
      looks: looks.map(({ outfitKobo, marginKobo, taken, ...look }) => ({
        ...look,
        outfit: fromKobo(outfitKobo),
        hostMargin: fromKobo(marginKobo),
        placesLeft: Math.max(0, look.capacity - taken),
      })),
      joinedCount: names.length,
      guestNames: event.showGuestNames ? names.map(firstName).filter(Boolean) : null,
    };
  }

  /** Her membership with her order, as she and the page read it. */
  async function toMembership(tx: Db, member: AsoEbiMemberRow): Promise<Membership> {
    const order = member.orderId ? await repository.findOrder(tx, member.orderId) : undefined;
    return {
      id: member.id,
      state: member.state,
      stage: memberStage({
        state: member.state,
        measured: member.measuredAt !== null,
        collected: member.collectedAt !== null,
        order: order ? { paid: order.paymentState === 'paid', stage: order.stage } : null,
      }),
      lookId: member.lookId,
      sizeNote: member.sizeNote,
      measured: member.measuredAt !== null,
      order: order
        ? {
            id: order.id,
            paymentState: order.paymentState,
            status: order.status,
            totalAmount: order.totalAmount,
          }
        : null,
    };
  }

  async function myMembership(eventId: string, userId: string | null) {
    if (!(await repository.findEvent(db, eventId))) throw new NotFoundError('Event not found');
    if (userId === null) return null;
    const member = await repository.findMember(db, eventId, userId);
    return member ? toMembership(db, member) : null;
  }

  /**
   * The event's row locked against its lock and its cancel, and open: guests join, measure, pay
   * and leave only then (404 for no such event, 409 once locked, cancelled or past its pay-by day).
   */
  async function openEvent(tx: Db, eventId: string) {
    const event = await repository.lockEvent(tx, eventId);
    if (!event) throw new NotFoundError('Event not found');
    if (event.status === 'cancelled') throw new ConflictError(EVENT_CANCELLED);
    if (event.status === 'locked' || Date.now() >= lockAt(event.payBy).getTime()) {
      throw new ConflictError(EVENT_LOCKED);
    }
    return event;
  }

  /** Her own membership, locked, holding a place (409 otherwise). */
  async function joinedMember(tx: Db, eventId: string, userId: string, step: string) {
    const member = await repository.findMember(tx, eventId, userId, true);
    if (!member || member.state !== 'joined' || !member.lookId) {
      throw new ConflictError(`Join a look of this event before you ${step}.`);
    }
    return member;
  }

  /**
   * Joins a look, or changes her look or size note while unpaid (one membership per person per
   * event; an invitation to her phone becomes hers). The look's row is locked, so the places it
   * has are counted once at a time: two hundred guests at once never overfill it.
   */
  async function join(
    eventId: string,
    userId: string,
    body: { lookId: string; sizeNote: string | null },
  ): Promise<Membership> {
    const member = await db.transaction(async (tx) => {
      // One write at a time per guest, then the event, then the look: always in this order.
      await checkoutRepository.lockShopper(tx, userId);
      await openEvent(tx, eventId);
      const user = await repository.findUser(tx, userId);
      let member = await repository.findMember(tx, eventId, userId, true);
      if (!member && user?.phone) member = await repository.findInvitation(tx, eventId, user.phone);
      if (member?.state === 'dropped') {
        throw new ConflictError('You were dropped from this event when it locked.');
      }
      const active = member?.state === 'joined';
      const order =
        active && member?.orderId ? await repository.findOrder(tx, member.orderId) : undefined;
      const unchanged = member?.lookId === body.lookId && member.sizeNote === body.sizeNote;
      if (order && order.status !== 'cancelled' && order.paymentState === 'paid') {
        if (unchanged) return member!;
        throw new ConflictError(
          'You have paid for your look. To change it, leave the event (you are refunded in full) and join again.',
        );
      }
      // The look's lock is taken last and held briefly: guests joining it wait for each other.
      const look = await repository.lockLook(tx, eventId, body.lookId);
      if (!look) throw new NotFoundError('That look is not part of this event');
      if (!(active && member?.lookId === look.id)) {
        const taken = await repository.countHoldingPlace(tx, look.id);
        if (taken >= look.capacity) {
          throw new ConflictError('This look is full: choose another look.');
        }
      }
      let orderId = active ? (member?.orderId ?? null) : null;
      // Her unpaid order was for the look and note she had: it makes way for the new one.
      if (order && !unchanged && order.status === 'pending' && order.checkoutId) {
        await closeCheckout(tx, order.checkoutId);
        orderId = null;
      }
      const name = firstName(user?.fullName ?? '');
      if (member) {
        return repository.updateMember(tx, member.id, {
          userId,
          phone: member.phone ?? user?.phone ?? null,
          name: member.name || name,
          lookId: look.id,
          sizeNote: body.sizeNote,
          state: 'joined',
          joinedAt: active ? member.joinedAt : new Date(),
          leftAt: null,
          orderId,
        });
      }
      return repository.insertMember(tx, {
        eventId,
        userId,
        phone: user?.phone ?? null,
        name,
        lookId: look.id,
        sizeNote: body.sizeNote,
        state: 'joined',
        joinedAt: new Date(),
      });
    });
    return toMembership(db, member);
  }

  /** Copies her saved measurements onto her membership (and her held order): the tailor's copy. */
  async function attachMeasurements(eventId: string, userId: string): Promise<Membership> {
    const member = await db.transaction(async (tx) => {
      await checkoutRepository.lockShopper(tx, userId);
      await openEvent(tx, eventId);
      const member = await joinedMember(tx, eventId, userId, 'attach your measurements');
      const saved = await checkoutRepository.findMeasurements(tx, userId);
      if (!saved) {
        throw new ConflictError(
          'You have no saved measurements yet: measure yourself, then attach them to this event.',
        );
      }
      const copy: Record<string, number | string | null> = { unit: saved.unit };
      for (const key of measurementKeys) copy[key] = saved[key];
      if (member.orderId) await repository.copyMeasurementsToOrder(tx, member.orderId, copy);
      return repository.updateMember(tx, member.id, { measurements: copy, measuredAt: new Date() });
    });
    return toMembership(db, member);
  }

  /**
   * Pays her own share through the checkout (decision 054): one order for her look, held from its
   * tailor until the lock, due by the sew-by date, totalling the outfit, the host's margin and the
   * delivery. One order per member: the same request again answers the open checkout's link, a
   * changed one (another address) replaces the unpaid order, and a paid one answers its receipt.
   */
  async function pay(eventId: string, userId: string, body: PayRequest): Promise<CheckoutStarted> {
    const placed = await db.transaction(async (tx): Promise<Placed> => {
      await checkoutRepository.lockShopper(tx, userId);
      const event = await openEvent(tx, eventId);
      const member = await joinedMember(tx, eventId, userId, 'pay');
      if (!member.measurements || !member.measuredAt) {
        throw new ConflictError(
          'Attach your measurements before you pay: your tailor cuts your outfit from them.',
        );
      }
      const found = await repository.findLookToOrder(tx, member.lookId!);
      if (!found) throw new NotFoundError('That look is not part of this event');
      const { look } = found;
      if (found.tailorUserId === userId) throw new ForbiddenError(OWN_WORKSHOP_ORDER);
      const from = { state: found.tailorState, town: found.tailorTown };
      let delivery: StoredDelivery;
      let feeKobo = 0;
      if (look.distribution === 'host') {
        if (body.delivery) {
          const message = 'This look is delivered to the host: send no delivery.';
          throw new BadRequestError(message, [{ path: 'delivery', message }]);
        }
        const address = event.hostAddress;
        if (!address) {
          throw new ConflictError(
            'The host has not yet given the address this look is delivered to.',
          );
        }
        feeKobo = priceDelivery(from, { state: address.state, town: address.city }).feeKobo;
        delivery = { kind: 'delivery', address, fee: fromKobo(feeKobo) };
      } else if (!body.delivery) {
        const message = 'Choose delivery to your address or pickup from the workshop.';
        throw new BadRequestError(message, [{ path: 'delivery', message }]);
      } else if (body.delivery.kind === 'pickup') {
        delivery = { kind: 'pickup', city: found.tailorTown, fee: 0 };
      } else {
        const { address } = body.delivery;
        feeKobo = priceDelivery(from, { state: address.state, town: address.city }).feeKobo;
        delivery = { kind: 'delivery', address, fee: fromKobo(feeKobo) };
        if (body.delivery.saveAddress) await checkoutRepository.keepAddress(tx, userId, address);
      }
      const totalKobo = look.outfitKobo + look.marginKobo + feeKobo;
      const tooMuch = orderTotalProblem(totalKobo);
      if (tooMuch) throw new BadRequestError(tooMuch, [{ path: 'delivery', message: tooMuch }]);
      const requestHash = createHash('sha256')
        .update(JSON.stringify(['event', member.id, look.id, member.sizeNote, delivery, totalKobo]))
        .digest('hex');

      const order = member.orderId ? await repository.findOrder(tx, member.orderId) : undefined;
      if (order && order.status !== 'cancelled' && order.paymentState === 'paid') {
        return { paid: paidAgain(order.id, order.paidByReference) };
      }
      if (order?.status === 'pending' && order.paymentState === 'unpaid' && order.checkoutId) {
        const open = await checkoutRepository.findOpenCheckout(tx, userId, requestHash);
        if (open?.id === order.checkoutId) return resumeCheckout(tx, payments, open);
        await closeCheckout(tx, order.checkoutId);
      }
      // An open checkout of this very request that is no longer hers (its order was cancelled
      // when she left): closed, so a payment still on its way to it is refunded in full.
      const stale = await checkoutRepository.findOpenCheckout(tx, userId, requestHash);
      if (stale) await closeCheckout(tx, stale.id);
      const { placed, orderIds } = await startCheckout(tx, payments, {
        userId,
        requestHash,
        orders: [
          {
            totalKobo,
            tailorId: look.tailorId,
            productId: look.productId,
            measurements: member.measurements,
            totalAmount: fromKobo(totalKobo),
            estimatedDelivery: new Date(`${event.sewBy}T12:00:00Z`),
            notes: member.sizeNote,
            quantity: 1,
            basePrice: fromKobo(look.outfitKobo),
            rushSurcharge: 0,
            deliveryFee: fromKobo(feeKobo),
            neededBy: event.sewBy,
            rush: false,
            delivery,
            eventId,
            hostMarginKobo: look.marginKobo,
          },
        ],
      });
      await repository.updateMember(tx, member.id, { orderId: orderIds[0]! });
      return placed;
    });
    return answerPlaced(payments, placed);
  }

  /**
   * Leaves the event before the lock: her place is freed, her order cancelled and, if paid,
   * refunded in full (card by Paystack, credit as credit) by the one cancellation path; she is
   * texted. Leaving twice is leaving once. 409 once the event has locked.
   */
  async function leave(eventId: string, userId: string): Promise<Membership> {
    const found = await repository.findEvent(db, eventId);
    if (!found) throw new NotFoundError('Event not found');
    const { event } = found;
    const before = await repository.findMember(db, eventId, userId);
    if (!before) throw new ConflictError('You are not a member of this event.');
    if (before.state === 'left') return toMembership(db, before);
    /** Under the same locks as joining and paying, in the same order. */
    const lockAndMark = async (tx: Db) => {
      await checkoutRepository.lockShopper(tx, userId);
      await openEvent(tx, eventId);
      const member = await repository.findMember(tx, eventId, userId, true);
      if (member?.state === 'joined') {
        await repository.updateMember(tx, member.id, { state: 'left', leftAt: new Date() });
      } else if (member?.state !== 'left') {
        throw new ConflictError('You are not a guest of this event any more.');
      }
    };
    const cancelled = before.orderId
      ? await payments.cancelPending(before.orderId, {
          only: eq(orders.userId, userId),
          before: lockAndMark,
          event: { kind: 'cancelled' },
          // A held order never reached its tailor: she has nothing to hear.
          notify: async (tx, order, refund, credit) => {
            // Unpaid: its checkout closes, so a payment still on its way is refunded in full.
            if (order.paymentState === 'unpaid' && order.checkoutId) {
              await closeCheckout(tx, order.checkoutId);
            }
            await queueToUser(tx, userId, eventLeftText(event, order.id, refund, credit));
          },
        })
      : undefined;
    if (!cancelled) {
      // No order, or one no longer pending (expired unpaid): only her place is given up.
      await db.transaction(async (tx) => {
        await lockAndMark(tx);
        await queueToUser(tx, userId, eventLeftText(event, null, null));
      });
      payments.deliverTextsSoon();
    }
    const after = await repository.findMember(db, eventId, userId);
    return toMembership(db, after!);
  }

  return { publicEvent, myMembership, join, attachMeasurements, pay, leave };
}

/** A paid share asked for again: its confirmation, as the checkout answers a paid request. */
function paidAgain(orderId: string, reference: string | null): CheckoutStarted {
  return {
    reference: reference ?? '',
    authorizationUrl: `${CHECKOUT_COMPLETE_PAGE}?reference=${reference ?? ''}`,
    orderIds: [orderId],
  };
}

export type GuestEvents = ReturnType<typeof createGuestEvents>;
