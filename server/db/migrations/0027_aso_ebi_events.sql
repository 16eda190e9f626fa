CREATE TABLE "aso_ebi_events" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"host_user_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"event_date" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pay_by" text NOT NULL,
	"sew_by" text NOT NULL,
	"note" text,
	"show_guest_names" boolean DEFAULT false NOT NULL,
	"host_address" jsonb,
	"status" text DEFAULT 'open' NOT NULL,
	"locked_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aso_ebi_looks" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"event_id" text NOT NULL,
	"product_id" text NOT NULL,
	"tailor_id" text NOT NULL,
	"fabric_note" text NOT NULL,
	"outfit_kobo" bigint NOT NULL,
	"margin_kobo" bigint DEFAULT 0 NOT NULL,
	"distribution" text DEFAULT 'guests' NOT NULL,
	"capacity" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aso_ebi_looks_money_check" CHECK ("aso_ebi_looks"."outfit_kobo" > 0 and "aso_ebi_looks"."margin_kobo" >= 0),
	CONSTRAINT "aso_ebi_looks_capacity_check" CHECK ("aso_ebi_looks"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "aso_ebi_members" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"event_id" text NOT NULL,
	"user_id" text,
	"phone" text,
	"name" text DEFAULT '' NOT NULL,
	"look_id" text,
	"size_note" text,
	"measurements" jsonb,
	"measured_at" timestamp with time zone,
	"state" text DEFAULT 'joined' NOT NULL,
	"order_id" text,
	"joined_at" timestamp with time zone,
	"left_at" timestamp with time zone,
	"dropped_at" timestamp with time zone,
	"collected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aso_ebi_members_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "aso_ebi_reminders" (
	"member_id" text NOT NULL,
	"step" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aso_ebi_reminders_member_id_step_pk" PRIMARY KEY("member_id","step")
);
--> statement-breakpoint
ALTER TABLE "tailors" ADD COLUMN "event_orders_per_week" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "event_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "host_margin_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "aso_ebi_events" ADD CONSTRAINT "aso_ebi_events_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aso_ebi_looks" ADD CONSTRAINT "aso_ebi_looks_event_id_aso_ebi_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."aso_ebi_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aso_ebi_looks" ADD CONSTRAINT "aso_ebi_looks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aso_ebi_looks" ADD CONSTRAINT "aso_ebi_looks_tailor_id_tailors_id_fk" FOREIGN KEY ("tailor_id") REFERENCES "public"."tailors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aso_ebi_members" ADD CONSTRAINT "aso_ebi_members_event_id_aso_ebi_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."aso_ebi_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aso_ebi_members" ADD CONSTRAINT "aso_ebi_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aso_ebi_members" ADD CONSTRAINT "aso_ebi_members_look_id_aso_ebi_looks_id_fk" FOREIGN KEY ("look_id") REFERENCES "public"."aso_ebi_looks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aso_ebi_reminders" ADD CONSTRAINT "aso_ebi_reminders_member_id_aso_ebi_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."aso_ebi_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aso_ebi_events_host_idx" ON "aso_ebi_events" USING btree ("host_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "aso_ebi_events_open_pay_by_idx" ON "aso_ebi_events" USING btree ("pay_by") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "aso_ebi_looks_event_idx" ON "aso_ebi_looks" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "aso_ebi_looks_tailor_idx" ON "aso_ebi_looks" USING btree ("tailor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "aso_ebi_members_event_user_key" ON "aso_ebi_members" USING btree ("event_id","user_id") WHERE user_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "aso_ebi_members_event_phone_key" ON "aso_ebi_members" USING btree ("event_id","phone") WHERE phone is not null;--> statement-breakpoint
CREATE INDEX "aso_ebi_members_look_idx" ON "aso_ebi_members" USING btree ("look_id","state");--> statement-breakpoint
CREATE INDEX "aso_ebi_members_user_idx" ON "aso_ebi_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_event_id_aso_ebi_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."aso_ebi_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_event_idx" ON "orders" USING btree ("event_id") WHERE event_id is not null;