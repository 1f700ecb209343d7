-- The owner's low-stock e-mail starts here: when a size's stock crosses below the low-stock mark
-- the storefront shows (a checkout, an admin edit, a refund's restock the other way never does),
-- one row per size goes into low_stock_alerts in the same transaction, whatever wrote the stock.
-- The background pass (mail/low-stock-mail.ts) mails the rows and marks them. Per statement,
-- over the transition tables, like the webhook triggers.
CREATE OR REPLACE FUNCTION low_stock_alerts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO low_stock_alerts (product_id, product_name, size_label, stock)
  SELECT n.id, n.name, coalesce(size.now->>'label', ''), (size.now->>'stock')::int
    FROM after_rows n JOIN before_rows o ON o.id = n.id
   CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(n.sizes) = 'array' THEN n.sizes ELSE '[]'::jsonb END) AS size(now)
   WHERE (size.now->>'stock')::int < {{LOW_STOCK_BELOW}}
     AND coalesce((SELECT (before.size->>'stock')::int FROM jsonb_array_elements(o.sizes) AS before(size)
                    WHERE before.size->>'id' = size.now->>'id'), {{LOW_STOCK_BELOW}}) >= {{LOW_STOCK_BELOW}};
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER products_low_stock_alerts AFTER UPDATE ON products
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION low_stock_alerts_updated();
