CREATE TABLE "payouts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"order_id" text NOT NULL,
	"tailor_id" text NOT NULL,
	"order_total_kobo" integer NOT NULL,
	"commission_kobo" integer NOT NULL,
	"amount_kobo" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reference" text NOT NULL,
	"transfer_code" text,
	"failure_reason" text,
	"requested_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "payouts_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "paystack_sim_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient_code" text NOT NULL,
	"name" text NOT NULL,
	"account_number" text NOT NULL,
	"bank_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paystack_sim_recipients_recipient_code_unique" UNIQUE("recipient_code")
);
--> statement-breakpoint
CREATE TABLE "paystack_sim_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"transfer_code" text NOT NULL,
	"recipient_code" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"settles_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paystack_sim_transfers_reference_unique" UNIQUE("reference"),
	CONSTRAINT "paystack_sim_transfers_transfer_code_unique" UNIQUE("transfer_code")
);
--> statement-breakpoint
ALTER TABLE "tailor_applications" ADD COLUMN "applicant_phone" text;--> statement-breakpoint
ALTER TABLE "tailor_applications" ADD COLUMN "submitted_signed_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tailor_applications" ADD COLUMN "tailor_id" text;--> statement-breakpoint
-- Applications sent before this migration: their number as E.164 (the rule of
-- shared/sign-in-destination.ts). Of several pending ones with the same number only the newest
-- takes part in the one-pending-per-number index; the others are still reviewed as before.
WITH numbered AS (
  SELECT id, status, submitted_at,
    '+234' || right(regexp_replace(phone, '\D', '', 'g'), 10) AS e164
  FROM "tailor_applications"
), ranked AS (
  SELECT id, e164,
    CASE WHEN status = 'pending'
      THEN row_number() OVER (PARTITION BY e164, status = 'pending' ORDER BY submitted_at DESC, id DESC)
      ELSE 1 END AS n
  FROM numbered
)
UPDATE "tailor_applications" a SET "applicant_phone" = r.e164
FROM ranked r WHERE r.id = a.id AND r.n = 1;--> statement-breakpoint
ALTER TABLE "tailor_payment_info" ADD COLUMN "recipient_code" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_tailor_id_tailors_id_fk" FOREIGN KEY ("tailor_id") REFERENCES "public"."tailors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_tailor_idx" ON "payouts" USING btree ("tailor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_open_idx" ON "payouts" USING btree ("state") WHERE state in ('pending', 'processing');--> statement-breakpoint
CREATE UNIQUE INDEX "tailor_applications_pending_phone_idx" ON "tailor_applications" USING btree ("applicant_phone") WHERE "tailor_applications"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "tailor_applications_pending_account_idx" ON "tailor_applications" USING btree ("user_id") WHERE "tailor_applications"."status" = 'pending' and "tailor_applications"."submitted_signed_in";--> statement-breakpoint
CREATE INDEX "tailor_applications_status_idx" ON "tailor_applications" USING btree ("status","submitted_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "tailor_applications_phone_idx" ON "tailor_applications" USING btree ("applicant_phone");