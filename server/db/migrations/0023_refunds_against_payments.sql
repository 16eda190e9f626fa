ALTER TABLE "orders" ADD COLUMN "paid_by_reference" text;--> statement-breakpoint
-- Orders paid before this column: the checkout's successful payment that was not refunded whole
-- (a duplicate that arrived after the checkout was paid got a refund row without an order).
UPDATE "orders" o SET "paid_by_reference" = (
  SELECT p."reference" FROM "payments" p
  WHERE p."checkout_id" = o."checkout_id" AND p."state" = 'success'
    AND NOT EXISTS (SELECT 1 FROM "refunds" r WHERE r."payment_reference" = p."reference" AND r."order_id" IS NULL)
  ORDER BY p."paid_at" ASC NULLS LAST, p."created_at" ASC LIMIT 1)
WHERE o."checkout_id" IS NOT NULL AND o."payment_state" IN ('paid', 'refund_pending', 'refunded');--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "settled_note" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "settled_by" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- One open attempt per checkout from now on: of several, the newest with a link stays open;
-- attempts of checkouts no longer open are closed too (a late charge on one is refunded whole).
UPDATE "payments" SET "state" = 'expired', "updated_at" = now()
WHERE "state" = 'initialized' AND "id" NOT IN (
  SELECT DISTINCT ON (p."checkout_id") p."id" FROM "payments" p
  JOIN "checkouts" c ON c."id" = p."checkout_id" AND c."state" = 'open'
  WHERE p."state" = 'initialized'
  ORDER BY p."checkout_id", (p."authorization_url" IS NOT NULL) DESC, p."created_at" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_open_attempt_key" ON "payments" USING btree ("checkout_id") WHERE state = 'initialized';--> statement-breakpoint
CREATE INDEX "refunds_failed_idx" ON "refunds" USING btree ("failed_at") WHERE state = 'failed';