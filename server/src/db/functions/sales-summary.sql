-- The sales report's figures per India calendar day, so a report reads a few rows a day instead of
-- every order of its period (back-office/report.service.ts, decision 44):
--
-- - sales_days: per day, the paid orders (PAID, PARTIALLY_REFUNDED) and the revenue: the totals of
--   charged orders (PAID, PARTIALLY_REFUNDED, REFUNDED) less their completed refunds;
-- - sales_day_products: per day and product, the quantity and revenue of the lines of paid orders
--   less the goods their refunds' credit notes gave back (units and value of each goods line of
--   the note), and how many lines they are, so a product whose every line left the paid orders is
--   not listed with zeros. A refund is taken off its order's day, as revenue takes it off; a
--   credit note's shipping, COD fee and goodwill lines belong to no product. So a day's products
--   add up to its revenue less the shipping and fees it kept, and plus any goodwill refunded.
--
-- The day is the order's created_at in India's time (REPORT_TIME_ZONE, common/report-period.ts).
-- As the admin aggregates (admin-aggregates.sql) they are kept by triggers, in the same
-- transaction as the change, whoever makes it: orders (inserted, payment status, total or date
-- changed, deleted), their lines (inserted, changed, deleted), their refunds (a refund
-- completing or undone) and the refunds' credit notes (issued or removed). Rows are spread over eight shards by backend, as order_counts are, so
-- concurrent payments on one day do not queue on one row; readers sum the shards. Deletes
-- recompute the days concerned from the orders; a TRUNCATE of orders empties both.

-- Adds signed figures to this backend's shard of one day.
CREATE OR REPLACE FUNCTION sales_days_add(sale_day date, paid_orders bigint, revenue bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF paid_orders <> 0 OR revenue <> 0 THEN
    INSERT INTO sales_days AS t (day, shard, orders, revenue_paise) VALUES (sale_day, pg_backend_pid() % 8, paid_orders, revenue)
    ON CONFLICT (day, shard) DO UPDATE SET orders = t.orders + EXCLUDED.orders, revenue_paise = t.revenue_paise + EXCLUDED.revenue_paise;
  END IF;
END
$$;

-- The goods a refund's credit notes gave back, per order, product and note line: units and value
-- (a note for part of a line's value gives back no whole unit). Other credit notes (goods that
-- came back unpaid) reverse no revenue, so they take nothing off a product either.
CREATE OR REPLACE FUNCTION sales_credit_note_goods(note tax_documents) RETURNS TABLE (product_id text, quantity bigint, revenue_paise bigint)
LANGUAGE sql STABLE AS $$
  SELECT l.product_id, (c.line ->> 'quantity')::bigint, (c.line ->> 'grossPaise')::bigint
    FROM jsonb_array_elements(note.lines) AS c (line)
    JOIN order_lines l ON l.id = (c.line ->> 'orderLineId')::int AND l.order_id = note.order_id
   WHERE note.kind = 'CREDIT_NOTE' AND note.refund_id IS NOT NULL AND jsonb_typeof(c.line -> 'orderLineId') = 'number'
$$;

-- Adds (sign 1) or takes away (sign -1) one order's lines, less its refunds' goods, on a day's
-- product figures.
CREATE OR REPLACE FUNCTION sales_day_products_add_order(sale_day date, order_uuid uuid, sign int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_day_products_add(coalesce(jsonb_agg(g), '[]'))
     FROM (SELECT sale_day AS day, f.product_id, sign * sum(f.lines) AS lines, sign * sum(f.quantity) AS quantity,
                  sign * sum(f.revenue_paise) AS revenue_paise
             FROM (SELECT product_id, 1 AS lines, quantity::bigint AS quantity, quantity::bigint * unit_price_paise - discount_paise AS revenue_paise
                     FROM order_lines WHERE order_id = order_uuid
                   UNION ALL
                   SELECT c.product_id, 0, -c.quantity, -c.revenue_paise
                     FROM tax_documents t CROSS JOIN LATERAL sales_credit_note_goods(t) AS c WHERE t.order_id = order_uuid) AS f
            GROUP BY f.product_id) AS g;
END
$$;

-- Recomputes whole days from the orders (after deletes: a deleted order's lines and refunds may
-- already be gone, so what it contributed cannot be taken away line by line).
CREATE OR REPLACE FUNCTION sales_days_refresh(days date[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sales_days WHERE day = ANY (days);
  DELETE FROM sales_day_products WHERE day = ANY (days);
  INSERT INTO sales_days (day, shard, orders, revenue_paise)
  SELECT d.day, 0, count(*) FILTER (WHERE o.payment_status IN ('PAID', 'PARTIALLY_REFUNDED')),
         sum(o.total_paise - coalesce((SELECT sum(r.amount_paise) FROM refunds r WHERE r.order_id = o.id AND r.state = 'COMPLETED'), 0))
    FROM unnest(days) AS d (day)
    JOIN orders o ON o.created_at >= (d.day::timestamp AT TIME ZONE {{INDIA_TIME_ZONE}})
                 AND o.created_at < ((d.day + 1)::timestamp AT TIME ZONE {{INDIA_TIME_ZONE}})
   WHERE o.payment_status IN ('PAID', 'PARTIALLY_REFUNDED', 'REFUNDED')
   GROUP BY d.day
  ON CONFLICT (day, shard) DO UPDATE SET orders = sales_days.orders + EXCLUDED.orders,
                                         revenue_paise = sales_days.revenue_paise + EXCLUDED.revenue_paise;
  INSERT INTO sales_day_products (day, product_id, shard, lines, quantity, revenue_paise)
  SELECT d.day, l.product_id, 0, count(*), sum(l.quantity), sum(l.quantity::bigint * l.unit_price_paise - l.discount_paise)
    FROM unnest(days) AS d (day)
    JOIN orders o ON o.created_at >= (d.day::timestamp AT TIME ZONE {{INDIA_TIME_ZONE}})
                 AND o.created_at < ((d.day + 1)::timestamp AT TIME ZONE {{INDIA_TIME_ZONE}})
    JOIN order_lines l ON l.order_id = o.id
   WHERE o.payment_status IN ('PAID', 'PARTIALLY_REFUNDED')
   GROUP BY d.day, l.product_id
  ON CONFLICT (day, product_id, shard) DO UPDATE SET lines = sales_day_products.lines + EXCLUDED.lines,
    quantity = sales_day_products.quantity + EXCLUDED.quantity, revenue_paise = sales_day_products.revenue_paise + EXCLUDED.revenue_paise;
  INSERT INTO sales_day_products (day, product_id, shard, lines, quantity, revenue_paise)
  SELECT d.day, c.product_id, 0, 0, -sum(c.quantity), -sum(c.revenue_paise)
    FROM unnest(days) AS d (day)
    JOIN orders o ON o.created_at >= (d.day::timestamp AT TIME ZONE {{INDIA_TIME_ZONE}})
                 AND o.created_at < ((d.day + 1)::timestamp AT TIME ZONE {{INDIA_TIME_ZONE}})
    JOIN tax_documents t ON t.order_id = o.id
   CROSS JOIN LATERAL sales_credit_note_goods(t) AS c
   WHERE o.payment_status IN ('PAID', 'PARTIALLY_REFUNDED')
   GROUP BY d.day, c.product_id
  ON CONFLICT (day, product_id, shard) DO UPDATE SET lines = sales_day_products.lines + EXCLUDED.lines,
    quantity = sales_day_products.quantity + EXCLUDED.quantity, revenue_paise = sales_day_products.revenue_paise + EXCLUDED.revenue_paise;
END
$$;

CREATE OR REPLACE FUNCTION sales_summary_orders_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A new order has no refunds yet; its lines are counted by the lines' own trigger.
  INSERT INTO sales_days AS t (day, shard, orders, revenue_paise)
  SELECT (created_at AT TIME ZONE {{INDIA_TIME_ZONE}})::date, pg_backend_pid() % 8,
         count(*) FILTER (WHERE payment_status IN ('PAID', 'PARTIALLY_REFUNDED')), sum(total_paise)
    FROM inserted
   WHERE payment_status IN ('PAID', 'PARTIALLY_REFUNDED', 'REFUNDED')
   GROUP BY 1
   ORDER BY 1
  ON CONFLICT (day, shard) DO UPDATE SET orders = t.orders + EXCLUDED.orders, revenue_paise = t.revenue_paise + EXCLUDED.revenue_paise;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION sales_summary_order_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_day date := (OLD.created_at AT TIME ZONE {{INDIA_TIME_ZONE}})::date;
  new_day date := (NEW.created_at AT TIME ZONE {{INDIA_TIME_ZONE}})::date;
  old_charged boolean := OLD.payment_status IN ('PAID', 'PARTIALLY_REFUNDED', 'REFUNDED');
  new_charged boolean := NEW.payment_status IN ('PAID', 'PARTIALLY_REFUNDED', 'REFUNDED');
  old_paid boolean := OLD.payment_status IN ('PAID', 'PARTIALLY_REFUNDED');
  new_paid boolean := NEW.payment_status IN ('PAID', 'PARTIALLY_REFUNDED');
  refunded bigint := 0;
BEGIN
  IF (OLD.payment_status, OLD.total_paise, OLD.created_at) IS NOT DISTINCT FROM (NEW.payment_status, NEW.total_paise, NEW.created_at) THEN
    RETURN NULL;
  END IF;
  IF old_charged OR new_charged THEN
    SELECT coalesce(sum(amount_paise), 0) INTO refunded FROM refunds WHERE order_id = NEW.id AND state = 'COMPLETED';
    IF old_charged THEN
      PERFORM sales_days_add(old_day, -(old_paid::int), -(OLD.total_paise - refunded));
    END IF;
    IF new_charged THEN
      PERFORM sales_days_add(new_day, new_paid::int, NEW.total_paise - refunded);
    END IF;
  END IF;
  IF (old_paid, old_day) IS DISTINCT FROM (new_paid, new_day) THEN
    IF old_paid THEN
      PERFORM sales_day_products_add_order(old_day, NEW.id, -1);
    END IF;
    IF new_paid THEN
      PERFORM sales_day_products_add_order(new_day, NEW.id, 1);
    END IF;
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION sales_summary_orders_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_days_refresh(array_agg(DISTINCT (created_at AT TIME ZONE {{INDIA_TIME_ZONE}})::date))
     FROM deleted
    WHERE payment_status IN ('PAID', 'PARTIALLY_REFUNDED', 'REFUNDED')
   HAVING count(*) > 0;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION sales_summary_orders_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sales_days;
  DELETE FROM sales_day_products;
  RETURN NULL;
END
$$;

-- Adds signed product figures, grouped by day and product (jsonb rows: day, product_id, lines,
-- quantity, revenue_paise), to this backend's shard.
CREATE OR REPLACE FUNCTION sales_day_products_add(groups jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_day_products AS t (day, product_id, shard, lines, quantity, revenue_paise)
  SELECT g.day, g.product_id, pg_backend_pid() % 8, sum(g.lines), sum(g.quantity), sum(g.revenue_paise)
    FROM jsonb_to_recordset(groups) AS g (day date, product_id text, lines bigint, quantity bigint, revenue_paise bigint)
   GROUP BY 1, 2
   ORDER BY 1, 2
  ON CONFLICT (day, product_id, shard) DO UPDATE SET
    lines = t.lines + EXCLUDED.lines, quantity = t.quantity + EXCLUDED.quantity, revenue_paise = t.revenue_paise + EXCLUDED.revenue_paise;
END
$$;

-- Lines of paid orders count on their order's day. Lines usually arrive while their order is
-- unpaid (then they are counted when it is paid); an import may write paid orders and their lines
-- in one statement. A line deleted with its order finds no order: the order's trigger recomputes
-- its day.
CREATE OR REPLACE FUNCTION sales_summary_lines_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_day_products_add(coalesce(jsonb_agg(g), '[]'))
     FROM (SELECT (o.created_at AT TIME ZONE {{INDIA_TIME_ZONE}})::date AS day, l.product_id, count(*) AS lines, sum(l.quantity) AS quantity,
                  sum(l.quantity::bigint * l.unit_price_paise - l.discount_paise) AS revenue_paise
             FROM inserted_lines l JOIN orders o ON o.id = l.order_id
            WHERE o.payment_status IN ('PAID', 'PARTIALLY_REFUNDED')
            GROUP BY 1, 2) AS g;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION sales_summary_lines_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_day_products_add(coalesce(jsonb_agg(g), '[]'))
     FROM (SELECT (o.created_at AT TIME ZONE {{INDIA_TIME_ZONE}})::date AS day, l.product_id, -count(*) AS lines, -sum(l.quantity) AS quantity,
                  -sum(l.quantity::bigint * l.unit_price_paise - l.discount_paise) AS revenue_paise
             FROM deleted_lines l JOIN orders o ON o.id = l.order_id
            WHERE o.payment_status IN ('PAID', 'PARTIALLY_REFUNDED')
            GROUP BY 1, 2) AS g;
  RETURN NULL;
END
$$;

-- Nothing changes a line's figures today (returns only count restocked units); should anything,
-- the old figures leave and the new ones arrive.
CREATE OR REPLACE FUNCTION sales_summary_line_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_day_products_add(jsonb_build_array(
            jsonb_build_object('day', (o.created_at AT TIME ZONE {{INDIA_TIME_ZONE}})::date, 'product_id', OLD.product_id, 'lines', -1,
                               'quantity', -OLD.quantity, 'revenue_paise', -(OLD.quantity::bigint * OLD.unit_price_paise - OLD.discount_paise))))
     FROM orders o WHERE o.id = OLD.order_id AND o.payment_status IN ('PAID', 'PARTIALLY_REFUNDED');
  PERFORM sales_day_products_add(jsonb_build_array(
            jsonb_build_object('day', (o.created_at AT TIME ZONE {{INDIA_TIME_ZONE}})::date, 'product_id', NEW.product_id, 'lines', 1,
                               'quantity', NEW.quantity, 'revenue_paise', NEW.quantity::bigint * NEW.unit_price_paise - NEW.discount_paise)))
     FROM orders o WHERE o.id = NEW.order_id AND o.payment_status IN ('PAID', 'PARTIALLY_REFUNDED');
  RETURN NULL;
END
$$;

-- A refund completing (or a completed one changed or removed) changes its order's revenue, when
-- the order is charged; a pending or failed refund changes nothing.
CREATE OR REPLACE FUNCTION sales_summary_refund_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_amount bigint := CASE WHEN TG_OP <> 'INSERT' AND OLD.state = 'COMPLETED' THEN OLD.amount_paise ELSE 0 END;
  new_amount bigint := CASE WHEN TG_OP <> 'DELETE' AND NEW.state = 'COMPLETED' THEN NEW.amount_paise ELSE 0 END;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.order_id IS DISTINCT FROM NEW.order_id THEN
    PERFORM sales_days_add((o.created_at AT TIME ZONE {{INDIA_TIME_ZONE}})::date, 0, old_amount)
       FROM orders o WHERE o.id = OLD.order_id AND o.payment_status IN ('PAID', 'PARTIALLY_REFUNDED', 'REFUNDED');
    old_amount := 0;
  END IF;
  IF old_amount <> new_amount THEN
    PERFORM sales_days_add((o.created_at AT TIME ZONE {{INDIA_TIME_ZONE}})::date, 0, old_amount - new_amount)
       FROM orders o
      WHERE o.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.order_id ELSE NEW.order_id END
        AND o.payment_status IN ('PAID', 'PARTIALLY_REFUNDED', 'REFUNDED');
  END IF;
  RETURN NULL;
END
$$;

-- A refund's credit note issued (or removed) takes its goods off (or puts them back on) its
-- order's products, while the order's lines count: a fully refunded order's lines have left
-- already, its notes with them.
CREATE OR REPLACE FUNCTION sales_summary_credit_note_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  note tax_documents := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  sign int := CASE WHEN TG_OP = 'DELETE' THEN 1 ELSE -1 END;
BEGIN
  PERFORM sales_day_products_add(coalesce(jsonb_agg(g), '[]'))
     FROM (SELECT (o.created_at AT TIME ZONE {{INDIA_TIME_ZONE}})::date AS day, c.product_id, 0 AS lines,
                  sign * sum(c.quantity) AS quantity, sign * sum(c.revenue_paise) AS revenue_paise
             FROM sales_credit_note_goods(note) AS c JOIN orders o ON o.id = note.order_id
            WHERE o.payment_status IN ('PAID', 'PARTIALLY_REFUNDED')
            GROUP BY 1, 2) AS g;
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER orders_sales_summary_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION sales_summary_orders_inserted();
CREATE OR REPLACE TRIGGER orders_sales_summary_update AFTER UPDATE OF payment_status, total_paise, created_at ON orders
  FOR EACH ROW EXECUTE FUNCTION sales_summary_order_updated();
CREATE OR REPLACE TRIGGER orders_sales_summary_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION sales_summary_orders_deleted();
CREATE OR REPLACE TRIGGER orders_sales_summary_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION sales_summary_orders_truncated();
CREATE OR REPLACE TRIGGER refunds_sales_summary AFTER INSERT OR UPDATE OF state, amount_paise, order_id OR DELETE ON refunds
  FOR EACH ROW EXECUTE FUNCTION sales_summary_refund_changed();
CREATE OR REPLACE TRIGGER order_lines_sales_summary_insert AFTER INSERT ON order_lines
  REFERENCING NEW TABLE AS inserted_lines FOR EACH STATEMENT EXECUTE FUNCTION sales_summary_lines_inserted();
CREATE OR REPLACE TRIGGER order_lines_sales_summary_delete AFTER DELETE ON order_lines
  REFERENCING OLD TABLE AS deleted_lines FOR EACH STATEMENT EXECUTE FUNCTION sales_summary_lines_deleted();
CREATE OR REPLACE TRIGGER order_lines_sales_summary_update AFTER UPDATE OF order_id, product_id, quantity, unit_price_paise, discount_paise
  ON order_lines FOR EACH ROW EXECUTE FUNCTION sales_summary_line_updated();
CREATE OR REPLACE TRIGGER tax_documents_sales_summary_insert AFTER INSERT ON tax_documents
  FOR EACH ROW WHEN (NEW.kind = 'CREDIT_NOTE' AND NEW.refund_id IS NOT NULL) EXECUTE FUNCTION sales_summary_credit_note_changed();
CREATE OR REPLACE TRIGGER tax_documents_sales_summary_delete AFTER DELETE ON tax_documents
  FOR EACH ROW WHEN (OLD.kind = 'CREDIT_NOTE' AND OLD.refund_id IS NOT NULL) EXECUTE FUNCTION sales_summary_credit_note_changed();
