import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Discount codes. A code is unique whatever its case (the index on upper(code)). A use is an
 * order that names the code and has not given it back: an unpaid order that expires or is
 * cancelled sets discount_released, so counting uses is counting those orders (the partial index
 * below), under the code's row lock when an order is placed (claim_discount_use in
 * db/functions/discount-codes.sql). Each order line keeps its share of the discount, so its
 * invoice and its refunds work from what was paid.
 */
export class DiscountCodes1767700000000 implements MigrationInterface {
  name = 'DiscountCodes1767700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE discount_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('PERCENTAGE', 'FIXED_AMOUNT', 'FREE_SHIPPING')),
        percent integer CHECK (percent BETWEEN 1 AND 90),
        amount_paise integer CHECK (amount_paise > 0),
        minimum_subtotal_paise integer NOT NULL DEFAULT 0 CHECK (minimum_subtotal_paise >= 0),
        starts_at timestamptz,
        ends_at timestamptz,
        usage_limit integer CHECK (usage_limit > 0),
        usage_limit_per_customer integer CHECK (usage_limit_per_customer > 0),
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((kind = 'PERCENTAGE') = (percent IS NOT NULL)),
        CHECK ((kind = 'FIXED_AMOUNT') = (amount_paise IS NOT NULL)),
        CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at < ends_at)
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX discount_codes_code_key ON discount_codes (upper(code))`);
    await queryRunner.query(`
      ALTER TABLE orders
        ADD COLUMN discount_code_id uuid REFERENCES discount_codes (id) ON DELETE SET NULL,
        ADD COLUMN discount_code text,
        ADD COLUMN discount_paise integer NOT NULL DEFAULT 0 CHECK (discount_paise >= 0),
        ADD COLUMN discount_released boolean NOT NULL DEFAULT false`);
    await queryRunner.query(
      `CREATE INDEX orders_discount_uses ON orders (discount_code_id, lower(email)) WHERE discount_code_id IS NOT NULL AND NOT discount_released`,
    );
    await queryRunner.query(
      `ALTER TABLE order_lines ADD COLUMN discount_paise integer NOT NULL DEFAULT 0 CHECK (discount_paise >= 0 AND discount_paise <= quantity * unit_price_paise)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE order_lines DROP COLUMN discount_paise`);
    await queryRunner.query(`DROP INDEX orders_discount_uses`);
    await queryRunner.query(
      `ALTER TABLE orders DROP COLUMN discount_code_id, DROP COLUMN discount_code, DROP COLUMN discount_paise, DROP COLUMN discount_released`,
    );
    await queryRunner.query(`DROP TABLE discount_codes`);
  }
}
