ALTER TABLE "tailors" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "tailor_applications" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "tailor_applications" ADD COLUMN "previous_work_photos" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "tailors_state_idx" ON "tailors" USING btree ("state");--> statement-breakpoint
-- Backfill (issue 29, decision 052): the state of every tailor and application from the town it
-- names, with the city-to-state map of shared/nigerian-places.ts (townStates, and each state's own name)
-- as it stood on 2026-11-28: Lagos→Lagos, Abuja→FCT, Port Harcourt→Rivers, Kano→Kano,
-- Ibadan→Oyo, Abeokuta→Ogun… A town is matched as whole words of the folded location; the
-- earliest match wins ("Surulere, Lagos" is Lagos). A location it cannot place stays null.
CREATE TEMPORARY TABLE town_states_0025 (town text NOT NULL, state text NOT NULL);--> statement-breakpoint
INSERT INTO town_states_0025 (town, state) VALUES
  ('lagos', 'Lagos'),
  ('ikeja', 'Lagos'),
  ('lekki', 'Lagos'),
  ('surulere', 'Lagos'),
  ('yaba', 'Lagos'),
  ('abuja', 'FCT'),
  ('garki', 'FCT'),
  ('wuse', 'FCT'),
  ('port harcourt', 'Rivers'),
  ('kano', 'Kano'),
  ('ibadan', 'Oyo'),
  ('ogbomosho', 'Oyo'),
  ('oyo', 'Oyo'),
  ('abeokuta', 'Ogun'),
  ('ijebu ode', 'Ogun'),
  ('sagamu', 'Ogun'),
  ('ota', 'Ogun'),
  ('umuahia', 'Abia'),
  ('aba', 'Abia'),
  ('yola', 'Adamawa'),
  ('uyo', 'Akwa Ibom'),
  ('awka', 'Anambra'),
  ('onitsha', 'Anambra'),
  ('nnewi', 'Anambra'),
  ('bauchi', 'Bauchi'),
  ('yenagoa', 'Bayelsa'),
  ('makurdi', 'Benue'),
  ('maiduguri', 'Borno'),
  ('calabar', 'Cross River'),
  ('asaba', 'Delta'),
  ('warri', 'Delta'),
  ('abakaliki', 'Ebonyi'),
  ('benin city', 'Edo'),
  ('benin', 'Edo'),
  ('ado ekiti', 'Ekiti'),
  ('enugu', 'Enugu'),
  ('nsukka', 'Enugu'),
  ('gombe', 'Gombe'),
  ('owerri', 'Imo'),
  ('dutse', 'Jigawa'),
  ('kaduna', 'Kaduna'),
  ('zaria', 'Kaduna'),
  ('katsina', 'Katsina'),
  ('birnin kebbi', 'Kebbi'),
  ('lokoja', 'Kogi'),
  ('ilorin', 'Kwara'),
  ('lafia', 'Nasarawa'),
  ('minna', 'Niger'),
  ('akure', 'Ondo'),
  ('osogbo', 'Osun'),
  ('ile ife', 'Osun'),
  ('ife', 'Osun'),
  ('jos', 'Plateau'),
  ('sokoto', 'Sokoto'),
  ('jalingo', 'Taraba'),
  ('damaturu', 'Yobe'),
  ('gusau', 'Zamfara'),
  ('abia', 'Abia'),
  ('adamawa', 'Adamawa'),
  ('akwa ibom', 'Akwa Ibom'),
  ('anambra', 'Anambra'),
  ('bauchi', 'Bauchi'),
  ('bayelsa', 'Bayelsa'),
  ('benue', 'Benue'),
  ('borno', 'Borno'),
  ('cross river', 'Cross River'),
  ('delta', 'Delta'),
  ('ebonyi', 'Ebonyi'),
  ('edo', 'Edo'),
  ('ekiti', 'Ekiti'),
  ('enugu', 'Enugu'),
  ('fct', 'FCT'),
  ('gombe', 'Gombe'),
  ('imo', 'Imo'),
  ('jigawa', 'Jigawa'),
  ('kaduna', 'Kaduna'),
  ('kano', 'Kano'),
  ('katsina', 'Katsina'),
  ('kebbi', 'Kebbi'),
  ('kogi', 'Kogi'),
  ('kwara', 'Kwara'),
  ('lagos', 'Lagos'),
  ('nasarawa', 'Nasarawa'),
  ('niger', 'Niger'),
  ('ogun', 'Ogun'),
  ('ondo', 'Ondo'),
  ('osun', 'Osun'),
  ('oyo', 'Oyo'),
  ('plateau', 'Plateau'),
  ('rivers', 'Rivers'),
  ('sokoto', 'Sokoto'),
  ('taraba', 'Taraba'),
  ('yobe', 'Yobe'),
  ('zamfara', 'Zamfara')
;--> statement-breakpoint
UPDATE "tailors" t SET "state" = (
  SELECT s.state FROM town_states_0025 s
  WHERE search_fold(t.location) ~ ('\m' || s.town || '\M')
  ORDER BY strpos(search_fold(t.location), s.town), length(s.town) DESC
  LIMIT 1
) WHERE t."state" IS NULL;--> statement-breakpoint
UPDATE "tailor_applications" a SET "state" = (
  SELECT s.state FROM town_states_0025 s
  WHERE search_fold(a.location) ~ ('\m' || s.town || '\M')
  ORDER BY strpos(search_fold(a.location), s.town), length(s.town) DESC
  LIMIT 1
) WHERE a."state" IS NULL;--> statement-breakpoint
DROP TABLE town_states_0025;
