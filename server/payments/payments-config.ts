/** Payment settings (server/config.ts reads them from the environment). */
export type PaymentsConfig = {
  /** The origin shoppers reach Telo at, without a trailing slash: http://localhost:3000. */
  publicUrl: string;
  /** Paystack's API; undefined means the local simulator (PAYSTACK_SECRET_KEY unset). */
  paystack?: { baseUrl: string; secretKey: string };
  /** The simulator's bank transfer settles, and its refunds are processed, after these. */
  simulatorTransferMs?: number;
  simulatorRefundMs?: number;
  /** The simulator's payout transfers complete after this. */
  simulatorPayoutMs?: number;
  /** Telo's commission on each order, in basis points of its total (1000 = 10 %). */
  commissionBasisPoints?: number;
};
