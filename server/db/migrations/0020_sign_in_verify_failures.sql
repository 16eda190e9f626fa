CREATE TABLE "auth_verify_failures" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"destination" text NOT NULL,
	"requester_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_verify_failures_pair_idx" ON "auth_verify_failures" USING btree ("destination","requester_address","created_at");