CREATE TABLE "order_change_requests" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"order_id" text NOT NULL,
	"round" integer NOT NULL,
	"note" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer" text,
	"reply" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tailors" ADD COLUMN "workshop_address" text;--> statement-breakpoint
ALTER TABLE "tailors" ADD COLUMN "workshop_phone" text;--> statement-breakpoint
ALTER TABLE "tailors" ADD COLUMN "workshop_hours" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approval" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approve_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approved_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "change_rounds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_change_requests" ADD CONSTRAINT "order_change_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_change_requests_round_key" ON "order_change_requests" USING btree ("order_id","round");--> statement-breakpoint
CREATE INDEX "orders_approve_by_idx" ON "orders" USING btree ("approve_by") WHERE approval = 'awaiting';--> statement-breakpoint
-- Orders already waiting at "ready" wait for their shopper from their last change: those ready
-- for 48 hours or more are approved by the job's next tick, as if she had stayed silent.
UPDATE "orders" SET "approval" = 'awaiting', "approve_by" = "updated_at" + interval '48 hours'
WHERE "stage" = 'ready' AND "status" = 'in_progress';
