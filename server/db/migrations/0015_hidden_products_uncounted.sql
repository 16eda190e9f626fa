-- Issue 14. A tailor can hide an outfit (products.is_available false): it leaves the public
-- catalogue, so "Showing N of M" must not count it. The product counts of catalog_counts
-- (migration 0003) now count shown rows only; hiding or showing an outfit is an UPDATE, which
-- the statement trigger already sees as old rows out and new rows in.
CREATE OR REPLACE FUNCTION products_count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO catalog_counts AS c (scope, count)
      SELECT scope, count(*) FROM (
        SELECT 'products' AS scope FROM new_rows WHERE is_available
        UNION ALL
        SELECT 'products/category/' || category FROM new_rows WHERE is_available
      ) s GROUP BY scope ORDER BY scope
    ON CONFLICT (scope) DO UPDATE SET count = c.count + excluded.count;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO catalog_counts AS c (scope, count)
      SELECT scope, -count(*) FROM (
        SELECT 'products' AS scope FROM old_rows WHERE is_available
        UNION ALL
        SELECT 'products/category/' || category FROM old_rows WHERE is_available
      ) s GROUP BY scope ORDER BY scope
    ON CONFLICT (scope) DO UPDATE SET count = c.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Counted again from the rows, in case any outfit was already hidden.
DELETE FROM catalog_counts WHERE scope = 'products' OR scope LIKE 'products/%';
--> statement-breakpoint
INSERT INTO catalog_counts (scope, count)
  SELECT 'products', count(*) FROM products WHERE is_available
  UNION ALL
  SELECT 'products/category/' || category, count(*) FROM products WHERE is_available GROUP BY category;
