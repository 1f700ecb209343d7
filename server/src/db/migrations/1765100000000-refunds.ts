import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds: one row per refund asked of the payment provider, followed to COMPLETED or
 * FAILED like payments. At most one refund of an order is in flight at a time (a partial unique
 * index), so two admins clicking "Refund" together cannot both send money back. Orders' payment
 * status gains PARTIALLY_REFUNDED and REFUNDED (payment_status is text; nothing to alter there).
 */
export class Refunds1765100000000 implements MigrationInterface {
  name = 'Refunds1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE refunds (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        merchant_refund_id text NOT NULL UNIQUE,
        provider_refund_id text,
        amount_paise integer NOT NULL CHECK (amount_paise > 0),
        reason text NOT NULL,
        restock boolean NOT NULL DEFAULT false,
        state text NOT NULL DEFAULT 'PENDING' CHECK (state IN ('PENDING', 'COMPLETED', 'FAILED')),
        error_code text,
        requested_by text NOT NULL,
        completed_at timestamptz,
        last_checked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX refunds_order_idx ON refunds (order_id, created_at)`);
    await queryRunner.query(`CREATE UNIQUE INDEX refunds_one_pending_per_order ON refunds (order_id) WHERE state = 'PENDING'`);
    await queryRunner.query(`ALTER TABLE orders DROP CONSTRAINT orders_payment_status_check`);
    await queryRunner.query(`
      ALTER TABLE orders ADD CONSTRAINT orders_payment_status_check
        CHECK (payment_status IN ('PENDING', 'PAID', 'FAILED', 'PARTIALLY_REFUNDED', 'REFUNDED'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE refunds`);
    await queryRunner.query(`ALTER TABLE orders DROP CONSTRAINT orders_payment_status_check`);
    await queryRunner.query(
      `ALTER TABLE orders ADD CONSTRAINT orders_payment_status_check CHECK (payment_status IN ('PENDING', 'PAID', 'FAILED'))`,
    );
  }
}
