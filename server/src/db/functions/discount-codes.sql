-- Claiming one use of a discount code for an order being placed, called by place_order in its
-- statement before the order is written. The code's row lock makes the count exact: every order
-- placing with the code waits here for the one before it to commit or roll back, and this
-- statement's fresh snapshot (READ COMMITTED, VOLATILE) then sees that order. A use is an order
-- naming the code that has not given it back (discount_released: an unpaid order that expired or
-- was cancelled), so nothing else has to be kept in step.
--
-- The code's terms were checked by the service (discounts/) when it priced the order; what can
-- change between that read and this lock (paused, the window closing, the last uses taken) is
-- checked again here. Returns null when the use is claimed, else the refusal as place_order
-- returns it.

CREATE OR REPLACE FUNCTION claim_discount_use(new_order jsonb) RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  claimed record;
  used integer;
  used_by_shopper integer;
BEGIN
  IF new_order->>'discount_code_id' IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT d.id, d.active, d.starts_at, d.ends_at, d.usage_limit, d.usage_limit_per_customer
    INTO claimed
    FROM discount_codes d
   WHERE d.id = (new_order->>'discount_code_id')::uuid
     FOR UPDATE;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('refused', 'DISCOUNT_INVALID', 'reason', 'UNKNOWN');
  END IF;
  IF NOT claimed.active THEN
    RETURN jsonb_build_object('refused', 'DISCOUNT_INVALID', 'reason', 'PAUSED');
  END IF;
  IF claimed.starts_at IS NOT NULL AND now() < claimed.starts_at THEN
    RETURN jsonb_build_object('refused', 'DISCOUNT_INVALID', 'reason', 'NOT_STARTED', 'at', claimed.starts_at);
  END IF;
  IF claimed.ends_at IS NOT NULL AND now() >= claimed.ends_at THEN
    RETURN jsonb_build_object('refused', 'DISCOUNT_INVALID', 'reason', 'EXPIRED');
  END IF;

  SELECT count(*)::int, count(*) FILTER (WHERE lower(o.email) = lower(new_order->>'email'))::int
    INTO used, used_by_shopper
    FROM orders o
   WHERE o.discount_code_id = claimed.id AND NOT o.discount_released;
  IF claimed.usage_limit IS NOT NULL AND used >= claimed.usage_limit THEN
    RETURN jsonb_build_object('refused', 'DISCOUNT_INVALID', 'reason', 'USED_UP');
  END IF;
  IF claimed.usage_limit_per_customer IS NOT NULL AND used_by_shopper >= claimed.usage_limit_per_customer THEN
    RETURN jsonb_build_object('refused', 'DISCOUNT_INVALID', 'reason', 'ALREADY_USED');
  END IF;
  RETURN NULL;
END
$$;
