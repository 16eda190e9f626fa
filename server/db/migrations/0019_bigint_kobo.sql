-- Issue 27, finding 4 (decision 043). Kobo columns were 32-bit integers, which stop at
-- ₦21,474,836.47, below one outfit's largest price: every one becomes bigint. An order's total
-- and base price (price × quantity) become numeric(12,2); the checkout's limit in
-- shared/money-limits.ts (₦500,000,000) keeps every amount far inside both. Widening rewrites the
-- tables under a lock, which at Telo's size takes moments; no value changes.
ALTER TABLE "orders" ALTER COLUMN "total_amount" SET DATA TYPE numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "base_price" SET DATA TYPE numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "credit_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "checkouts" ALTER COLUMN "amount_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "checkouts" ALTER COLUMN "credit_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "paystack_sim_refunds" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "paystack_sim_transactions" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "amount_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "order_total_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "commission_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "amount_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "paystack_sim_transfers" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "fit_claims" ALTER COLUMN "credit_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ALTER COLUMN "amount_kobo" SET DATA TYPE bigint;