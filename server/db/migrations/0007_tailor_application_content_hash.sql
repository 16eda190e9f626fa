-- Applications stored before this migration get their own id as hash: each stays distinct, so
-- duplicates already stored do not stop the unique index from being built.
ALTER TABLE "tailor_applications" ADD COLUMN "content_hash" text;--> statement-breakpoint
UPDATE "tailor_applications" SET "content_hash" = 'before-0007:' || "id";--> statement-breakpoint
ALTER TABLE "tailor_applications" ALTER COLUMN "content_hash" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tailor_applications_pending_content_idx" ON "tailor_applications" USING btree ("user_id","content_hash") WHERE "tailor_applications"."status" = 'pending';
