-- Decision 006. Database triggers keep two derived facts exact for every writer (API, seed,
-- scripts, several server instances): products.tailor_rating, the copy of the tailor's rating
-- that "Highest Rated" walks an index on, and catalog_counts, the row counts behind
-- "Showing N of M" (so no request counts 100k rows).

UPDATE products p SET tailor_rating = t.rating FROM tailors t WHERE t.id = p.tailor_id;
--> statement-breakpoint
CREATE FUNCTION products_set_tailor_rating() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.tailor_rating := coalesce((SELECT rating FROM tailors WHERE id = NEW.tailor_id), 0);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_set_tailor_rating
  BEFORE INSERT OR UPDATE OF tailor_id, tailor_rating ON products
  FOR EACH ROW EXECUTE FUNCTION products_set_tailor_rating();
--> statement-breakpoint
CREATE FUNCTION tailors_share_rating() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET tailor_rating = NEW.rating WHERE tailor_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tailors_share_rating
  AFTER UPDATE OF rating ON tailors
  FOR EACH ROW WHEN (OLD.rating IS DISTINCT FROM NEW.rating)
  EXECUTE FUNCTION tailors_share_rating();
--> statement-breakpoint
INSERT INTO catalog_counts (scope, count)
  SELECT 'products', count(*) FROM products
  UNION ALL
  SELECT 'products/category/' || category, count(*) FROM products GROUP BY category
  UNION ALL
  SELECT 'tailors', count(*) FROM tailors;
--> statement-breakpoint
-- Adds `sign` × the rows of one transition table to their scopes. Scopes are updated in name
-- order so two concurrent writers lock them in the same order and cannot deadlock.
CREATE FUNCTION products_count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO catalog_counts AS c (scope, count)
      SELECT scope, count(*) FROM (
        SELECT 'products' AS scope FROM new_rows
        UNION ALL
        SELECT 'products/category/' || category FROM new_rows
      ) s GROUP BY scope ORDER BY scope
    ON CONFLICT (scope) DO UPDATE SET count = c.count + excluded.count;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO catalog_counts AS c (scope, count)
      SELECT scope, -count(*) FROM (
        SELECT 'products' AS scope FROM old_rows
        UNION ALL
        SELECT 'products/category/' || category FROM old_rows
      ) s GROUP BY scope ORDER BY scope
    ON CONFLICT (scope) DO UPDATE SET count = c.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_count_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_count_rows();
--> statement-breakpoint
CREATE TRIGGER products_count_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_count_rows();
--> statement-breakpoint
CREATE TRIGGER products_count_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_count_rows();
--> statement-breakpoint
CREATE FUNCTION tailors_count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO catalog_counts AS c (scope, count)
      SELECT 'tailors', count(*) FROM new_rows
    ON CONFLICT (scope) DO UPDATE SET count = c.count + excluded.count;
  ELSE
    INSERT INTO catalog_counts AS c (scope, count)
      SELECT 'tailors', -count(*) FROM old_rows
    ON CONFLICT (scope) DO UPDATE SET count = c.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tailors_count_insert AFTER INSERT ON tailors
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tailors_count_rows();
--> statement-breakpoint
CREATE TRIGGER tailors_count_delete AFTER DELETE ON tailors
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tailors_count_rows();
--> statement-breakpoint
-- TRUNCATE (also when cascaded from another table) empties the table: its counts go with it.
CREATE FUNCTION catalog_counts_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalog_counts WHERE scope = TG_TABLE_NAME OR scope LIKE TG_TABLE_NAME || '/%';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_count_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_forget();
--> statement-breakpoint
CREATE TRIGGER tailors_count_truncate AFTER TRUNCATE ON tailors
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_forget();
