import type { FastifyBaseLogger } from 'fastify';
import type { Bank, BankChoice } from '../../../../shared/bank-accounts.ts';
import type { ResolvedAccount } from '../../../../shared/schemas/payouts.ts';
import { AppError, BadRequestError } from '../../../errors.ts';
import { PaymentProviderError, type PaymentProvider } from '../payments/provider.ts';

export type Banks = ReturnType<typeof createBanks>;

/** Paystack's bank list changes a few times a year: asked again once a day is plenty. */
export const BANK_LIST_TTL_MS = 24 * 60 * 60_000;

/** The banks could not be asked: the tailor is told so, and to try again (never a 500). */
export class BanksUnreachableError extends AppError {
  constructor() {
    super(502, 'We could not reach the banks to check this account. Try again in a minute.');
  }
}

/** The bank knows no such account (Paystack's 422): said in the tailor's words. */
export class AccountNotFoundError extends AppError {
  constructor(bank: Bank, accountNumber: string) {
    const message = `${bank.name} has no account ${accountNumber}. Check the 10 digits and the bank you chose.`;
    // As a field's issue too, so the form shows it under the account number.
    super(422, message, { issues: [{ path: 'accountNumber', message }] });
  }
}

/**
 * Nigeria's banks as the payment provider lists them (issue 29), kept in memory for a day per
 * instance: the list is the same for everyone and changes rarely, and asking Paystack on every
 * form would make the Payouts tab as slow as Paystack. A failed refresh keeps serving the list
 * it had; with none yet, the caller is told the banks could not be reached. Resolving an account
 * is asked each time (an account's name is the bank's answer now).
 */
export function createBanks(deps: {
  provider: Pick<PaymentProvider, 'listBanks' | 'resolveAccount'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  ttlMs?: number;
  now?: () => number;
}) {
  const { provider, log, ttlMs = BANK_LIST_TTL_MS, now = Date.now } = deps;
  let kept: { banks: Bank[]; at: number } | undefined;
  let asking: Promise<Bank[]> | undefined;

  async function refresh(): Promise<Bank[]> {
    const listed = await provider.listBanks();
    // One entry per code (the picker's key), in the order people look for a name.
    const byCode = new Map(listed.map((b) => [b.code, { code: b.code, name: b.name }]));
    const banks = [...byCode.values()].sort((a, b) => a.name.localeCompare(b.name));
    kept = { banks, at: now() };
    return banks;
  }

  async function list(): Promise<Bank[]> {
    if (kept && now() - kept.at < ttlMs) return kept.banks;
    // Concurrent callers share one request to the provider.
    asking ??= refresh().finally(() => {
      asking = undefined;
    });
    try {
      return await asking;
    } catch (error) {
      if (kept) {
        log.warn({ err: error }, 'bank list not refreshed; serving the one kept');
        return kept.banks;
      }
      if (error instanceof PaymentProviderError) throw new BanksUnreachableError();
      throw error;
    }
  }

  async function find(code: string): Promise<Bank | undefined> {
    return (await list()).find((b) => b.code === code);
  }

  /** The bank's name for the account: 400 unknown bank, 422 no such account, 502 unreachable. */
  async function resolve({ bankCode, accountNumber }: BankChoice): Promise<ResolvedAccount> {
    const bank = await find(bankCode);
    if (!bank) {
      throw new BadRequestError('Choose your bank', [
        { path: 'bankCode', message: 'Choose your bank' },
      ]);
    }
    let accountName: string | null;
    try {
      accountName = await provider.resolveAccount({ accountNumber, bankCode });
    } catch (error) {
      if (error instanceof PaymentProviderError) throw new BanksUnreachableError();
      throw error;
    }
    if (!accountName) throw new AccountNotFoundError(bank, accountNumber);
    return { bankCode, bankName: bank.name, accountNumber, accountName };
  }

  return { list, find, resolve };
}
