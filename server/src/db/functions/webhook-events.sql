-- Webhook events queued inside the transaction that makes the change, so an event goes out
-- exactly when its change commits. Services queue theirs through integrations/domain-events.ts;
-- product writes queue theirs here, because catalogue writes are single statements (no
-- transaction to join) and stock falls below the low-stock mark from several places (checkout,
-- admin edits). `product.updated` leaves out changes of stock alone: every checkout makes one,
-- and those are what `stock.low` reports. Per statement, over the transition tables: a write with
-- no subscriber costs one lookup of the few endpoint rows.

-- One event, one id, one row per subscribed endpoint. Returns how many rows were queued.
CREATE OR REPLACE FUNCTION webhook_enqueue(kind text, body jsonb) RETURNS integer LANGUAGE sql AS $$
  WITH event AS MATERIALIZED (SELECT gen_random_uuid() AS id),
       queued AS (
         INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, payload)
         SELECT e.id, event.id, kind, body FROM webhook_endpoints e, event WHERE kind = ANY (e.events)
         RETURNING 1)
  SELECT count(*)::integer FROM queued
$$;

CREATE OR REPLACE FUNCTION webhook_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM webhook_endpoints WHERE 'product.created' = ANY (events)) THEN
    PERFORM webhook_enqueue('product.created', jsonb_build_object(
              'id', n.id, 'name', n.name, 'category', n.category, 'subcategory', n.subcategory,
              'pricePaise', n.price_paise, 'stock', n.stock))
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

-- stock.low fires when a product's stock crosses below the low-stock mark the storefront shows.
CREATE OR REPLACE FUNCTION webhook_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM webhook_endpoints WHERE events && ARRAY['product.updated', 'stock.low']) THEN
    PERFORM webhook_enqueue('product.updated', jsonb_build_object(
              'id', n.id, 'name', n.name, 'category', n.category, 'subcategory', n.subcategory,
              'pricePaise', n.price_paise, 'stock', n.stock))
       FROM after_rows n JOIN before_rows o ON o.id = n.id
      WHERE (to_jsonb(n) - 'stock' - 'updated_at' - 'search_text') IS DISTINCT FROM (to_jsonb(o) - 'stock' - 'updated_at' - 'search_text');
    PERFORM webhook_enqueue('stock.low', jsonb_build_object(
              'id', n.id, 'name', n.name, 'category', n.category, 'subcategory', n.subcategory,
              'pricePaise', n.price_paise, 'stock', n.stock, 'lowStockBelow', {{LOW_STOCK_BELOW}}))
       FROM after_rows n JOIN before_rows o ON o.id = n.id
      WHERE o.stock >= {{LOW_STOCK_BELOW}} AND n.stock < {{LOW_STOCK_BELOW}};
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
              'discountCode', n.discount_code, 'discountPaise', n.discount_paise))
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
