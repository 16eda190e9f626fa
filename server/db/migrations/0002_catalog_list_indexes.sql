CREATE TABLE "catalog_counts" (
	"scope" text PRIMARY KEY NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "tailors_location_idx";--> statement-breakpoint
DROP INDEX "products_tailor_idx";--> statement-breakpoint
DROP INDEX "tailors_rating_idx";--> statement-breakpoint
DROP INDEX "products_name_idx";--> statement-breakpoint
DROP INDEX "products_category_name_idx";--> statement-breakpoint
ALTER TABLE "tailors" ADD COLUMN "response_minutes" integer GENERATED ALWAYS AS (coalesce(
  (substring(lower(response_time) from '\m(\d{1,4})\s*day'))::integer * 1440,
  (substring(lower(response_time) from '\m(\d{1,4})\s*(?:hour|hr)'))::integer * 60,
  (substring(lower(response_time) from '\m(\d{1,4})\s*min'))::integer,
  case
    when lower(response_time) ~ '\m(a|one|same)\s+day' then 1440
    when lower(response_time) ~ '\m(an|one)\s+hour' then 60
  end,
  2147483647)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tailor_rating" numeric(3, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "tailors_experience_idx" ON "tailors" USING btree ("experience","id");--> statement-breakpoint
CREATE INDEX "tailors_orders_idx" ON "tailors" USING btree ("completed_orders","id");--> statement-breakpoint
CREATE INDEX "tailors_response_idx" ON "tailors" USING btree ("response_minutes","id");--> statement-breakpoint
CREATE INDEX "tailors_name_idx" ON "tailors" USING btree (lower(business_name),"id");--> statement-breakpoint
CREATE INDEX "tailors_specialties_idx" ON "tailors" USING gin ("specialties");--> statement-breakpoint
CREATE INDEX "tailors_location_trgm_idx" ON "tailors" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tailors_business_name_trgm_idx" ON "tailors" USING gin ("business_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tailors_bio_trgm_idx" ON "tailors" USING gin ("bio" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "products_tailor_created_idx" ON "products" USING btree ("tailor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category","price","id");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("tailor_rating","id");--> statement-breakpoint
CREATE INDEX "products_category_rating_idx" ON "products" USING btree ("category","tailor_rating","id");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tailors_rating_idx" ON "tailors" USING btree ("rating","id");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree (lower(name),"id");--> statement-breakpoint
CREATE INDEX "products_category_name_idx" ON "products" USING btree ("category",lower(name),"id");