-- Back in stock starts here: when a size's stock goes from 0 to above 0, whatever wrote it (the
-- owner's product form, a CSV import, a return restocked, a cancelled order's units given back,
-- a script), its waiting requests are marked restocked and one `mail.back-in-stock` job per size
-- is written in the same transaction, so the e-mails are owed exactly when the stock commits
-- (decision 69). The job (mail/back-in-stock-mail.ts) writes one e-mail per request and deletes it.
-- Per statement, over the transition tables, like the low-stock alerts.

-- The one statement of "a size is back in stock": the sizes of `after_sizes` with stock above 0
-- whose stock in `before_sizes` was 0. A size new in this write was never sold out.
CREATE OR REPLACE FUNCTION product_sizes_restocked(before_sizes jsonb, after_sizes jsonb) RETURNS SETOF jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT size.now
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(after_sizes) = 'array' THEN after_sizes ELSE '[]'::jsonb END) AS size(now)
   WHERE (size.now->>'stock')::int > 0
     AND (SELECT (before.size->>'stock')::int
            FROM jsonb_array_elements(CASE WHEN jsonb_typeof(before_sizes) = 'array' THEN before_sizes ELSE '[]'::jsonb END) AS before(size)
           WHERE before.size->>'id' = size.now->>'id') <= 0
$$;

CREATE OR REPLACE FUNCTION back_in_stock_restocked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM back_in_stock_requests WHERE restocked_at IS NULL AND product_id IN (SELECT id FROM after_rows)) THEN
    RETURN NULL;
  END IF;
  -- pg-boss's documented way to create jobs from SQL, with the queue's own settings, as
  -- webhook-delivery-jobs.sql does. Before the queue exists (a fresh database that has not
  -- started yet) the requests are only marked; the start-up gives each such size its job.
  IF to_regclass('pgboss.queue') IS NULL THEN
    UPDATE back_in_stock_requests r SET restocked_at = now()
      FROM after_rows n JOIN before_rows o ON o.id = n.id
     CROSS JOIN LATERAL product_sizes_restocked(o.sizes, n.sizes) AS size(now)
     WHERE r.product_id = n.id AND r.size_id = size.now->>'id' AND r.restocked_at IS NULL;
    RETURN NULL;
  END IF;
  WITH restocked AS (
    SELECT n.id AS product_id, n.name AS product_name, size.now->>'id' AS size_id, coalesce(size.now->>'label', '') AS size_label
      FROM after_rows n JOIN before_rows o ON o.id = n.id
     CROSS JOIN LATERAL product_sizes_restocked(o.sizes, n.sizes) AS size(now)
  ), due AS (
    UPDATE back_in_stock_requests r SET restocked_at = now()
      FROM restocked s
     WHERE r.product_id = s.product_id AND r.size_id = s.size_id AND r.restocked_at IS NULL
    RETURNING r.product_id, r.size_id
  )
  INSERT INTO pgboss.job (name, data, expire_seconds, deletion_seconds, keep_until, retry_limit, retry_delay, retry_backoff, policy)
  SELECT q.name,
         jsonb_build_object('productId', s.product_id, 'sizeId', s.size_id,
                            'about', 'back-in-stock e-mails for ' || s.product_name || ' (' || s.size_label || ')'),
         q.expire_seconds, q.deletion_seconds, now() + q.retention_seconds * interval '1 second',
         q.retry_limit, q.retry_delay, q.retry_backoff, q.policy
    FROM restocked s JOIN pgboss.queue q ON q.name = 'mail.back-in-stock'
   WHERE EXISTS (SELECT 1 FROM due d WHERE d.product_id = s.product_id AND d.size_id = s.size_id);
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER products_back_in_stock AFTER UPDATE ON products
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION back_in_stock_restocked();
