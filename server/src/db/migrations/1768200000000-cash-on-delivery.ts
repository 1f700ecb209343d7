import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Cash on delivery. An order says how it is paid (ONLINE or CASH_ON_DELIVERY) and what the COD
 * fee was; a COD order's payment stands at PAY_ON_DELIVERY until the owner records the cash
 * collected (cash_collected_at), then PAID. Open COD orders per shopper are counted by phone,
 * e-mail and address under advisory locks when one is placed (now cash-on-delivery/cod-rules.ts),
 * over the partial index below: only COD orders still waiting for their cash are in it.
 * The owner's COD terms are rows of shop_settings, like the shop's other settings.
 */
export class CashOnDelivery1768200000000 implements MigrationInterface {
  name = 'CashOnDelivery1768200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE orders
        ADD COLUMN payment_method text NOT NULL DEFAULT 'ONLINE' CHECK (payment_method IN ('ONLINE', 'CASH_ON_DELIVERY')),
        ADD COLUMN cod_fee_paise integer NOT NULL DEFAULT 0 CHECK (cod_fee_paise >= 0),
        ADD COLUMN cash_collected_at timestamptz`);
    await queryRunner.query(`ALTER TABLE orders DROP CONSTRAINT orders_payment_status_check`);
    await queryRunner.query(`
      ALTER TABLE orders ADD CONSTRAINT orders_payment_status_check
        CHECK (payment_status IN ('PENDING', 'PAID', 'FAILED', 'PARTIALLY_REFUNDED', 'REFUNDED', 'PAY_ON_DELIVERY'))`);
    await queryRunner.query(`
      ALTER TABLE orders ADD CONSTRAINT orders_pay_on_delivery_is_cod
        CHECK (payment_status <> 'PAY_ON_DELIVERY' OR payment_method = 'CASH_ON_DELIVERY')`);
    await queryRunner.query(`CREATE INDEX orders_cod_open ON orders (status) WHERE payment_status = 'PAY_ON_DELIVERY'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX orders_cod_open`);
    await queryRunner.query(`ALTER TABLE orders DROP CONSTRAINT orders_pay_on_delivery_is_cod`);
    await queryRunner.query(`ALTER TABLE orders DROP CONSTRAINT orders_payment_status_check`);
    await queryRunner.query(`
      ALTER TABLE orders ADD CONSTRAINT orders_payment_status_check
        CHECK (payment_status IN ('PENDING', 'PAID', 'FAILED', 'PARTIALLY_REFUNDED', 'REFUNDED'))`);
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN payment_method, DROP COLUMN cod_fee_paise, DROP COLUMN cash_collected_at`);
  }
}
