-- How many products each (category, type, featured, best seller, new) group holds, kept exact in
-- the same transaction as the change, so a listing's total and the category list read a few
-- dozen counters instead of counting 100,000 index entries on every request.
--
-- Inserts and deletes are counted per statement from their transition tables (a bulk import is
-- one upsert per group, not one per row). Updates are counted per row, and only when a grouped
-- column really changes: the stock updates of every checkout never touch a counter, so concurrent
-- checkouts never queue on one.
--
-- Adding upserts the group's counter; taking away updates it (the group exists: its products
-- were counted in). Not an upsert of a negative number: Postgres checks the proposed row against
-- products >= 0 before it finds the conflict. A counter may reach 0 and stay: readers sum
-- counters, and a row per group ever used is tiny.

CREATE OR REPLACE FUNCTION product_listing_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_listing_counts AS t (category, subcategory, featured, best_seller, is_new, products)
  SELECT category, subcategory, featured, best_seller, is_new, count(*) FROM inserted GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (category, subcategory, featured, best_seller, is_new)
    DO UPDATE SET products = t.products + EXCLUDED.products;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION product_listing_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_listing_counts AS t SET products = t.products - g.n
    FROM (SELECT category, subcategory, featured, best_seller, is_new, count(*) FROM deleted GROUP BY 1, 2, 3, 4, 5)
         AS g (category, subcategory, featured, best_seller, is_new, n)
   WHERE (t.category, t.subcategory, t.featured, t.best_seller, t.is_new) = (g.category, g.subcategory, g.featured, g.best_seller, g.is_new);
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION product_listing_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_listing_counts AS t SET products = t.products - 1
   WHERE (t.category, t.subcategory, t.featured, t.best_seller, t.is_new) = (OLD.category, OLD.subcategory, OLD.featured, OLD.best_seller, OLD.is_new);
  INSERT INTO product_listing_counts AS t (category, subcategory, featured, best_seller, is_new, products)
  VALUES (NEW.category, NEW.subcategory, NEW.featured, NEW.best_seller, NEW.is_new, 1)
  ON CONFLICT (category, subcategory, featured, best_seller, is_new)
    DO UPDATE SET products = t.products + EXCLUDED.products;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION product_listing_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_listing_counts;
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER products_listing_counts_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION product_listing_counts_inserted();
CREATE OR REPLACE TRIGGER products_listing_counts_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION product_listing_counts_deleted();
CREATE OR REPLACE TRIGGER products_listing_counts_update AFTER UPDATE OF category, subcategory, featured, best_seller, is_new ON products
  FOR EACH ROW
  WHEN ((OLD.category, OLD.subcategory, OLD.featured, OLD.best_seller, OLD.is_new)
        IS DISTINCT FROM (NEW.category, NEW.subcategory, NEW.featured, NEW.best_seller, NEW.is_new))
  EXECUTE FUNCTION product_listing_counts_updated();
CREATE OR REPLACE TRIGGER products_listing_counts_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION product_listing_counts_truncated();
