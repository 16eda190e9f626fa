DROP INDEX "tailors_business_name_trgm_idx";--> statement-breakpoint
DROP INDEX "tailors_bio_trgm_idx";--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_description_trgm_idx";--> statement-breakpoint
ALTER TABLE "tailors" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(business_name) || chr(10) || lower(bio)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name) || chr(10) || lower(description)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "tailors_search_trgm_idx" ON "tailors" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);