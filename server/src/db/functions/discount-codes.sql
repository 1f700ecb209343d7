-- Claiming one use of a discount code for an order being placed, called by place_order in its
-- statement before the order is written. The code's row lock makes the count exact: every order
-- placing with the code waits here for the one before it to commit or roll back, and this
-- statement's fresh snapshot (READ COMMITTED, VOLATILE) then sees that order. A use is an order
-- naming the code that has not given it back (discount_released: an unpaid order that expired or
-- was cancelled), so nothing else has to be kept in step.
--
-- The code's terms were checked when the order was priced (discount_code_refusal, below, called
-- by discounts/discount-code.service.ts); what can change between that read and this lock
-- (paused, the window closing, the last uses taken) is checked again here by the same function.
-- Returns null when the use is claimed, else the refusal as place_order returns it.

-- Whether a code may be used at `at` (and, with an e-mail, by that shopper): the one statement of
-- a code's switch, its dates and its use counts. Pricing a cart (discount-code.service.ts) and
-- claiming a use under the code's lock (claim_discount_use) both ask it; the shopper's words for
-- each reason are common/discount.ts's. Returns null, or {"reason": ..., "at": ...} (NOT_STARTED
-- names when the code starts). A use is an order naming the code that has not given it back.
-- VOLATILE: called after the code's row lock, each call counts with a fresh snapshot.
CREATE OR REPLACE FUNCTION discount_code_refusal(code_id uuid, at timestamptz, shopper_email text) RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  code record;
  used integer;
  used_by_shopper integer;
BEGIN
  SELECT d.active, d.starts_at, d.ends_at, d.usage_limit, d.usage_limit_per_customer INTO code
    FROM discount_codes d WHERE d.id = code_id;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('reason', 'UNKNOWN');
  END IF;
  IF NOT code.active THEN
    RETURN jsonb_build_object('reason', 'PAUSED');
  END IF;
  IF code.starts_at IS NOT NULL AND at < code.starts_at THEN
    RETURN jsonb_build_object('reason', 'NOT_STARTED', 'at', code.starts_at);
  END IF;
  IF code.ends_at IS NOT NULL AND at >= code.ends_at THEN
    RETURN jsonb_build_object('reason', 'EXPIRED');
  END IF;
  IF code.usage_limit IS NULL AND (code.usage_limit_per_customer IS NULL OR shopper_email IS NULL) THEN
    RETURN NULL;
  END IF;

  SELECT count(*)::int, count(*) FILTER (WHERE lower(o.email) = lower(shopper_email))::int
    INTO used, used_by_shopper
    FROM orders o
   WHERE o.discount_code_id = code_id AND NOT o.discount_released;
  IF code.usage_limit IS NOT NULL AND used >= code.usage_limit THEN
    RETURN jsonb_build_object('reason', 'USED_UP');
  END IF;
  IF shopper_email IS NOT NULL AND code.usage_limit_per_customer IS NOT NULL AND used_by_shopper >= code.usage_limit_per_customer THEN
    RETURN jsonb_build_object('reason', 'ALREADY_USED');
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION claim_discount_use(new_order jsonb) RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  refusal jsonb;
BEGIN
  IF new_order->>'discount_code_id' IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM discount_codes d WHERE d.id = (new_order->>'discount_code_id')::uuid FOR UPDATE;
  refusal := discount_code_refusal((new_order->>'discount_code_id')::uuid, now(), new_order->>'email');
  IF refusal IS NULL THEN
    RETURN NULL;
  END IF;
  RETURN jsonb_build_object('refused', 'DISCOUNT_INVALID') || refusal;
END
$$;
