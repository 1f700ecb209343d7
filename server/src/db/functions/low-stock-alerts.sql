-- The owner's low-stock e-mail starts here: when a size's stock crosses below the low-stock mark
-- the storefront shows (product_sizes_fallen_low: a checkout, an admin edit; a refund's restock the
-- other way never does), one row per size goes into low_stock_alerts in the same transaction,
-- whatever wrote the stock. The background pass (mail/mail-jobs.ts) mails the rows and marks them.
-- Per statement, over the transition tables, like the webhook triggers.

-- The one statement of "a size crossed below the low-stock mark": the sizes of `after_sizes` below
-- the mark (LOW_STOCK_BELOW in common/low-stock.ts, written in when this file is installed) whose
-- stock in `before_sizes` was at or above it; a size new in this write counts as above before. The
-- owner's low-stock e-mail (below) and the stock.low webhook (webhook-events.sql) both read it.
CREATE OR REPLACE FUNCTION product_sizes_fallen_low(before_sizes jsonb, after_sizes jsonb) RETURNS SETOF jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT size.now
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(after_sizes) = 'array' THEN after_sizes ELSE '[]'::jsonb END) AS size(now)
   WHERE (size.now->>'stock')::int < {{LOW_STOCK_BELOW}}
     AND coalesce((SELECT (before.size->>'stock')::int
                     FROM jsonb_array_elements(CASE WHEN jsonb_typeof(before_sizes) = 'array' THEN before_sizes ELSE '[]'::jsonb END) AS before(size)
                    WHERE before.size->>'id' = size.now->>'id'), {{LOW_STOCK_BELOW}}) >= {{LOW_STOCK_BELOW}}
$$;

CREATE OR REPLACE FUNCTION low_stock_alerts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO low_stock_alerts (product_id, product_name, size_label, stock)
  SELECT n.id, n.name, coalesce(size.now->>'label', ''), (size.now->>'stock')::int
    FROM after_rows n JOIN before_rows o ON o.id = n.id
   CROSS JOIN LATERAL product_sizes_fallen_low(o.sizes, n.sizes) AS size(now);
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER products_low_stock_alerts AFTER UPDATE ON products
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION low_stock_alerts_updated();
