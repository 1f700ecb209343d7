import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reports' sales by product are net of refunds (decision 50): the per-day summary's products now
 * lose the goods each refund's credit note gave back, on the order's day. The triggers keep that
 * from now on (db/functions/sales-summary.sql, applied after the migrations); this takes off the
 * notes already issued, for orders whose lines still count (paid or part refunded), under a lock
 * that keeps orders, lines and documents still until this transaction commits.
 */
export class SalesProductsNetOfRefunds1769350000000 implements MigrationInterface {
  name = 'SalesProductsNetOfRefunds1769350000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`LOCK TABLE orders, order_lines, tax_documents IN SHARE MODE`);
    await queryRunner.query(`
      INSERT INTO sales_day_products AS t (day, product_id, shard, lines, quantity, revenue_paise)
      SELECT (o.created_at AT TIME ZONE 'Asia/Kolkata')::date, l.product_id, 0, 0,
             -sum((c.line ->> 'quantity')::bigint), -sum((c.line ->> 'grossPaise')::bigint)
        FROM tax_documents d
        JOIN orders o ON o.id = d.order_id
       CROSS JOIN LATERAL jsonb_array_elements(d.lines) AS c (line)
        JOIN order_lines l ON l.id = (c.line ->> 'orderLineId')::int AND l.order_id = d.order_id
       WHERE d.kind = 'CREDIT_NOTE' AND d.refund_id IS NOT NULL AND jsonb_typeof(c.line -> 'orderLineId') = 'number'
         AND o.payment_status IN ('PAID', 'PARTIALLY_REFUNDED')
       GROUP BY 1, 2
      ON CONFLICT (day, product_id, shard) DO UPDATE SET
        quantity = t.quantity + EXCLUDED.quantity, revenue_paise = t.revenue_paise + EXCLUDED.revenue_paise`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER IF EXISTS tax_documents_sales_summary_insert ON tax_documents`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS tax_documents_sales_summary_delete ON tax_documents`);
    await queryRunner.query(`
      INSERT INTO sales_day_products AS t (day, product_id, shard, lines, quantity, revenue_paise)
      SELECT (o.created_at AT TIME ZONE 'Asia/Kolkata')::date, l.product_id, 0, 0,
             sum((c.line ->> 'quantity')::bigint), sum((c.line ->> 'grossPaise')::bigint)
        FROM tax_documents d
        JOIN orders o ON o.id = d.order_id
       CROSS JOIN LATERAL jsonb_array_elements(d.lines) AS c (line)
        JOIN order_lines l ON l.id = (c.line ->> 'orderLineId')::int AND l.order_id = d.order_id
       WHERE d.kind = 'CREDIT_NOTE' AND d.refund_id IS NOT NULL AND jsonb_typeof(c.line -> 'orderLineId') = 'number'
         AND o.payment_status IN ('PAID', 'PARTIALLY_REFUNDED')
       GROUP BY 1, 2
      ON CONFLICT (day, product_id, shard) DO UPDATE SET
        quantity = t.quantity + EXCLUDED.quantity, revenue_paise = t.revenue_paise + EXCLUDED.revenue_paise`);
  }
}
