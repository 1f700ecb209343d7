-- Every statement that changes products notifies `catalogue_changed`, so each server process can
-- drop the catalogue answers it keeps, whoever made the change. Per statement, not per row, and
-- Postgres delivers a notification only when its transaction commits. The payload says what may
-- have changed: `stock` when an UPDATE changed nothing but stock, the product's or its sizes'
-- (what every order does; listings may show it a second late), `any` otherwise. The shop's own
-- details (shop_settings: its name, address, phone, e-mail, GSTIN) are on every server-rendered
-- page's footer, so a change to them drops the kept pages too.

CREATE OR REPLACE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', 'any');
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION notify_catalogue_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', CASE WHEN EXISTS (
    SELECT 1 FROM old_rows o LEFT JOIN new_rows n ON n.id = o.id
     WHERE n.id IS NULL
        OR (to_jsonb(o) - 'stock' - 'updated_at' - 'sizes') IS DISTINCT FROM (to_jsonb(n) - 'stock' - 'updated_at' - 'sizes')
        OR product_sizes_without_stock(o.sizes) IS DISTINCT FROM product_sizes_without_stock(n.sizes)
  ) THEN 'any' ELSE 'stock' END);
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER products_catalogue_changed
  AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE OR REPLACE TRIGGER products_catalogue_updated
  AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_updated();
CREATE OR REPLACE TRIGGER shop_settings_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
