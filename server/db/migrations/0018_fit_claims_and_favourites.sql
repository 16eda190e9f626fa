CREATE TABLE "tailor_follows" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"tailor_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tailor_follows_user_tailor_key" UNIQUE("user_id","tailor_id")
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_user_product_key" UNIQUE("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "fit_claim_events" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"claim_id" text NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fit_claims" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text NOT NULL,
	"tailor_id" text NOT NULL,
	"garment" text NOT NULL,
	"problem" text NOT NULL,
	"severity" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"measurements" jsonb,
	"state" text DEFAULT 'reported' NOT NULL,
	"credit_kobo" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_credit_entries" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"amount_kobo" integer NOT NULL,
	"kind" text NOT NULL,
	"claim_id" text,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_entries_sign_check" CHECK ((kind = 'issued' and amount_kobo > 0 and claim_id is not null)
        or (kind = 'spent' and amount_kobo < 0 and order_id is not null)
        or (kind = 'returned' and amount_kobo > 0 and order_id is not null))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_kobo" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "credit_kobo" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tailor_follows" ADD CONSTRAINT "tailor_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tailor_follows" ADD CONSTRAINT "tailor_follows_tailor_id_tailors_id_fk" FOREIGN KEY ("tailor_id") REFERENCES "public"."tailors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_claim_events" ADD CONSTRAINT "fit_claim_events_claim_id_fit_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."fit_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_claims" ADD CONSTRAINT "fit_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_claims" ADD CONSTRAINT "fit_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_claims" ADD CONSTRAINT "fit_claims_tailor_id_tailors_id_fk" FOREIGN KEY ("tailor_id") REFERENCES "public"."tailors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_claim_id_fit_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."fit_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tailor_follows_tailor_idx" ON "tailor_follows" USING btree ("tailor_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_product_idx" ON "wishlist_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "fit_claim_events_claim_idx" ON "fit_claim_events" USING btree ("claim_id","at");--> statement-breakpoint
CREATE INDEX "fit_claims_user_idx" ON "fit_claims" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fit_claims_tailor_idx" ON "fit_claims" USING btree ("tailor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fit_claims_order_idx" ON "fit_claims" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fit_claims_open_order_key" ON "fit_claims" USING btree ("order_id") WHERE state in ('reported', 'alteration', 'remake', 'disputed');--> statement-breakpoint
CREATE UNIQUE INDEX "fit_claims_credited_order_key" ON "fit_claims" USING btree ("order_id") WHERE state = 'credited';--> statement-breakpoint
CREATE INDEX "fit_claims_disputed_idx" ON "fit_claims" USING btree ("updated_at") WHERE state = 'disputed';--> statement-breakpoint
CREATE INDEX "store_credit_entries_user_idx" ON "store_credit_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_credit_issued_claim_key" ON "store_credit_entries" USING btree ("claim_id") WHERE kind = 'issued';--> statement-breakpoint
CREATE UNIQUE INDEX "store_credit_order_kind_key" ON "store_credit_entries" USING btree ("order_id","kind") WHERE kind in ('spent', 'returned');