-- Webhook events queued inside the transaction that makes the change, so an event goes out
-- exactly when its change commits. Services queue theirs through integrations/webhook-subscribers.ts;
-- product writes queue theirs here, because catalogue writes are single statements (no
-- transaction to join) and stock falls below the low-stock mark from several places (checkout,
-- admin edits). `product.updated` leaves out changes of stock alone: every checkout makes one,
-- and those are what `product.stock_changed` (and, below the mark, `stock.low`) report. Per statement, over the transition tables: a write with
-- no subscriber costs one lookup of the few endpoint rows.

-- One event, one id, one row per subscribed endpoint. Returns how many rows were queued.
--
-- Every event's data carries `updatedAt`, the record's version (UTC to the microsecond, so the
-- text sorts as the time does): the clock when the event was queued, after the change's row
-- write, so of two changes to one record (serialised by its row lock) the later one has the later
-- stamp. Receivers keep the newest. `subject` names the record
-- (order:<id>, product:<id>): the dispatcher sends one endpoint a record's events in the order
-- they were queued (`seq`), so order.created always goes before that order's status changes.
CREATE OR REPLACE FUNCTION webhook_enqueue(kind text, body jsonb) RETURNS integer LANGUAGE sql AS $$
  WITH event AS MATERIALIZED (SELECT gen_random_uuid() AS id, clock_timestamp() AS at),
       queued AS (
         INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, payload, event_created_at, subject)
         SELECT e.id, event.id, kind,
                CASE WHEN body ? 'updatedAt' THEN body
                     ELSE body || jsonb_build_object('updatedAt', to_char(event.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')) END,
                event.at,
                CASE WHEN body ? 'id' THEN split_part(kind, '.', 1) || ':' || (body->>'id') END
           FROM webhook_endpoints e, event WHERE kind = ANY (e.events)
         RETURNING 1)
  SELECT count(*)::integer FROM queued
$$;

-- A product's sizes as events carry them: the price each size sells at now and its own stock.
CREATE OR REPLACE FUNCTION webhook_product_sizes(sizes jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_object('id', s->>'id', 'sku', s->>'sku', 'label', s->>'label',
                                               'pricePaise', (s->>'pricePaise')::integer, 'stock', (s->>'stock')::integer)
                            ORDER BY position), '[]'::jsonb)
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(sizes) = 'array' THEN sizes ELSE '[]'::jsonb END) WITH ORDINALITY AS size(s, position)
$$;

CREATE OR REPLACE FUNCTION webhook_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM webhook_endpoints WHERE 'product.created' = ANY (events)) THEN
    PERFORM webhook_enqueue('product.created', jsonb_build_object(
              'id', n.id, 'name', n.name, 'category', n.category, 'subcategory', n.subcategory,
              'pricePaise', n.price_paise, 'stock', n.stock, 'sizes', webhook_product_sizes(n.sizes)))
       FROM inserted n;
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION webhook_products_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM webhook_endpoints WHERE 'product.deleted' = ANY (events)) THEN
    PERFORM webhook_enqueue('product.deleted', jsonb_build_object('id', o.id, 'name', o.name)) FROM deleted o;
  END IF;
  RETURN NULL;
END
$$;

-- Each size's stock by its id, to tell whether a write moved stock.
CREATE OR REPLACE FUNCTION webhook_product_stock(sizes jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(s->>'id', s->'stock'), '{}'::jsonb)
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(sizes) = 'array' THEN sizes ELSE '[]'::jsonb END) AS size(s)
$$;

-- product.stock_changed: one event per statement that moved stock (a checkout reserves every
-- line's stock in one statement, a cancelled or expired order gives it back in one), listing each
-- product it moved with its total and every size's stock, so a receiver mirroring the catalogue
-- keeps stock current without reading it back. No `id`: the event is about several products, and
-- its `updatedAt` is every listed product's version.
-- stock.low fires when a size's stock crosses below the low-stock mark the storefront shows (a
-- size added with less than that counts as crossing it): one event per size, its `stock` the
-- size's, `productStock` the product's total.
CREATE OR REPLACE FUNCTION webhook_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM webhook_endpoints WHERE events && ARRAY['product.updated', 'product.stock_changed', 'stock.low']) THEN
    PERFORM webhook_enqueue('product.updated', jsonb_build_object(
              'id', n.id, 'name', n.name, 'category', n.category, 'subcategory', n.subcategory,
              'pricePaise', n.price_paise, 'stock', n.stock, 'sizes', webhook_product_sizes(n.sizes)))
       FROM after_rows n JOIN before_rows o ON o.id = n.id
      WHERE (to_jsonb(n) - 'stock' - 'updated_at' - 'search_text' - 'sizes') IS DISTINCT FROM (to_jsonb(o) - 'stock' - 'updated_at' - 'search_text' - 'sizes')
         OR product_sizes_without_stock(n.sizes) IS DISTINCT FROM product_sizes_without_stock(o.sizes);
    PERFORM webhook_enqueue('product.stock_changed', jsonb_build_object('products', moved.products))
       FROM (SELECT jsonb_agg(jsonb_build_object('id', n.id, 'stock', n.stock, 'sizes',
                                                 (SELECT coalesce(jsonb_agg(jsonb_build_object('id', s->>'id', 'sku', s->>'sku', 'label', s->>'label',
                                                                                               'stock', (s->>'stock')::integer)), '[]'::jsonb)
                                                    FROM jsonb_array_elements(webhook_product_sizes(n.sizes)) AS size(s)))
                              ORDER BY n.id) AS products
               FROM after_rows n JOIN before_rows o ON o.id = n.id
              WHERE n.stock IS DISTINCT FROM o.stock OR webhook_product_stock(n.sizes) IS DISTINCT FROM webhook_product_stock(o.sizes)) AS moved
      WHERE moved.products IS NOT NULL;
    PERFORM webhook_enqueue('stock.low', jsonb_build_object(
              'id', n.id, 'name', n.name, 'category', n.category, 'subcategory', n.subcategory,
              'pricePaise', n.price_paise, 'stock', (size.now->>'stock')::int, 'productStock', n.stock,
              'size', jsonb_build_object('id', size.now->'id', 'sku', size.now->'sku', 'label', size.now->'label', 'pricePaise', size.now->'pricePaise'),
              'lowStockBelow', {{LOW_STOCK_BELOW}}))
       FROM after_rows n JOIN before_rows o ON o.id = n.id
       CROSS JOIN LATERAL product_sizes_fallen_low(o.sizes, n.sizes) AS size(now);
  END IF;
  RETURN NULL;
END
$$;

-- order.created carries the status as the API names it (PENDING), like every other event; the
-- table keeps the display name (Pending), so upper() is the whole mapping. A trigger rather than
-- a statement from the checkout: the checkout's statements are budgeted
-- (tests/api/query-counts.test.ts), and a trigger adds none while staying in its transaction.
CREATE OR REPLACE FUNCTION webhook_orders_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM webhook_endpoints WHERE 'order.created' = ANY (events)) THEN
    PERFORM webhook_enqueue('order.created', jsonb_build_object(
              'id', n.id, 'status', upper(n.status), 'paymentStatus', n.payment_status, 'totalPaise', n.total_paise,
              'discountCode', n.discount_code, 'discountPaise', n.discount_paise,
              'paymentMethod', n.payment_method, 'codFeePaise', n.cod_fee_paise))
       FROM inserted n;
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER products_webhooks_inserted AFTER INSERT ON products
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION webhook_products_inserted();
CREATE OR REPLACE TRIGGER products_webhooks_deleted AFTER DELETE ON products
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION webhook_products_deleted();
CREATE OR REPLACE TRIGGER products_webhooks_updated AFTER UPDATE ON products
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION webhook_products_updated();
CREATE OR REPLACE TRIGGER orders_webhooks_inserted AFTER INSERT ON orders
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION webhook_orders_inserted();
