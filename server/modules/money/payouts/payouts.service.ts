import type { FastifyBaseLogger } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { BankChoice } from '../../../../shared/bank-accounts.ts';
import type { Db } from '../../../db/client.ts';
import type { Outbox } from '../../../outbox/outbox.ts';
import { queueToUser } from '../../../outbox/notify.ts';
import { accounts } from '../ledger/accounts.ts';
import { balance, post } from '../ledger/ledger.ts';
import * as ledgerRepository from '../ledger/ledger.repository.ts';
import {
  PaymentProviderRefusal,
  type PaymentProvider,
  type ProviderTransfer,
} from '../payments/provider.ts';
import { createAfterAnswer } from '../payments/after-answer.ts';
import { lockTailor } from '../../tailors/tailors.repository.ts';
import {
  bankDetailsNeededText,
  hostBankDetailsNeededText,
  hostPayoutFailedText,
  payoutFailedText,
  payoutPaidText,
} from '../../../texts/payouts.ts';
import type { Banks } from './banks.ts';
import * as hostPayoutsRepository from './host-payouts.repository.ts';
import { balanceAccount, bankAccount, payeeColumns, payeeOf, type Payee } from './payees.ts';
import * as tailorPayoutsRepository from './tailor-payouts.repository.ts';

export type Payouts = ReturnType<typeof createPayouts>;

export type PayoutsDeps = {
  db: Db;
  provider: PaymentProvider;
  /** Paystack's bank list, kept (banks.ts): a payout to details saved before it finds its code. */
  banks: Pick<Banks, 'list'>;
  outbox: Pick<Outbox, 'deliverSoon'>;
  /** Telo's public address (PUBLIC_URL): texts link to the Payouts tab. */
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
};

/** Paystack's transfer references: lowercase letters, digits, - and _, 16 to 50 characters. */
export const newPayoutReference = () => `payout_${randomBytes(12).toString('hex')}`;

/** A transfer the provider never heard of this long after it was asked is asked again. */
const LOST_REQUEST_MS = 2 * 60_000;
const BATCH = 20;

/**
 * Payouts (issue 14), from the ledger (issue 28, decision 048), to tailors and to aso-ebi hosts
 * (issue 32, decision 057: payees.ts). A periodic sweep
 * (1) gives each payee with bank details and a balance above zero one payout of that balance:
 * the payee's row is locked and the balance moved into the payout's account in one transaction,
 * so several sweeps or server instances send a naira once; (2) sends each pending payout: claimed
 * by a conditional UPDATE before the provider is asked, so it is asked once; (3) asks about
 * transfers still processing. The provider's transfer.* webhooks settle them sooner. Every
 * change of state is a conditional UPDATE … RETURNING with its posting and the tailor's text in
 * its transaction.
 */
export function createPayouts(deps: PayoutsDeps) {
  const { db, provider, log } = deps;
  const { track, idle } = createAfterAnswer(log, 'payout work not done');

  async function stop() {
    await idle();
  }

  /**
   * Each tailor and each aso-ebi host (issue 32) with bank details and money available gets a
   * payout of all of it.
   */
  async function createDue() {
    let created = 0;
    const payees: Payee[] = [
      ...(await ledgerRepository.tailorsWithMoneyAvailable(db, BATCH)).map(
        (tailorId) => ({ kind: 'tailor', tailorId }) as const,
      ),
      ...(await ledgerRepository.hostsWithMoneyAvailable(db, BATCH)).map(
        (userId) => ({ kind: 'host', userId }) as const,
      ),
    ];
    for (const payee of payees) {
      if (await payBalance(payee)) created += 1;
    }
    return created;
  }

  /** The payee's whole balance into a new payout, under the lock on the payee's row. */
  function payBalance(payee: Payee) {
    return db.transaction(async (tx) => {
      if (payee.kind === 'tailor') await lockTailor(tx, payee.tailorId);
      else await hostPayoutsRepository.lockHost(tx, payee.userId);
      const from = balanceAccount(payee);
      const available = await balance(tx, from);
      if (available <= 0) return false;
      const payout = await tailorPayoutsRepository.insertPayout(tx, {
        ...payeeColumns(payee),
        amountKobo: available,
        reference: newPayoutReference(),
      });
      return post(tx, {
        kind: 'payout',
        key: `payout:${payout.id}`,
        entries: [
          { account: from, amountKobo: -available },
          { account: accounts.payout(payout.id), amountKobo: available },
        ],
      });
    });
  }

  /**
   * Tailors and hosts with money available and no bank details are told, once per waiting period
   * (issues 29 and 32): the reminder's row is claimed first (insert … on conflict do nothing) in
   * the text's transaction, so any number of sweeps send one text; saving the details ends the
   * period.
   */
  async function remindBankDetails() {
    let reminded = 0;
    const waiting = [
      ...(await ledgerRepository.waitingForBankDetails(db, 'tailor', BATCH)).map((w) => ({
        payee: { kind: 'tailor', tailorId: w.id } as const,
        availableKobo: w.availableKobo,
      })),
      ...(await ledgerRepository.waitingForBankDetails(db, 'host', BATCH)).map((w) => ({
        payee: { kind: 'host', userId: w.id } as const,
        availableKobo: w.availableKobo,
      })),
    ];
    for (const { payee, availableKobo } of waiting) {
      const sent = await db.transaction(async (tx) => {
        const claimed =
          payee.kind === 'tailor'
            ? await tailorPayoutsRepository.claimBankDetailsReminder(tx, payee.tailorId)
            : await hostPayoutsRepository.claimBankDetailsReminder(tx, payee.userId);
        if (!claimed) return false;
        await queuePayee(
          tx,
          payee,
          payee.kind === 'tailor'
            ? bankDetailsNeededText(availableKobo, deps.publicUrl)
            : hostBankDetailsNeededText(availableKobo, deps.publicUrl),
        );
        return true;
      });
      if (sent) reminded += 1;
    }
    if (reminded > 0) deps.outbox.deliverSoon();
    return reminded;
  }

  /** The bank code of saved details; details from before Paystack's list are found by name. */
  async function bankCodeOf(info: { bankCode: string | null; bankName: string }) {
    if (info.bankCode) return info.bankCode;
    const bank = (await deps.banks.list()).find((b) => b.name === info.bankName);
    if (!bank) throw new PaymentProviderRefusal(`Telo cannot pay into ${info.bankName}`);
    return bank.code;
  }

  /** The payee's bank details, and how a recipient made for them is kept. */
  async function transferDetails(payee: Payee) {
    if (payee.kind === 'tailor') {
      const info = await tailorPayoutsRepository.findTransferDetails(db, payee.tailorId);
      return (
        info && {
          info,
          keep: (code: string) => tailorPayoutsRepository.keepRecipientCode(db, info, code),
        }
      );
    }
    const info = await hostPayoutsRepository.findTransferDetails(db, payee.userId);
    return (
      info && {
        info,
        keep: (code: string) => hostPayoutsRepository.keepRecipientCode(db, info, code),
      }
    );
  }

  /** The provider's recipient for the payee's current bank details, made (and kept) if need be. */
  async function recipientFor(details: NonNullable<Awaited<ReturnType<typeof transferDetails>>>) {
    const { info } = details;
    if (info.recipientCode) return info.recipientCode;
    const { recipientCode } = await provider.createTransferRecipient({
      name: info.accountName,
      accountNumber: info.accountNumber,
      bankCode: await bankCodeOf(info),
    });
    // Kept only if the details are still the ones it was made for.
    await details.keep(recipientCode);
    return recipientCode;
  }

  /** Sends one pending payout: claimed first, so two sweeps never both ask the provider. */
  async function send(payoutId: string) {
    const claimed = await tailorPayoutsRepository.claimPayout(db, payoutId);
    if (!claimed) return;
    try {
      // Asked before (an answer lost, a crash): adopt what the provider knows, never send twice.
      const known = await provider.verifyTransfer(claimed.reference);
      if (known) return await apply(known);
      const details = await transferDetails(payeeOf(claimed));
      if (!details) throw new PaymentProviderRefusal('no bank details');
      const transfer = await provider.transfer({
        amountKobo: claimed.amountKobo,
        recipientCode: await recipientFor(details),
        reference: claimed.reference,
        reason: 'Telo payout',
      });
      await tailorPayoutsRepository.setTransferCode(db, claimed.id, transfer.transferCode || null);
      await apply(transfer);
    } catch (error) {
      if (error instanceof PaymentProviderRefusal) {
        await fail(claimed.reference, error.message.replace(/^The payment provider refused: /, ''));
      } else {
        // Not reached: back to pending under the same reference for the next sweep.
        log.warn({ payoutId, err: error }, 'payout not sent; the sweep tries again');
        await tailorPayoutsRepository.releasePayoutClaim(db, claimed.id);
      }
    }
  }

  /** What the provider says of a transfer, applied once (webhook, verify and sweep alike). */
  async function apply(transfer: ProviderTransfer) {
    if (transfer.status === 'success') return markPaid(transfer.reference);
    if (transfer.status === 'failed' || transfer.status === 'reversed') {
      return fail(transfer.reference, transfer.reason ?? `transfer ${transfer.status}`);
    }
    return false;
  }

  async function markPaid(reference: string) {
    const changed = await db.transaction(async (tx) => {
      const paid = await tailorPayoutsRepository.markPayoutPaid(tx, reference);
      if (!paid) return false;
      const payee = payeeOf(paid);
      await post(tx, {
        kind: 'payout_paid',
        key: `payout-paid:${paid.id}`,
        memo: reference,
        entries: [
          { account: accounts.payout(paid.id), amountKobo: -paid.amountKobo },
          { account: bankAccount(payee), amountKobo: paid.amountKobo },
        ],
      });
      await queuePayee(tx, payee, payoutPaidText(paid.amountKobo));
      return true;
    });
    if (changed) deps.outbox.deliverSoon();
    return changed;
  }

  async function fail(reference: string, reason: string) {
    const changed = await db.transaction(async (tx) => {
      const failed = await tailorPayoutsRepository.markPayoutFailed(tx, reference, reason);
      if (!failed) return false;
      const payee = payeeOf(failed);
      await queuePayee(
        tx,
        payee,
        payee.kind === 'tailor'
          ? payoutFailedText(failed.amountKobo, reason, deps.publicUrl)
          : hostPayoutFailedText(failed.amountKobo, reason, deps.publicUrl),
      );
      return true;
    });
    if (changed) deps.outbox.deliverSoon();
    return changed;
  }

  async function queueTailor(tx: Db, tailorId: string, body: string) {
    const userId = await tailorPayoutsRepository.findTailorUserId(tx, tailorId);
    if (userId) await queueToUser(tx, userId, body);
  }

  function queuePayee(tx: Db, payee: Payee, body: string) {
    return payee.kind === 'tailor'
      ? queueTailor(tx, payee.tailorId, body)
      : queueToUser(tx, payee.userId, body);
  }

  /** A transfer.* webhook or a check: never trusted as sent, the transfer is verified first. */
  async function settle(reference: string) {
    const transfer = await provider.verifyTransfer(reference);
    if (transfer) await apply(transfer);
  }

  async function sweep() {
    await createDue();
    await remindBankDetails();
    const ready = await tailorPayoutsRepository.findSendablePayoutIds(db, BATCH);
    for (const { id } of ready) await send(id);
    const processing = await tailorPayoutsRepository.findProcessingPayouts(db, BATCH);
    for (const { reference } of processing) {
      const transfer = await provider.verifyTransfer(reference).catch(() => undefined);
      if (transfer) await apply(transfer);
      else if (transfer === null) {
        // The provider never got the request (a crash between claim and call): send it again.
        await tailorPayoutsRepository.reopenLostPayout(db, reference, LOST_REQUEST_MS);
      }
    }
  }

  return { track, idle, stop, sweep, createDue, remindBankDetails, send, settle };
}

/**
 * New bank details are saved (issue 29) under the name the bank gives the account, never a typed
 * one: the account is resolved again here, so what is saved is what the bank says now. In one
 * transaction the failed payouts are sent to them and the waiting period's reminder ends.
 */
export async function savePaymentInfo(
  db: Db,
  banks: Pick<Banks, 'resolve'>,
  tailorId: string,
  choice: BankChoice,
) {
  const account = await banks.resolve(choice);
  return db.transaction(async (tx) => {
    const saved = await tailorPayoutsRepository.savePaymentInfo(tx, tailorId, account);
    await tailorPayoutsRepository.retryFailedPayouts(tx, { kind: 'tailor', tailorId });
    await tailorPayoutsRepository.endBankDetailsReminder(tx, tailorId);
    return saved;
  });
}

/**
 * An aso-ebi host saves her bank details (issue 32, decision 057) as a tailor does: resolved
 * again here, saved under the bank's name, her failed payouts sent again to them and the waiting
 * period's reminder ended.
 */
export async function saveHostPaymentInfo(
  db: Db,
  banks: Pick<Banks, 'resolve'>,
  userId: string,
  choice: BankChoice,
) {
  const account = await banks.resolve(choice);
  return db.transaction(async (tx) => {
    const saved = await hostPayoutsRepository.savePaymentInfo(tx, userId, account);
    await tailorPayoutsRepository.retryFailedPayouts(tx, { kind: 'host', userId });
    await hostPayoutsRepository.endBankDetailsReminder(tx, userId);
    return saved;
  });
}
