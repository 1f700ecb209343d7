-- The names and e-mails orders are placed under, one row per pair with how many orders hold it,
-- so the admin's order search sorted by customer name (orders/order-search-by-name.ts) can find
-- which names hold a match among a few hundred thousand short rows instead of walking every order
-- before the first match. pair_text is the start of an order's search_text (name, then e-mail):
-- a search term without spaces that cannot fall in the rest (" hb-<number> <phone digits> <city>";
-- the cities are asked first) matches an order exactly when it matches the order's pair.
--
-- Kept by triggers on orders, in the same transaction as the change, whoever makes it, as the
-- admin aggregates are (admin-aggregates.sql): inserts per statement, name and e-mail changes per
-- row, deletes per statement; a pair no order holds any more is removed. A TRUNCATE empties it.

-- Adds signed order counts to pairs (jsonb rows: name_key, email, orders); removes pairs left with none.
CREATE OR REPLACE FUNCTION order_name_emails_add(pairs jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_name_emails AS t (name_key, email, orders)
  SELECT p.name_key, p.email, sum(p.orders)
    FROM jsonb_to_recordset(pairs) AS p (name_key text, email text, orders bigint)
   GROUP BY 1, 2
   ORDER BY 1, 2
  ON CONFLICT (name_key, email) DO UPDATE SET orders = t.orders + EXCLUDED.orders;
  DELETE FROM order_name_emails t
   USING jsonb_to_recordset(pairs) AS p (name_key text, email text, orders bigint)
   WHERE p.orders < 0 AND t.name_key = p.name_key AND t.email = p.email AND t.orders <= 0;
END
$$;

CREATE OR REPLACE FUNCTION order_name_emails_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_name_emails_add(coalesce(jsonb_agg(g), '[]'))
     FROM (SELECT lower(first_name || ' ' || last_name) AS name_key, lower(email) AS email, count(*) AS orders
             FROM inserted GROUP BY 1, 2) AS g;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION order_name_emails_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_name_emails_add(coalesce(jsonb_agg(g), '[]'))
     FROM (SELECT lower(first_name || ' ' || last_name) AS name_key, lower(email) AS email, -count(*) AS orders
             FROM deleted GROUP BY 1, 2) AS g;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION order_name_emails_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (lower(OLD.first_name || ' ' || OLD.last_name), lower(OLD.email))
     IS DISTINCT FROM (lower(NEW.first_name || ' ' || NEW.last_name), lower(NEW.email)) THEN
    PERFORM order_name_emails_add(jsonb_build_array(
      jsonb_build_object('name_key', lower(OLD.first_name || ' ' || OLD.last_name), 'email', lower(OLD.email), 'orders', -1),
      jsonb_build_object('name_key', lower(NEW.first_name || ' ' || NEW.last_name), 'email', lower(NEW.email), 'orders', 1)));
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION order_name_emails_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_name_emails;
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER orders_name_emails_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION order_name_emails_inserted();
CREATE OR REPLACE TRIGGER orders_name_emails_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION order_name_emails_deleted();
CREATE OR REPLACE TRIGGER orders_name_emails_update AFTER UPDATE OF first_name, last_name, email ON orders
  FOR EACH ROW EXECUTE FUNCTION order_name_emails_updated();
CREATE OR REPLACE TRIGGER orders_name_emails_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_name_emails_truncated();
