-- The integrators' order sync (orders/order-sync.ts) reads orders by (updated_at, id), so
-- updated_at moves with every change to what an order shows: any UPDATE of the row (whoever
-- writes it, raw SQL included), and a change to its refunds or to its payment's state, which live
-- in their own tables. The stamp is now(), the writing transaction's start: the sync relies on
-- that to know which stamps are final (order-sync.ts, "horizon").

CREATE OR REPLACE FUNCTION orders_stamp_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END
$$;

-- Touching the order row fires the trigger above; only updated_at changes, so the admin
-- aggregates' trigger (AFTER UPDATE OF other columns) stays quiet.
CREATE OR REPLACE FUNCTION orders_touch_from_child() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders SET updated_at = now() WHERE id = NEW.order_id;
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER orders_stamp_updated_at BEFORE UPDATE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_stamp_updated_at();
CREATE OR REPLACE TRIGGER refunds_touch_order AFTER INSERT ON refunds
  FOR EACH ROW EXECUTE FUNCTION orders_touch_from_child();
-- Not last_checked_at: the reconciler's re-checks change nothing an integrator sees.
CREATE OR REPLACE TRIGGER refunds_changed_touch_order AFTER UPDATE ON refunds FOR EACH ROW
  WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.provider_refund_id IS DISTINCT FROM NEW.provider_refund_id
        OR OLD.error_code IS DISTINCT FROM NEW.error_code OR OLD.completed_at IS DISTINCT FROM NEW.completed_at)
  EXECUTE FUNCTION orders_touch_from_child();
CREATE OR REPLACE TRIGGER payments_changed_touch_order AFTER UPDATE ON payments FOR EACH ROW
  WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.error_code IS DISTINCT FROM NEW.error_code
        OR OLD.transaction_id IS DISTINCT FROM NEW.transaction_id)
  EXECUTE FUNCTION orders_touch_from_child();
