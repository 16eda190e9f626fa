-- Decision 008. One number that changes whenever the catalog may have changed, so every server
-- instance can tell, with one primary-key read, whether the answers it cached are still current.
-- Bumped by statement-level triggers on products and tailors, kept beside catalog_counts: every
-- writer (API, seed, scripts, psql, another instance) moves it, and a rolled-back write does not,
-- because the bump is part of the writer's transaction and visible only when its data is.
CREATE TABLE catalog_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO catalog_version (id, version) VALUES (true, 1);
--> statement-breakpoint
CREATE FUNCTION catalog_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER tailors_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tailors
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
