import {
  FIT_CLAIM_CAP_KOBO,
  FIT_CLAIM_EVENTS,
  FIT_CLAIM_WINDOW_DAYS,
  fitClaimSeverityLabels,
  type FitClaimEventKind,
  type FitClaimState,
} from '../../../shared/schemas/fit-claims-rules.ts';
import { formatNairaExact, fromKobo, toKobo } from '../../../shared/money.ts';
import type { z } from 'zod';
import type {
  FitClaim,
  FitClaimAction,
  answerFitClaimSchema,
  createFitClaimSchema,
  decideFitClaimSchema,
} from '../../../shared/schemas/fit-claims.ts';
import type { Db } from '../../db/client.ts';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/pg-error.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import { queueToUser } from '../../outbox/notify.ts';
import { hasRole } from '../../plugins/require-role.ts';
import { assertOwnUploads } from '../../uploads/uploads.repository.ts';
import { creditFromClaim } from '../money/ledger/escrow.ts';
import * as repo from './fit-claims.repository.ts';
import {
  claimAnsweredText,
  claimCreditText,
  claimDecidedText,
  claimDisputedText,
  claimFixDoneText,
  claimReportedText,
} from '../../texts/fit-claims.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who is acting: the session's user, whether they signed in, and their roles. */
export type Actor = { userId: string; signedIn: boolean; roles: readonly string[] };
type Role = FitClaim['viewer'];

/**
 * The Lifetime Fit Guarantee (issue 15) as /returns describes it. A claim's state changes only
 * through `repo.moveClaim`, a conditional UPDATE from the states a step may start from, in one
 * transaction with its timeline event, its credit and its texts: a step taken twice, or out of
 * order, finds nothing to move and answers 409.
 */
export function createFitClaims({ db, now, site }: { db: Db; now: () => number; site: string }) {
  /** The reader's part in a claim; someone with none learns nothing of it (404, as orders do). */
  function roleIn(row: repo.ClaimRow, actor: Actor): Role {
    if (row.claim.userId === actor.userId) return 'shopper';
    if (hasRole(actor, 'tailor') && row.tailor.userId === actor.userId) return 'tailor';
    if (hasRole(actor, 'admin')) return 'admin';
    throw new NotFoundError('Fit claim not found');
  }

  async function load(id: string, actor: Actor) {
    const row = await repo.findClaim(db, id);
    if (!row) throw new NotFoundError('Fit claim not found');
    return { row, role: roleIn(row, actor) };
  }

  /** The most credit a claim can give: its cap, and never more than the order cost. */
  const capKobo = (row: repo.ClaimRow) =>
    Math.min(FIT_CLAIM_CAP_KOBO[row.claim.severity], toKobo(row.orderTotal));

  function actionsFor(state: FitClaimState, role: Role): FitClaimAction[] {
    if (role === 'shopper')
      return ['reported', 'alteration', 'remake', 'completed'].includes(state) ? ['dispute'] : [];
    if (role === 'tailor') {
      if (state === 'reported') return ['answer', 'dispute'];
      if (state === 'alteration') return ['alteration_done'];
      if (state === 'remake') return ['remake_done'];
      return [];
    }
    return state === 'disputed' ? ['decide'] : [];
  }

  async function present(row: repo.ClaimRow, role: Role): Promise<FitClaim> {
    const { claim } = row;
    const events = await repo.eventsOf(db, claim.id);
    return {
      id: claim.id,
      orderId: claim.orderId,
      userId: claim.userId,
      tailorId: claim.tailorId,
      garment: claim.garment,
      problem: claim.problem,
      severity: claim.severity,
      photos: claim.photos,
      measurements: claim.measurements,
      state: claim.state,
      creditAmount: claim.creditKobo === null ? null : fromKobo(claim.creditKobo),
      creditCap: fromKobo(capKobo(row)),
      createdAt: claim.createdAt.toISOString(),
      updatedAt: claim.updatedAt.toISOString(),
      product: row.product,
      tailor: { businessName: row.tailor.businessName },
      // Events of one transaction share its time: the order they happen in breaks the tie.
      events: events
        .sort(
          (a, b) =>
            a.at.getTime() - b.at.getTime() ||
            FIT_CLAIM_EVENTS.indexOf(a.kind as FitClaimEventKind) -
              FIT_CLAIM_EVENTS.indexOf(b.kind as FitClaimEventKind),
        )
        .map((e) => ({
          kind: e.kind as FitClaimEventKind,
          actor: e.actor,
          note: e.note,
          at: e.at.toISOString(),
        })),
      viewer: role,
      actions: actionsFor(claim.state, role),
    };
  }

  async function get(id: string, actor: Actor) {
    const { row, role } = await load(id, actor);
    return present(row, role);
  }

  /** A list for one reader: each claim with its timeline (lists are short: at most 50). */
  async function list(rows: repo.ClaimRow[], actor: Actor) {
    return Promise.all(rows.map((row) => present(row, roleIn(row, actor))));
  }

  /** A delivered (completed) order of the shopper's, reported within 30 days of delivery. */
  async function report(userId: string, input: z.output<typeof createFitClaimSchema>) {
    const order = await repo.shopperOrder(db, input.orderId, userId);
    if (!order) throw new NotFoundError('Order not found');
    if (order.status !== 'completed') {
      throw new ConflictError('A fit problem can be reported once the order has been delivered');
    }
    const delivered = await repo.deliveredAt(db, order);
    if (now() - delivered.getTime() > FIT_CLAIM_WINDOW_DAYS * DAY_MS) {
      throw new ConflictError(
        `Issues must be reported within ${FIT_CLAIM_WINDOW_DAYS} days of delivery`,
      );
    }
    await assertOwnUploads(db, userId, input.photos);
    let id: string;
    try {
      id = await db.transaction(async (tx) => {
        const claim = await repo.insertClaim(tx, {
          orderId: order.id,
          userId,
          tailorId: order.tailorId,
          garment: input.garment,
          problem: input.problem,
          severity: input.severity,
          photos: input.photos,
          measurements: input.measurements,
        });
        await repo.addEvent(tx, claim!.id, 'reported', 'shopper', input.problem);
        await queueToUser(
          tx,
          order.tailorUserId,
          claimReportedText(site, {
            id: claim!.id,
            orderId: order.id,
            garment: input.garment,
            severity: fitClaimSeverityLabels[input.severity],
          }),
        );
        return claim!.id;
      });
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
        throw new ConflictError('This order already has an open fit claim');
      }
      throw error;
    }
    return get(id, { userId, signedIn: false, roles: [] });
  }

  /**
   * Issues the claim's credit inside `tx` and tells the shopper. The tailor pays for it: out of
   * the order's money Telo still holds, then out of her balance (ledger/escrow.ts).
   */
  async function credit(
    tx: Db,
    row: repo.ClaimRow,
    kobo: number,
    actor: Role,
    note: string | null,
  ) {
    let moved;
    try {
      moved = await repo.moveClaim(
        tx,
        row.claim.id,
        actor === 'admin' ? ['disputed'] : ['reported'],
        'credited',
        { creditKobo: kobo },
      );
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
        throw new ConflictError('This order has already been credited once');
      }
      throw error;
    }
    if (!moved) return false;
    await creditFromClaim(tx, row.claim, kobo);
    await repo.addEvent(tx, row.claim.id, 'credited', actor, note);
    await queueToUser(tx, row.claim.userId, claimCreditText(site, row.claim, fromKobo(kobo)));
    return true;
  }

  const outOfOrder = () => new ConflictError('This fit claim has moved on: reload it');

  /** The tailor's answer to a reported claim: alteration, remake, or cannot fix (→ credit). */
  async function answer(id: string, actor: Actor, input: z.output<typeof answerFitClaimSchema>) {
    const { row, role } = await load(id, actor);
    if (role !== 'tailor') throw new NotFoundError('Fit claim not found');
    const changed = await db.transaction(async (tx) => {
      if (input.answer === 'cannot_fix') {
        const issued = await credit(tx, row, capKobo(row), 'tailor', null);
        if (issued) await repo.addEvent(tx, id, 'cannot_fix', 'tailor', input.note);
        return issued;
      }
      const moved = await repo.moveClaim(tx, id, ['reported'], input.answer);
      if (!moved) return false;
      await repo.addEvent(tx, id, input.answer, 'tailor', input.note);
      await queueToUser(
        tx,
        row.claim.userId,
        claimAnsweredText(site, row.claim, row.tailor.businessName, input.answer),
      );
      return true;
    });
    if (!changed) throw outOfOrder();
    return get(id, actor);
  }

  /** The tailor finished the agreed alteration or remake. */
  async function done(id: string, actor: Actor) {
    const { row, role } = await load(id, actor);
    if (role !== 'tailor') throw new NotFoundError('Fit claim not found');
    const from = row.claim.state;
    if (from !== 'alteration' && from !== 'remake') throw outOfOrder();
    const changed = await db.transaction(async (tx) => {
      const moved = await repo.moveClaim(tx, id, [from], 'completed');
      if (!moved) return false;
      await repo.addEvent(
        tx,
        id,
        from === 'alteration' ? 'alteration_done' : 'remake_done',
        'tailor',
      );
      await queueToUser(tx, row.claim.userId, claimFixDoneText(site, row.claim, from));
      return true;
    });
    if (!changed) throw outOfOrder();
    return get(id, actor);
  }

  /** Either side asks Telo to decide: the shopper at any open step or after the fix, the tailor
   * instead of answering (the claim is not covered, in their view). */
  async function dispute(id: string, actor: Actor, note: string) {
    const { row, role } = await load(id, actor);
    const from: FitClaimState[] =
      role === 'shopper'
        ? ['reported', 'alteration', 'remake', 'completed']
        : role === 'tailor'
          ? ['reported']
          : [];
    if (from.length === 0) throw outOfOrder();
    const changed = await db.transaction(async (tx) => {
      const moved = await repo.moveClaim(tx, id, from, 'disputed');
      if (!moved) return false;
      await repo.addEvent(tx, id, 'disputed', role, note);
      const other = role === 'shopper' ? row.tailor.userId : row.claim.userId;
      await queueToUser(tx, other, claimDisputedText(site, row.claim));
      return true;
    });
    if (!changed) throw outOfOrder();
    return get(id, actor);
  }

  /** An admin decides a disputed claim. */
  async function decide(id: string, actor: Actor, input: z.output<typeof decideFitClaimSchema>) {
    const { row, role } = await load(id, actor);
    if (role !== 'admin') throw new NotFoundError('Fit claim not found');
    const changed = await db.transaction(async (tx) => {
      if (input.decision === 'credit') {
        const kobo = toKobo(input.creditAmount!);
        const cap = capKobo(row);
        if (kobo > cap) {
          const message = `Credit for a ${fitClaimSeverityLabels[row.claim.severity].toLowerCase()} is at most ${formatNairaExact(fromKobo(cap))}`;
          throw new BadRequestError(message, [{ path: 'creditAmount', message }]);
        }
        return credit(tx, row, kobo, 'admin', input.note);
      }
      const moved = await repo.moveClaim(tx, id, ['disputed'], input.decision);
      if (!moved) return false;
      await repo.addEvent(tx, id, input.decision, 'admin', input.note);
      for (const to of [row.claim.userId, row.tailor.userId]) {
        await queueToUser(tx, to, claimDecidedText(site, row.claim, input.note));
      }
      return true;
    });
    if (!changed) throw outOfOrder();
    return get(id, actor);
  }

  return {
    get,
    report,
    answer,
    done,
    dispute,
    decide,
    mine: async (userId: string) =>
      list(await repo.claimsOfShopper(db, userId), { userId, signedIn: false, roles: [] }),
    ofTailor: async (actor: Actor) => list(await repo.claimsOfTailor(db, actor.userId), actor),
    disputed: async (actor: Actor) => list(await repo.claimsInStates(db, ['disputed']), actor),
  };
}
export type FitClaims = ReturnType<typeof createFitClaims>;
