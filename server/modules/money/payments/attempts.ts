import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { checkoutApi } from '../../../../shared/api/checkout.ts';
import type { Db } from '../../../db/client.ts';
import * as repository from './payments.repository.ts';
import { PaymentProviderError, type PaymentProvider } from './provider.ts';

/**
 * Paystack needs an email for every transaction. An account made with a phone number has none:
 * it gets this address, derived from its id, which Paystack may show on its page but which no
 * mail ever reaches (Telo sends its own receipts through the outbox, by SMS).
 */
export const placeholderEmail = (userId: string) => `${userId}@customers.telo.ng`;

export const newReference = () => `telo_${randomBytes(12).toString('hex')}`;

export const CALLBACK_PATH = checkoutApi.paystackCallback.path;

/** A claim whose link never came (its process died mid-call) is given up after this. */
const STALE_CLAIM_MS = 60_000;
/** How long a second request waits for the link another request is fetching. */
const LINK_WAIT_MS = 20_000;

type CheckoutToPay = { id: string; userId: string; amountKobo: number };
type Attempt = Awaited<ReturnType<typeof repository.findOpenAttempt>> & {};
/** The checkout's open attempt; `mine` when this caller created it and asks Paystack for it. */
export type Claim = { attempt: Attempt; mine: boolean };

/**
 * One payment at a time per checkout (issue 28, decision 049). The attempt is claimed inside a
 * transaction that holds the checkout's lock (the shopper's row at checkout, the checkout's row
 * on retry), with a unique partial index behind it: whoever finds an open attempt answers its
 * link instead of starting another. The claim is committed before Paystack hears of its
 * reference, so whatever Paystack later says can be matched; then the claimer initializes it,
 * and everyone else waits for that link (in this process through the claimer's promise, from
 * another instance by reading the row again).
 */
export function createAttempts(deps: { db: Db; provider: PaymentProvider; publicUrl: string }) {
  const { db, provider } = deps;
  const links = new Map<string, Promise<string>>();

  /** In the caller's locked transaction: the checkout's open attempt, or a new one claimed. */
  async function claim(tx: Db, checkout: CheckoutToPay): Promise<Claim> {
    const open = await repository.findOpenAttempt(tx, checkout.id);
    if (open && (open.authorizationUrl || Date.now() - +open.createdAt < STALE_CLAIM_MS)) {
      return { attempt: open, mine: false };
    }
    // Claimed long ago and never given a link: nobody can pay it, so it makes way.
    if (open) await repository.failInitialized(tx, open.reference);
    const email =
      (await repository.findUserEmail(tx, checkout.userId)) ?? placeholderEmail(checkout.userId);
    const created = await repository.claimAttempt(tx, {
      checkoutId: checkout.id,
      reference: newReference(),
      amountKobo: checkout.amountKobo,
      email,
    });
    if (created) return { attempt: created, mine: true };
    // Claimed by a transaction that committed meanwhile (the unique index waited for it).
    const other = await repository.findOpenAttempt(tx, checkout.id);
    if (!other) throw new PaymentProviderError('the payment could not be started');
    return { attempt: other, mine: false };
  }

  /** After the claim committed: the attempt's link (asked of Paystack by its claimer only). */
  async function linkOf({ attempt, mine }: Claim, checkout: CheckoutToPay) {
    const link = mine
      ? initialize(attempt, checkout)
      : attempt.authorizationUrl
        ? Promise.resolve(attempt.authorizationUrl)
        : waitForLink(attempt.reference);
    const [authorizationUrl, orderIds] = await Promise.all([
      link,
      repository.findCheckoutOrderIds(db, checkout.id),
    ]);
    return { reference: attempt.reference, authorizationUrl, orderIds };
  }

  /** Asks Paystack for the attempt's page; the promise is shared with requests that wait. */
  function initialize(attempt: Attempt, checkout: CheckoutToPay) {
    const asked = (async () => {
      try {
        const orderIds = await repository.findCheckoutOrderIds(db, checkout.id);
        const { authorizationUrl } = await provider.initialize({
          email: attempt.email,
          amountKobo: attempt.amountKobo,
          reference: attempt.reference,
          callbackUrl: `${deps.publicUrl}${CALLBACK_PATH}`,
          metadata: { checkoutId: checkout.id, orderIds, userId: checkout.userId },
        });
        await repository.setAuthorizationUrl(db, attempt.reference, authorizationUrl);
        return authorizationUrl;
      } catch (error) {
        // The shopper never got a link, so nobody can pay this attempt.
        await repository.failInitialized(db, attempt.reference);
        throw error;
      } finally {
        links.delete(attempt.reference);
      }
    })();
    links.set(attempt.reference, asked);
    return asked;
  }

  /** Another request is fetching this attempt's link: its promise here, else the row, re-read. */
  async function waitForLink(reference: string) {
    const pending = links.get(reference);
    if (pending) return pending;
    const deadline = Date.now() + LINK_WAIT_MS;
    for (let delay = 20; ; delay = Math.min(delay * 2, 500)) {
      const row = await repository.findPayment(db, reference);
      if (row?.authorizationUrl) return row.authorizationUrl;
      if (row?.state !== 'initialized' || Date.now() > deadline) {
        throw new PaymentProviderError('the payment could not be started');
      }
      await sleep(delay);
    }
  }

  /** Pay now / Try again: the open attempt's link, or a new attempt when none is open. */
  async function payCheckout(checkout: CheckoutToPay) {
    const claimed = await db.transaction(async (tx) => {
      await repository.lockCheckout(tx, checkout.id);
      return claim(tx, checkout);
    });
    return linkOf(claimed, checkout);
  }

  return { claim, linkOf, payCheckout };
}
