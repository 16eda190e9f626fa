CREATE TABLE "host_payment_info" (
	"user_id" text PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"recipient_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "tailor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "host_user_id" text;--> statement-breakpoint
ALTER TABLE "host_payment_info" ADD CONSTRAINT "host_payment_info_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_host_idx" ON "payouts" USING btree ("host_user_id","created_at" DESC NULLS LAST) WHERE host_user_id is not null;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_one_payee_check" CHECK (("payouts"."tailor_id" is null) <> ("payouts"."host_user_id" is null));