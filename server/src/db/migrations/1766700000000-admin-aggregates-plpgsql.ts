import type { MigrationInterface, QueryRunner } from 'typeorm';

/** order_counts_add's one statement: adds signed amounts to this backend's shard of the order counters. */
const ORDER_COUNTS_ADD = `INSERT INTO order_counts AS t (shard, status, payment_status, orders, total_paise)
        SELECT pg_backend_pid() % 8, g.status, g.payment_status, sum(g.orders), sum(g.total_paise)
          FROM jsonb_to_recordset(groups) AS g (status text, payment_status text, orders bigint, total_paise bigint)
         GROUP BY 1, 2, 3
         ORDER BY 2, 3
        ON CONFLICT (shard, status, payment_status)
          DO UPDATE SET orders = t.orders + EXCLUDED.orders, total_paise = t.total_paise + EXCLUDED.total_paise`;

/** The insert trigger's customers upsert and its count of new customers, as the admin-aggregates migration wrote them. */
const CUSTOMERS_FROM_INSERTED = `        -- The latest order (by date, then number) gives the name and phone; ties in time go to the higher number.
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
`;

/** Adds the inserted orders to this backend's shard of the order counters, from the transition table. */
const ORDER_COUNTS_FROM_INSERTED = `        INSERT INTO order_counts AS t (shard, status, payment_status, orders, total_paise)
        SELECT pg_backend_pid() % 8, status, payment_status, count(*), sum(total_paise)
          FROM inserted
         GROUP BY 1, 2, 3
         ORDER BY 2, 3
        ON CONFLICT (shard, status, payment_status)
          DO UPDATE SET orders = t.orders + EXCLUDED.orders, total_paise = t.total_paise + EXCLUDED.total_paise;
`;

/** The admin-aggregates migration's way: the groups packed into JSON for order_counts_add. */
const ORDER_COUNTS_THROUGH_JSON = `        PERFORM order_counts_add(coalesce(jsonb_agg(g), '[]'))
           FROM (SELECT status, payment_status, count(*) AS orders, sum(total_paise) AS total_paise
                   FROM inserted GROUP BY 1, 2) AS g;
`;

/** The orders insert trigger's function, adding to the order counters as `orderCounts` says. */
const insertTrigger = (orderCounts: string) => `
      CREATE OR REPLACE FUNCTION admin_aggregates_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        created bigint;
      BEGIN
${orderCounts}${CUSTOMERS_FROM_INSERTED}        PERFORM customer_counts_add(created);
        RETURN NULL;
      END
      $$`;

/**
 * What placing an order costs Postgres in the admin aggregates' triggers (issue 15 §1: every
 * millisecond of it is taken from the storefront's reads on the same two cores). The same figures,
 * cheaper to keep; measured with pg_stat_statements under bench/orders, per order:
 *
 * - `order_counts_add` and `customer_counts_add` are PL/pgSQL. As SQL functions called from a
 *   trigger they were parsed and planned on every call (0.45 and 0.17 ms around an upsert of
 *   0.09 and 0.03 ms); PL/pgSQL keeps each statement's plan for the session.
 * - The insert trigger adds to the order counters straight from its transition table, instead of
 *   packing the groups into JSON for `order_counts_add` to unpack.
 */
export class AdminAggregatesPlpgsql1766700000000 implements MigrationInterface {
  name = 'AdminAggregatesPlpgsql1766700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION order_counts_add(groups jsonb) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
${ORDER_COUNTS_ADD};
      END
      $$`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION customer_counts_add(n bigint) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        IF n <> 0 THEN
          INSERT INTO customer_counts AS t (shard, customers) VALUES (pg_backend_pid() % 8, n)
          ON CONFLICT (shard) DO UPDATE SET customers = t.customers + EXCLUDED.customers;
        END IF;
      END
      $$`);
    await queryRunner.query(insertTrigger(ORDER_COUNTS_FROM_INSERTED));
  }

  /** The functions as the earlier migrations wrote them. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(insertTrigger(ORDER_COUNTS_THROUGH_JSON));
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION customer_counts_add(n bigint) RETURNS void LANGUAGE sql AS $$
        INSERT INTO customer_counts AS t (shard, customers) SELECT pg_backend_pid() % 8, n WHERE n <> 0
        ON CONFLICT (shard) DO UPDATE SET customers = t.customers + EXCLUDED.customers
      $$`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION order_counts_add(groups jsonb) RETURNS void LANGUAGE sql AS $$
${ORDER_COUNTS_ADD}
      $$`);
  }
}
