-- Every statement that changes products notifies `catalogue_changed`, so each server process can
-- correct or drop the catalogue responses it keeps, whoever made the change. Per statement, not
-- per row, and Postgres delivers a notification only when its transaction commits.
--
-- A stock-only UPDATE (nothing but `stock`, `updated_at` and the sizes' stock changed) notifies the new stock of
-- each row, `{"seq":41,"stock":{"hair-oil-1":17}}`, so a cached answer has its stock written in
-- instead of being recomputed; any other change notifies `{"seq":42}` alone: anything may have
-- changed. `seq` comes from a sequence taken in the statement's trigger: two statements changing
-- one product's stock take its row lock in turn, so the later commit carries the larger number,
-- and a process that hears two notifications out of order keeps the newer stock.

CREATE OR REPLACE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', json_build_object('seq', nextval('catalogue_change_seq'))::text);
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION notify_catalogue_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  seq bigint := nextval('catalogue_change_seq');
  payload text;
BEGIN
  IF (SELECT count(*) FROM old_rows) = (SELECT count(*) FROM old_rows o JOIN new_rows n ON n.id = o.id)
     AND NOT EXISTS (
       SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (to_jsonb(o) - 'stock' - 'updated_at' - 'sizes') IS DISTINCT FROM (to_jsonb(n) - 'stock' - 'updated_at' - 'sizes')
           OR product_sizes_without_stock(o.sizes) IS DISTINCT FROM product_sizes_without_stock(n.sizes))
  THEN
    SELECT json_build_object('seq', seq, 'stock', coalesce(json_object_agg(id, stock), '{}'))::text INTO payload FROM new_rows;
  END IF;
  -- NOTIFY takes at most 8000 bytes: a bulk update of thousands of products says "anything".
  IF payload IS NULL OR length(payload) > 7000 THEN
    payload := json_build_object('seq', seq)::text;
  END IF;
  PERFORM pg_notify('catalogue_changed', payload);
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER products_catalogue_changed
  AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE OR REPLACE TRIGGER products_catalogue_updated
  AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_updated();
