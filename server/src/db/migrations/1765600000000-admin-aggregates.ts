import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin console's figures without reading every order (a million orders made the
 * dashboard take 2 s and the customer list 2.7 s).
 *
 * - `order_counts`: orders and their total per (status, payment status), so the dashboard's
 *   revenue, order count, pending count and average, and the order list's exact count with or
 *   without a status filter, are a sum over a few dozen rows. Rows are spread over eight shards
 *   (by backend) so concurrent checkouts do not queue on one counter row; readers sum the shards.
 *   A shard's row may go negative (an order counted in one shard changes status in another): only
 *   the sums mean anything.
 * - `customers`: one row per lower-cased e-mail with the name and phone of the latest order, the
 *   order count, the paid total and the last order's time; `customer_counts` counts those rows
 *   (sharded the same way). The customer list pages off an index and searches with trigrams.
 *
 * All of it is kept by triggers on `orders`, in the same transaction as the change, whoever makes
 * it (checkout, payment sync, admin, a bulk import): inserts per statement from the transition
 * table (a bulk load is one upsert per customer, not one per order); updates per row and only
 * when a figure's column changes; deletes and identity changes (e-mail, name, phone, date)
 * recompute the customers concerned from their orders. A TRUNCATE empties the aggregates.
 *
 * Also the order list's indexes: one per sort column with (created_at, order_number) after it,
 * so every sort in either direction reads its first page straight off an index, and the name and
 * e-mail search over a stored lower-cased copy of both with a trigram index.
 */
export class AdminAggregates1765600000000 implements MigrationInterface {
  name = 'AdminAggregates1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE order_counts (
        shard smallint NOT NULL,
        status text NOT NULL,
        payment_status text NOT NULL,
        orders bigint NOT NULL,
        total_paise bigint NOT NULL,
        PRIMARY KEY (shard, status, payment_status)
      )`);
    await queryRunner.query(`
      CREATE TABLE customers (
        email text PRIMARY KEY,
        name text NOT NULL,
        phone text NOT NULL,
        order_count integer NOT NULL CHECK (order_count > 0),
        total_spent_paise bigint NOT NULL,
        last_order_at timestamptz NOT NULL,
        last_order_number integer NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX customers_recent_idx ON customers (last_order_at DESC, email)`);
    await queryRunner.query(`CREATE INDEX customers_name_trgm_idx ON customers USING gin (lower(name) gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX customers_email_trgm_idx ON customers USING gin (email gin_trgm_ops)`);
    await queryRunner.query(`
      CREATE TABLE customer_counts (
        shard smallint PRIMARY KEY,
        customers bigint NOT NULL
      )`);

    // Adds signed amounts to this backend's shard of the order counters.
    await queryRunner.query(`
      CREATE FUNCTION order_counts_add(groups jsonb) RETURNS void LANGUAGE sql AS $$
        INSERT INTO order_counts AS t (shard, status, payment_status, orders, total_paise)
        SELECT pg_backend_pid() % 8, g.status, g.payment_status, sum(g.orders), sum(g.total_paise)
          FROM jsonb_to_recordset(groups) AS g (status text, payment_status text, orders bigint, total_paise bigint)
         GROUP BY 1, 2, 3
         ORDER BY 2, 3
        ON CONFLICT (shard, status, payment_status)
          DO UPDATE SET orders = t.orders + EXCLUDED.orders, total_paise = t.total_paise + EXCLUDED.total_paise
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION customer_counts_add(n bigint) RETURNS void LANGUAGE sql AS $$
        INSERT INTO customer_counts AS t (shard, customers) SELECT pg_backend_pid() % 8, n WHERE n <> 0
        ON CONFLICT (shard) DO UPDATE SET customers = t.customers + EXCLUDED.customers
      $$`);
    // Recomputes the given customers from their orders (deletes, identity changes, the backfill).
    await queryRunner.query(`
      CREATE FUNCTION customers_refresh(emails text[]) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        removed bigint;
        added bigint;
      BEGIN
        DELETE FROM customers WHERE email = ANY (emails);
        GET DIAGNOSTICS removed = ROW_COUNT;
        INSERT INTO customers (email, name, phone, order_count, total_spent_paise, last_order_at, last_order_number)
        SELECT lower(email),
               (array_agg(first_name || ' ' || last_name ORDER BY created_at DESC, order_number DESC))[1],
               (array_agg(phone ORDER BY created_at DESC, order_number DESC))[1],
               count(*), coalesce(sum(total_paise) FILTER (WHERE payment_status = 'PAID'), 0), max(created_at),
               (array_agg(order_number ORDER BY created_at DESC, order_number DESC))[1]
          FROM orders
         WHERE lower(email) = ANY (emails)
         GROUP BY lower(email)
         ORDER BY 1;
        GET DIAGNOSTICS added = ROW_COUNT;
        PERFORM customer_counts_add(added - removed);
      END
      $$`);

    await queryRunner.query(`
      CREATE FUNCTION admin_aggregates_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        created bigint;
      BEGIN
        PERFORM order_counts_add(coalesce(jsonb_agg(g), '[]'))
           FROM (SELECT status, payment_status, count(*) AS orders, sum(total_paise) AS total_paise
                   FROM inserted GROUP BY 1, 2) AS g;
        -- The latest order (by date, then number) gives the name and phone; ties in time go to the higher number.
        WITH upserted AS (
          INSERT INTO customers AS c (email, name, phone, order_count, total_spent_paise, last_order_at, last_order_number)
          SELECT lower(email),
                 (array_agg(first_name || ' ' || last_name ORDER BY created_at DESC, order_number DESC))[1],
                 (array_agg(phone ORDER BY created_at DESC, order_number DESC))[1],
                 count(*), coalesce(sum(total_paise) FILTER (WHERE payment_status = 'PAID'), 0), max(created_at),
                 (array_agg(order_number ORDER BY created_at DESC, order_number DESC))[1]
            FROM inserted
           GROUP BY lower(email)
           ORDER BY 1
          ON CONFLICT (email) DO UPDATE SET
            order_count = c.order_count + EXCLUDED.order_count,
            total_spent_paise = c.total_spent_paise + EXCLUDED.total_spent_paise,
            name = CASE WHEN (EXCLUDED.last_order_at, EXCLUDED.last_order_number) > (c.last_order_at, c.last_order_number)
                        THEN EXCLUDED.name ELSE c.name END,
            phone = CASE WHEN (EXCLUDED.last_order_at, EXCLUDED.last_order_number) > (c.last_order_at, c.last_order_number)
                         THEN EXCLUDED.phone ELSE c.phone END,
            last_order_number = CASE WHEN (EXCLUDED.last_order_at, EXCLUDED.last_order_number) > (c.last_order_at, c.last_order_number)
                                     THEN EXCLUDED.last_order_number ELSE c.last_order_number END,
            last_order_at = greatest(c.last_order_at, EXCLUDED.last_order_at)
          RETURNING (xmax = 0) AS is_new
        )
        SELECT count(*) FILTER (WHERE is_new) INTO created FROM upserted;
        PERFORM customer_counts_add(created);
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION admin_aggregates_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM order_counts_add(coalesce(jsonb_agg(g), '[]'))
           FROM (SELECT status, payment_status, -count(*) AS orders, -sum(total_paise) AS total_paise
                   FROM deleted GROUP BY 1, 2) AS g;
        PERFORM customers_refresh(array_agg(DISTINCT lower(email))) FROM deleted;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION admin_aggregates_updated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (OLD.status, OLD.payment_status, OLD.total_paise) IS DISTINCT FROM (NEW.status, NEW.payment_status, NEW.total_paise) THEN
          PERFORM order_counts_add(jsonb_build_array(
            jsonb_build_object('status', OLD.status, 'payment_status', OLD.payment_status, 'orders', -1, 'total_paise', -OLD.total_paise),
            jsonb_build_object('status', NEW.status, 'payment_status', NEW.payment_status, 'orders', 1, 'total_paise', NEW.total_paise)));
        END IF;
        IF (lower(OLD.email), OLD.first_name, OLD.last_name, OLD.phone, OLD.created_at, OLD.order_number)
           IS DISTINCT FROM (lower(NEW.email), NEW.first_name, NEW.last_name, NEW.phone, NEW.created_at, NEW.order_number) THEN
          PERFORM customers_refresh(ARRAY[lower(OLD.email), lower(NEW.email)]);
        ELSIF (OLD.payment_status = 'PAID', OLD.total_paise) IS DISTINCT FROM (NEW.payment_status = 'PAID', NEW.total_paise) THEN
          UPDATE customers
             SET total_spent_paise = total_spent_paise
                   - CASE WHEN OLD.payment_status = 'PAID' THEN OLD.total_paise ELSE 0 END
                   + CASE WHEN NEW.payment_status = 'PAID' THEN NEW.total_paise ELSE 0 END
           WHERE email = lower(NEW.email);
        END IF;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION admin_aggregates_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM order_counts;
        DELETE FROM customers;
        DELETE FROM customer_counts;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER orders_admin_aggregates_insert AFTER INSERT ON orders
        REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION admin_aggregates_inserted()`);
    await queryRunner.query(`
      CREATE TRIGGER orders_admin_aggregates_delete AFTER DELETE ON orders
        REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION admin_aggregates_deleted()`);
    await queryRunner.query(`
      CREATE TRIGGER orders_admin_aggregates_update
        AFTER UPDATE OF status, payment_status, total_paise, email, first_name, last_name, phone, created_at, order_number ON orders
        FOR EACH ROW EXECUTE FUNCTION admin_aggregates_updated()`);
    await queryRunner.query(`
      CREATE TRIGGER orders_admin_aggregates_truncate AFTER TRUNCATE ON orders
        FOR EACH STATEMENT EXECUTE FUNCTION admin_aggregates_truncated()`);

    // The shop's orders so far.
    await queryRunner.query(`
      SELECT order_counts_add(coalesce(jsonb_agg(g), '[]'))
        FROM (SELECT status, payment_status, count(*) AS orders, sum(total_paise) AS total_paise FROM orders GROUP BY 1, 2) AS g`);
    await queryRunner.query(`
      INSERT INTO customers (email, name, phone, order_count, total_spent_paise, last_order_at, last_order_number)
      SELECT lower(email),
             (array_agg(first_name || ' ' || last_name ORDER BY created_at DESC, order_number DESC))[1],
             (array_agg(phone ORDER BY created_at DESC, order_number DESC))[1],
             count(*), coalesce(sum(total_paise) FILTER (WHERE payment_status = 'PAID'), 0), max(created_at),
             (array_agg(order_number ORDER BY created_at DESC, order_number DESC))[1]
        FROM orders
       GROUP BY lower(email)`);
    await queryRunner.query(`SELECT customer_counts_add(count(*)) FROM customers`);

    // The order list: each sort's first page off an index, in either direction (ties follow the sort's direction).
    await queryRunner.query(`CREATE INDEX orders_date_listing_idx ON orders (created_at, order_number)`);
    await queryRunner.query(`CREATE INDEX orders_status_listing_idx ON orders (status, created_at, order_number)`);
    await queryRunner.query(`CREATE INDEX orders_total_listing_idx ON orders (total_paise, created_at, order_number)`);
    await queryRunner.query(`CREATE INDEX orders_items_listing_idx ON orders (item_count, created_at, order_number)`);
    await queryRunner.query(
      `CREATE INDEX orders_customer_listing_idx ON orders ((lower(first_name || ' ' || last_name)), created_at, order_number)`,
    );
    // Searched text kept lower-cased in the row, as products do: a LIKE on it costs a tenth of an
    // ILIKE over two expressions, which matters for the rows a broad search's count must visit.
    await queryRunner.query(
      `ALTER TABLE orders ADD COLUMN search_text text NOT NULL
         GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || email)) STORED`,
    );
    await queryRunner.query(`CREATE INDEX orders_search_text_trgm_idx ON orders USING gin (search_text gin_trgm_ops)`);
    await queryRunner.query(`DROP INDEX IF EXISTS orders_created_idx`);
    await queryRunner.query(`DROP INDEX IF EXISTS orders_status_idx`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS orders_created_idx ON orders (created_at DESC)`);
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS orders_status_idx ON orders (status)`);
    for (const index of [
      'orders_date_listing_idx',
      'orders_status_listing_idx',
      'orders_total_listing_idx',
      'orders_items_listing_idx',
      'orders_customer_listing_idx',
      'orders_search_text_trgm_idx',
    ]) {
      await queryRunner.query(`DROP INDEX IF EXISTS ${index}`);
    }
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN IF EXISTS search_text`);
    for (const trigger of ['insert', 'delete', 'update', 'truncate']) {
      await queryRunner.query(`DROP TRIGGER IF EXISTS orders_admin_aggregates_${trigger} ON orders`);
    }
    for (const fn of [
      'admin_aggregates_inserted()',
      'admin_aggregates_deleted()',
      'admin_aggregates_updated()',
      'admin_aggregates_truncated()',
      'customers_refresh(text[])',
      'customer_counts_add(bigint)',
      'order_counts_add(jsonb)',
    ]) {
      await queryRunner.query(`DROP FUNCTION IF EXISTS ${fn}`);
    }
    await queryRunner.query(`DROP TABLE IF EXISTS customer_counts`);
    await queryRunner.query(`DROP TABLE IF EXISTS customers`);
    await queryRunner.query(`DROP TABLE IF EXISTS order_counts`);
  }
}
