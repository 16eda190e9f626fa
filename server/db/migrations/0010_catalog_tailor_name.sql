-- Issue 17. products.tailor_name, the copy of the tailor's business name that products.search_text
-- folds in (so "Eko Agbada House" or "Adunni" find that tailor's outfits through one trigram
-- index), is kept exact by the database for every writer, as tailor_rating is (migration 0003):
-- a row trigger sets both copies from the tailor on insert and whenever either is written, and a
-- trigger on tailors passes a new business name on to the tailor's outfits. Both tables' writes
-- move catalog_version (migration 0006), so cached answers holding the old name are dropped.
DROP TRIGGER products_set_tailor_rating ON products;
--> statement-breakpoint
DROP FUNCTION products_set_tailor_rating();
--> statement-breakpoint
CREATE FUNCTION products_copy_tailor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT coalesce(t.rating, 0), coalesce(t.business_name, '')
    INTO NEW.tailor_rating, NEW.tailor_name
    FROM (SELECT 1) one LEFT JOIN tailors t ON t.id = NEW.tailor_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_copy_tailor
  BEFORE INSERT OR UPDATE OF tailor_id, tailor_rating, tailor_name ON products
  FOR EACH ROW EXECUTE FUNCTION products_copy_tailor();
--> statement-breakpoint
CREATE FUNCTION tailors_share_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET tailor_name = NEW.business_name WHERE tailor_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tailors_share_name
  AFTER UPDATE OF business_name ON tailors
  FOR EACH ROW WHEN (OLD.business_name IS DISTINCT FROM NEW.business_name)
  EXECUTE FUNCTION tailors_share_name();
--> statement-breakpoint
UPDATE products p SET tailor_name = t.business_name FROM tailors t WHERE t.id = p.tailor_id;
