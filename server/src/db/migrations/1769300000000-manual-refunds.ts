import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How a refund's money went back: through the payment provider (every refund so far), or by hand
 * for an order paid in cash at the door, by UPI or bank transfer, with the transfer's reference
 * and the day it was made, so the credit note and the shopper's e-mail can say so.
 */
export class ManualRefunds1769300000000 implements MigrationInterface {
  name = 'ManualRefunds1769300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE refunds ADD COLUMN method text NOT NULL DEFAULT 'PROVIDER'`);
    await queryRunner.query(
      `ALTER TABLE refunds ADD CONSTRAINT refunds_method_check CHECK (method IN ('PROVIDER', 'UPI', 'BANK_TRANSFER'))`,
    );
    await queryRunner.query(`ALTER TABLE refunds ADD COLUMN manual_reference text`);
    await queryRunner.query(`ALTER TABLE refunds ADD COLUMN paid_on date`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE refunds DROP COLUMN paid_on`);
    await queryRunner.query(`ALTER TABLE refunds DROP COLUMN manual_reference`);
    await queryRunner.query(`ALTER TABLE refunds DROP CONSTRAINT refunds_method_check`);
    await queryRunner.query(`ALTER TABLE refunds DROP COLUMN method`);
  }
}
