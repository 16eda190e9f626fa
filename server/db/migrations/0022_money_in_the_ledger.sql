-- Decision 048: the money already moved goes into the ledger before the tables it lived in change.
-- Each earlier fact becomes the transaction today's code would have posted, under the same key:
-- card charges into orders' escrow, store credit (claims' credit from Telo's fit guarantee, credit
-- spent and given back), refunds owed and made, and the per-order payouts of issue 14 (a release
-- to the tailor and Telo's commission, then the transfer to her bank).
CREATE FUNCTION ledger_backfill_move(
  p_kind text, p_key text, p_order text, p_claim text,
  p_from text, p_to text, p_amount bigint, p_at timestamptz
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t text;
BEGIN
  IF p_amount IS NULL OR p_amount = 0 THEN
    RETURN;
  END IF;
  INSERT INTO ledger_transactions (kind, key, order_id, claim_id, memo, created_at)
    VALUES (p_kind, p_key, p_order, p_claim, 'recorded before the ledger', p_at)
    RETURNING id INTO t;
  INSERT INTO ledger_entries (transaction_id, account, amount_kobo, created_at)
    VALUES (t, p_from, -p_amount, p_at), (t, p_to, p_amount, p_at);
END
$$;
--> statement-breakpoint
SELECT ledger_backfill_move('charge', 'charge:' || o.id, o.id, NULL, 'card:' || o.user_id,
    'escrow:' || o.id, round(o.total_amount * 100)::bigint - o.credit_kobo, p.paid_at)
  FROM orders o
  JOIN checkouts c ON c.id = o.checkout_id AND c.state = 'paid'
  JOIN LATERAL (SELECT max(paid_at) AS paid_at FROM payments
    WHERE checkout_id = c.id AND state = 'success') p ON true
  WHERE o.payment_state IN ('paid', 'refund_pending', 'refunded');
--> statement-breakpoint
SELECT ledger_backfill_move('claim_credit', 'claim-credit:' || e.claim_id, f.order_id, e.claim_id,
    'guarantee', 'credit:' || e.user_id, e.amount_kobo, e.created_at)
  FROM store_credit_entries e JOIN fit_claims f ON f.id = e.claim_id
  WHERE e.kind = 'issued';
--> statement-breakpoint
SELECT ledger_backfill_move('credit_spent', 'credit-spent:' || e.order_id, e.order_id, NULL,
    'credit:' || e.user_id, 'escrow:' || e.order_id, -e.amount_kobo, e.created_at)
  FROM store_credit_entries e WHERE e.kind = 'spent';
--> statement-breakpoint
SELECT ledger_backfill_move('credit_returned', 'credit-returned:' || e.order_id, e.order_id, NULL,
    'escrow:' || e.order_id, 'credit:' || e.user_id, e.amount_kobo, e.created_at)
  FROM store_credit_entries e WHERE e.kind = 'returned';
--> statement-breakpoint
SELECT ledger_backfill_move('refund_owed', 'refund-owed:' || r.id, r.order_id, NULL,
    CASE WHEN r.order_id IS NULL THEN 'card:' || c.user_id ELSE 'escrow:' || r.order_id END,
    'refund:' || r.id, r.amount_kobo, r.created_at)
  FROM refunds r JOIN payments p ON p.reference = r.payment_reference
  JOIN checkouts c ON c.id = p.checkout_id;
--> statement-breakpoint
SELECT ledger_backfill_move('refunded', 'refunded:' || r.id, r.order_id, NULL,
    'refund:' || r.id, 'card:' || c.user_id, r.amount_kobo, coalesce(r.processed_at, r.created_at))
  FROM refunds r JOIN payments p ON p.reference = r.payment_reference
  JOIN checkouts c ON c.id = p.checkout_id
  WHERE r.state = 'processed';
--> statement-breakpoint
SELECT ledger_backfill_move('release', 'release:' || p.order_id, p.order_id, NULL,
    'escrow:' || p.order_id, 'tailor:' || p.tailor_id, p.amount_kobo, p.created_at)
  FROM payouts p;
--> statement-breakpoint
SELECT ledger_backfill_move('commission', 'commission:' || p.order_id, p.order_id, NULL,
    'escrow:' || p.order_id, 'commission', p.commission_kobo, p.created_at)
  FROM payouts p;
--> statement-breakpoint
SELECT ledger_backfill_move('payout', 'payout:' || p.id, p.order_id, NULL,
    'tailor:' || p.tailor_id, 'payout:' || p.id, p.amount_kobo, p.created_at)
  FROM payouts p;
--> statement-breakpoint
SELECT ledger_backfill_move('payout_paid', 'payout-paid:' || p.id, p.order_id, NULL,
    'payout:' || p.id, 'bank:' || p.tailor_id, p.amount_kobo, coalesce(p.paid_at, p.updated_at))
  FROM payouts p WHERE p.state = 'paid';
--> statement-breakpoint
DROP FUNCTION ledger_backfill_move;
--> statement-breakpoint
DROP TABLE "store_credit_entries" CASCADE;--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_order_id_unique";--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" DROP COLUMN "order_total_kobo";--> statement-breakpoint
ALTER TABLE "payouts" DROP COLUMN "commission_kobo";
