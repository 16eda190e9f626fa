CREATE TABLE "bank_details_reminders" (
	"tailor_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tailor_payment_info" ADD COLUMN "bank_code" text;--> statement-breakpoint
ALTER TABLE "bank_details_reminders" ADD CONSTRAINT "bank_details_reminders_tailor_id_tailors_id_fk" FOREIGN KEY ("tailor_id") REFERENCES "public"."tailors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Bank details saved from the old hard-coded list get Paystack's code and name for their bank
-- (issue 29), so payouts keep reaching them; a bank not on that list keeps a null code.
UPDATE "tailor_payment_info" AS p SET "bank_code" = b.code, "bank_name" = b.name
FROM (VALUES
  ('Access Bank', '044', 'Access Bank'),
  ('Citibank', '023', 'Citibank Nigeria'),
  ('Ecobank', '050', 'Ecobank Nigeria'),
  ('Fidelity Bank', '070', 'Fidelity Bank'),
  ('First Bank', '011', 'First Bank of Nigeria'),
  ('FCMB', '214', 'First City Monument Bank'),
  ('GTBank', '058', 'Guaranty Trust Bank'),
  ('Jaiz Bank', '301', 'Jaiz Bank'),
  ('Keystone Bank', '082', 'Keystone Bank'),
  ('Kuda Bank', '50211', 'Kuda Bank'),
  ('Polaris Bank', '076', 'Polaris Bank'),
  ('Providus Bank', '101', 'Providus Bank'),
  ('Stanbic IBTC', '221', 'Stanbic IBTC Bank'),
  ('Standard Chartered', '068', 'Standard Chartered Bank'),
  ('Sterling Bank', '232', 'Sterling Bank'),
  ('SunTrust Bank', '100', 'Suntrust Bank'),
  ('Titan Trust Bank', '102', 'Titan Bank'),
  ('UBA', '033', 'United Bank For Africa'),
  ('Union Bank', '032', 'Union Bank of Nigeria'),
  ('Unity Bank', '215', 'Unity Bank'),
  ('Wema Bank', '035', 'Wema Bank'),
  ('Zenith Bank', '057', 'Zenith Bank')
) AS b(old_name, code, name)
WHERE p."bank_name" = b.old_name AND p."bank_code" IS NULL;
--> statement-breakpoint
-- Orders from before the tailor's stages (the demo seed's among them) had no stage: one in
-- progress showed "Accepted" with no next step, a completed one read "Accepted". In progress
-- now stands at accepted (its next step is cutting) and completed at delivered (decision 026).
UPDATE "orders" SET "stage" = 'accepted' WHERE "status" = 'in_progress' AND "stage" IS NULL;
--> statement-breakpoint
UPDATE "orders" SET "stage" = 'delivered' WHERE "status" = 'completed' AND "stage" IS NULL;
