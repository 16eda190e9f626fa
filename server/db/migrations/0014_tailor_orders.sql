ALTER TABLE "orders" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accept_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_photo_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_note" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "photo_url" text;--> statement-breakpoint
CREATE INDEX "orders_accept_by_idx" ON "orders" USING btree ("accept_by") WHERE status = 'pending' and payment_state = 'paid';--> statement-breakpoint
-- Orders paid before the 48-hour rule existed get their 48 hours from now.
UPDATE "orders" SET "accept_by" = now() + interval '48 hours' WHERE status = 'pending' AND payment_state = 'paid' AND checkout_id IS NOT NULL;
