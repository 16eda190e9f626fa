/** Payment settings (server/config.ts reads them from the environment). */
export type PaymentsConfig = {
  /** The origin shoppers reach Telo at, without a trailing slash: http://localhost:3000. */
  publicUrl: string;
  /** Paystack's API; undefined means the local simulator (PAYSTACK_SECRET_KEY unset). */
  paystack?: { baseUrl: string; secretKey: string };
  /**
   * PAYSTACK_SIMULATOR=on: live mode may run on the simulator when no key is set (a staging
   * server, the e2e live-mode server, tests). Demo mode always may.
   */
  simulatorInLiveMode?: boolean;
  /** The simulator's bank transfer settles, and its refunds are processed, after these. */
  simulatorTransferMs?: number;
  simulatorRefundMs?: number;
  /** The simulator's payout transfers complete after this. */
  simulatorPayoutMs?: number;
  /** Telo's commission on each order, in basis points of its total (1000 = 10 %). */
  commissionBasisPoints?: number;
  /** Days after delivery an order's money is released without the shopper's word (issue 28). */
  releaseAfterDays?: number;
  /** Percent of her earnings a tailor is advanced when she starts cutting; 0 turns it off. */
  advancePercent?: number;
};

/**
 * Why these payment settings may not start, or undefined. Live mode takes real orders, and the
 * simulator marks them paid with nobody paying: there a Paystack key is required unless
 * PAYSTACK_SIMULATOR=on says the server is a rehearsal. Checked when the configuration is read
 * (server/config.ts) and again when the app is built, whoever built its configuration.
 */
export function paymentsConfigProblem(
  demoShopper: boolean,
  payments: Pick<PaymentsConfig, 'paystack' | 'simulatorInLiveMode'>,
): string | undefined {
  if (demoShopper || payments.paystack || payments.simulatorInLiveMode) return undefined;
  return (
    'live mode (DEMO_SHOPPER=off) takes real orders and needs PAYSTACK_SECRET_KEY; without one, ' +
    'the local Paystack simulator would mark orders paid with nobody paying. Set ' +
    'PAYSTACK_SIMULATOR=on only on a server that is not a real shop (staging, tests).'
  );
}
