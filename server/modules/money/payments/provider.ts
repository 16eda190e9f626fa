import { AppError } from '../../../errors.ts';

/**
 * What Telo needs from a payment provider (issue 13). Paystack is the one adapter; the local
 * simulator speaks Paystack's API, so it is reached through the same adapter.
 */
export interface PaymentProvider {
  /** Starts a transaction under our reference; the shopper is sent to `authorizationUrl`. */
  initialize(input: InitializeInput): Promise<{ authorizationUrl: string; accessCode: string }>;
  /** The transaction as the provider knows it; null when it does not know the reference. */
  verify(reference: string): Promise<ProviderTransaction | null>;
  /**
   * Asks for money back: all of it, or `amountKobo`. The provider answers pending first; it
   * throws PaymentProviderRefusal when it says no, PaymentProviderError when it cannot be asked.
   */
  refund(input: {
    reference: string;
    amountKobo?: number;
  }): Promise<{ status: string; id: string }>;
  /** True only when `signature` is the provider's signature of exactly these bytes. */
  isSignedWebhook(rawBody: Buffer, signature: string | undefined): boolean;
  /**
   * Nigeria's banks as the provider lists them (issue 29: `GET /bank?country=nigeria`), active
   * ones only: the banks a tailor can be paid into.
   */
  listBanks(): Promise<ProviderBank[]>;
  /**
   * The name on an account (`GET /bank/resolve`); null when the bank knows no such account.
   * Throws PaymentProviderError when the provider cannot be asked.
   */
  resolveAccount(input: { accountNumber: string; bankCode: string }): Promise<string | null>;
  /** Registers a Nigerian bank account (NUBAN) to send transfers to (issue 14: payouts). */
  createTransferRecipient(input: {
    name: string;
    accountNumber: string;
    bankCode: string;
  }): Promise<{ recipientCode: string }>;
  /** Sends money from the balance under our reference (the provider refuses a reference twice). */
  transfer(input: TransferInput): Promise<ProviderTransfer>;
  /** The transfer as the provider knows it; null when it does not know the reference. */
  verifyTransfer(reference: string): Promise<ProviderTransfer | null>;
}

/** A bank as the provider names it; `code` is what transfers and resolving take. */
export type ProviderBank = { name: string; code: string; slug: string };

export type TransferInput = {
  amountKobo: number;
  recipientCode: string;
  reference: string;
  reason: string;
};

export type ProviderTransfer = {
  reference: string;
  transferCode: string;
  /** Paystack's words: pending, otp, processing, success, failed, reversed … */
  status: string;
  amountKobo: number;
  /** Why it failed, when it did. */
  reason: string | null;
};

export type InitializeInput = {
  email: string;
  amountKobo: number;
  reference: string;
  callbackUrl: string;
  metadata: Record<string, unknown>;
};

export type ProviderTransaction = {
  reference: string;
  /** Paystack's words: success, failed, abandoned, ongoing, pending, reversed … */
  status: string;
  amountKobo: number;
  currency: string;
  channel: string | null;
  paidAt: string | null;
};

/** The provider could not be reached or refused the call: nothing about the payment changed. */
export class PaymentProviderError extends AppError {
  constructor(detail: string) {
    super(502, `The payment provider could not be reached (${detail}). Try again in a moment.`);
  }
}

/** The provider understood the request and said no (e.g. an account that does not exist). */
export class PaymentProviderRefusal extends AppError {
  /** The provider's own words (a refund refused is shown with them on the admin desk). */
  readonly reason: string;
  constructor(detail: string) {
    super(502, `The payment provider refused: ${detail}`);
    this.reason = detail;
  }
}
