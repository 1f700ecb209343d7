import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner's low-stock e-mail: a size that falls below the low-stock mark leaves a row here in
 * the transaction that sold or edited it (a trigger, db/functions/low-stock-alerts.sql), and the
 * background pass turns the rows not yet mailed into one e-mail to the owner.
 */
export class LowStockAlerts1768100000000 implements MigrationInterface {
  name = 'LowStockAlerts1768100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE low_stock_alerts (
        id bigserial PRIMARY KEY,
        product_id text NOT NULL,
        product_name text NOT NULL,
        size_label text NOT NULL,
        stock integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        mailed_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX low_stock_alerts_unmailed ON low_stock_alerts (created_at) WHERE mailed_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER IF EXISTS products_low_stock_alerts ON products`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS low_stock_alerts_updated()`);
    await queryRunner.query(`DROP TABLE low_stock_alerts`);
  }
}
