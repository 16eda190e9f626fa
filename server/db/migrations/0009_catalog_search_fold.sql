ALTER TABLE "products" ADD COLUMN "tailor_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tailors" drop column "search_text";--> statement-breakpoint
ALTER TABLE "tailors" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(business_name) || chr(10) || search_fold(bio)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" drop column "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(name) || chr(10) || search_fold(description) || chr(10) || search_fold(category) || chr(10) || search_fold(tailor_name)) STORED NOT NULL;--> statement-breakpoint
-- Dropping a column drops its index; drizzle-kit's snapshot still lists them, so they are made again here.
CREATE INDEX "tailors_search_trgm_idx" ON "tailors" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
