-- Placing an order in one statement (docs/decisions/018-one-statement-per-order.md): the unpaid-
-- order locks and count, the stock reservation and the insert of the order, its lines and its
-- first history entry, as `SELECT place_order(...)`. The rules' figures and messages stay with
-- the services in orders/placement/ (order-limits.ts, stock-reservation.ts, order-placement.ts)
-- and come in as arguments; this is their sequence, run where it needs no round trip between steps.
--
-- Each statement of a VOLATILE PL/pgSQL function takes a fresh snapshot (READ COMMITTED), so the
-- count after the advisory locks sees every order committed by whoever held them, as the separate
-- statements of a transaction did. A refusal returns before anything is written; anything that
-- fails later (the idempotency key's unique index) aborts the statement, reservation included.
--
-- A change to its arguments or result columns is a new function to Postgres: the migration that
-- makes it drops the old signature.

CREATE OR REPLACE FUNCTION place_order(lock_keys text[], unpaid_limits jsonb, needs jsonb, new_order jsonb, new_lines jsonb)
RETURNS TABLE (refusal jsonb, order_id uuid, order_number integer, created_at timestamptz, updated_at timestamptz, line_ids integer[])
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  unpaid record;
  short jsonb;
  discount_refusal jsonb;
BEGIN
  -- In the keys' order, as every order takes them: two orders never wait on each other crosswise.
  PERFORM pg_advisory_xact_lock(hashtext(k.key)) FROM unnest(lock_keys) WITH ORDINALITY AS k (key, n) ORDER BY k.n;

  -- An order placed with an API token counts against that token's own limit only; a shopper's
  -- against their address and e-mail, where the token's orders are not counted.
  IF unpaid_limits ? 'tokenId' THEN
    SELECT count(*)::int AS by_token,
           ceil(extract(epoch FROM min(o.payment_expires_at) - now()))::int AS frees_in
      INTO unpaid
      FROM orders o
     WHERE o.payment_status = 'PENDING' AND o.stock_reserved AND o.api_token_id = (unpaid_limits->>'tokenId')::uuid;
    IF unpaid.by_token >= (unpaid_limits->>'maxPerToken')::int THEN
      RETURN QUERY SELECT jsonb_build_object('refused', 'UNPAID_ORDERS', 'per', 'token', 'limit', (unpaid_limits->>'maxPerToken')::int, 'freesIn', unpaid.frees_in),
                          NULL::uuid, NULL::integer, NULL::timestamptz, NULL::timestamptz, NULL::integer[];
      RETURN;
    END IF;
  ELSE
  -- Unpaid is online orders waiting for payment and cash-on-delivery orders not yet delivered
  -- (paid at the door, they hold their stock until then), the latter matched by the folded e-mail
  -- COD orders keep (codEmail). Two disjoint halves, each read through its partial indexes. Only
  -- online orders free themselves at a known time; COD orders leave freesIn to the default wait.
  SELECT count(*) FILTER (WHERE o.client_ip = new_order->>'client_ip')::int AS by_ip,
         count(*) FILTER (WHERE o.email = new_order->>'email' OR o.cod_shopper_email = unpaid_limits->>'codEmail')::int AS by_email,
         ceil(extract(epoch FROM min(o.payment_expires_at) FILTER (WHERE o.online AND o.client_ip = new_order->>'client_ip') - now()))::int AS ip_frees_in,
         ceil(extract(epoch FROM min(o.payment_expires_at) FILTER (WHERE o.online AND o.email = new_order->>'email') - now()))::int AS email_frees_in
    INTO unpaid
    FROM (SELECT o.client_ip, o.email, NULL::text AS cod_shopper_email, o.payment_expires_at, true AS online
            FROM orders o
           WHERE o.payment_status = 'PENDING' AND o.stock_reserved
             AND o.api_token_id IS NULL
             AND (o.client_ip = new_order->>'client_ip' OR o.email = new_order->>'email')
          UNION ALL
          SELECT o.client_ip, NULL::text, o.cod_shopper_email, NULL::timestamptz, false
            FROM orders o
           WHERE o.payment_status = 'PAY_ON_DELIVERY' AND o.status IN ('Pending', 'Processing', 'Shipped')
             AND o.api_token_id IS NULL
             AND (o.client_ip = new_order->>'client_ip' OR o.cod_shopper_email = unpaid_limits->>'codEmail')) AS o;
  IF unpaid.by_ip >= (unpaid_limits->>'maxPerAddress')::int THEN
    RETURN QUERY SELECT jsonb_build_object('refused', 'UNPAID_ORDERS', 'limit', (unpaid_limits->>'maxPerAddress')::int, 'freesIn', unpaid.ip_frees_in),
                        NULL::uuid, NULL::integer, NULL::timestamptz, NULL::timestamptz, NULL::integer[];
    RETURN;
  END IF;
  IF unpaid.by_email >= (unpaid_limits->>'maxPerEmail')::int THEN
    RETURN QUERY SELECT jsonb_build_object('refused', 'UNPAID_ORDERS', 'limit', (unpaid_limits->>'maxPerEmail')::int, 'freesIn', unpaid.email_frees_in),
                        NULL::uuid, NULL::integer, NULL::timestamptz, NULL::timestamptz, NULL::integer[];
    RETURN;
  END IF;
  END IF;

  -- The products' row locks in id order (COLLATE "C": the order the caller sorted them in). A
  -- row locked after waiting for another checkout is its latest version: what its sizes say is
  -- left is what is left, and nobody else can take it before the UPDATE below. Stock is counted
  -- per size (`needs` names each size wanted: product id, size id, units); a product deleted
  -- since the cart was priced, or a size it no longer has, has 0 left.
  WITH locked AS MATERIALIZED (
    SELECT p.id, p.sizes
      FROM products p
     WHERE p.id IN (SELECT w.id FROM jsonb_to_recordset(needs) AS w (id text, size_id text, quantity int))
     ORDER BY p.id COLLATE "C"
       FOR NO KEY UPDATE OF p
  ), left_now AS (
    SELECT w.id, w.size_id, w.quantity,
           coalesce((SELECT (size->>'stock')::int FROM jsonb_array_elements(locked.sizes) AS size WHERE size->>'id' = w.size_id), 0) AS available
      FROM jsonb_to_recordset(needs) AS w (id text, size_id text, quantity int)
      LEFT JOIN locked ON locked.id = w.id
  )
  SELECT jsonb_agg(jsonb_build_object('productId', left_now.id, 'sizeId', left_now.size_id, 'available', left_now.available)
                   ORDER BY left_now.id COLLATE "C", left_now.size_id COLLATE "C")
           FILTER (WHERE left_now.available < left_now.quantity)
    INTO short
    FROM left_now;
  IF short IS NOT NULL THEN
    RETURN QUERY SELECT jsonb_build_object('refused', 'OUT_OF_STOCK', 'shortages', short),
                        NULL::uuid, NULL::integer, NULL::timestamptz, NULL::timestamptz, NULL::integer[];
    RETURN;
  END IF;

  -- A discount code's use, under the code's row lock (discount-codes.sql); null without a code.
  discount_refusal := claim_discount_use(new_order);
  IF discount_refusal IS NOT NULL THEN
    RETURN QUERY SELECT discount_refusal, NULL::uuid, NULL::integer, NULL::timestamptz, NULL::timestamptz, NULL::integer[];
    RETURN;
  END IF;

  -- The sizes' stock goes down; the products_size_ids trigger makes the product's total their sum.
  UPDATE products p SET sizes = product_sizes_add_stock(p.sizes, taken.changes), updated_at = now()
    FROM (SELECT w.id, jsonb_object_agg(w.size_id, -w.quantity) AS changes
            FROM jsonb_to_recordset(needs) AS w (id text, size_id text, quantity int)
           GROUP BY w.id) AS taken
   WHERE p.id = taken.id;

  RETURN QUERY
  WITH placed_order AS (
    INSERT INTO orders (first_name, last_name, email, phone, street, city, state, postal_code, country,
                        subtotal_paise, shipping_paise, tax_paise, total_paise, item_count,
                        status, payment_status, stock_reserved, payment_reference, payment_failure_reason, refund_due,
                        payment_expires_at, idempotency_key, request_hash, client_ip, api_token_id,
                        discount_code_id, discount_code, discount_paise, payment_method, cod_fee_paise,
                        buyer_gstin, buyer_legal_name)
    SELECT n.first_name, n.last_name, n.email, n.phone, n.street, n.city, n.state, n.postal_code, n.country,
           n.subtotal_paise, n.shipping_paise, n.tax_paise, n.total_paise, n.item_count,
           n.status, n.payment_status, n.stock_reserved, n.payment_reference, n.payment_failure_reason, n.refund_due,
           n.payment_expires_at, n.idempotency_key, n.request_hash, n.client_ip, n.api_token_id,
           n.discount_code_id, n.discount_code, coalesce(n.discount_paise, 0),
           coalesce(new_order->>'payment_method', 'ONLINE'), coalesce(n.cod_fee_paise, 0),
           n.buyer_gstin, n.buyer_legal_name
      FROM jsonb_populate_record(NULL::orders, new_order) AS n
    RETURNING orders.id, orders.order_number, orders.status, orders.created_at, orders.updated_at
  ), placed_lines AS (
    INSERT INTO order_lines (order_id, position, product_id, variant_id, sku, name, size, quantity, unit_price_paise, image_url,
                             discount_paise)
    SELECT placed_order.id, l.position, l.product_id, l.variant_id, l.sku, l.name, l.size, l.quantity, l.unit_price_paise, l.image_url,
           coalesce(l.discount_paise, 0)
      FROM placed_order,
           jsonb_to_recordset(new_lines) AS l (position int, product_id text, variant_id text, sku text, name text, size text,
                                              quantity int, unit_price_paise int, image_url text, discount_paise int)
    RETURNING order_lines.id, order_lines.position
  ), first_status AS (
    INSERT INTO order_status_changes (order_id, status, changed_by, note)
    SELECT placed_order.id, placed_order.status, 'customer', 'Order placed' FROM placed_order
  )
  SELECT NULL::jsonb, placed_order.id, placed_order.order_number, placed_order.created_at, placed_order.updated_at,
         (SELECT array_agg(placed_lines.id ORDER BY placed_lines.position) FROM placed_lines)
    FROM placed_order;
END
$$;
