import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Back in stock: a shopper's wish to hear when a sold-out size is back, one per size and e-mail
 * address, with a random token for the unsubscribe link its e-mail carries. `restocked_at` is set
 * by the products trigger (db/functions/back-in-stock.sql) when the size's stock goes from 0 to
 * above 0; the row is deleted once its e-mail is written, or when the shopper unsubscribes.
 *
 * A sign-up's choice of marketing e-mails travels with its confirmation link, as its name and
 * password do, and becomes the account's when that sign-up is the one confirmed.
 */
export class BackInStock1795940641847 implements MigrationInterface {
  name = 'BackInStock1795940641847';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE back_in_stock_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        size_id text NOT NULL,
        email text NOT NULL CHECK (email = lower(email)),
        token uuid NOT NULL DEFAULT gen_random_uuid(),
        created_at timestamptz NOT NULL DEFAULT now(),
        restocked_at timestamptz,
        CONSTRAINT back_in_stock_one_per_size_and_email UNIQUE (size_id, email)
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX back_in_stock_requests_token ON back_in_stock_requests (token)`);
    await queryRunner.query(`CREATE INDEX back_in_stock_requests_email ON back_in_stock_requests (email)`);
    await queryRunner.query(`CREATE INDEX back_in_stock_requests_size ON back_in_stock_requests (product_id, size_id)`);
    await queryRunner.query(`ALTER TABLE account_links ADD COLUMN sign_up_marketing_consent boolean`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER IF EXISTS products_back_in_stock ON products`);
    await queryRunner.query(`DROP TABLE IF EXISTS back_in_stock_requests`);
    await queryRunner.query(`ALTER TABLE account_links DROP COLUMN IF EXISTS sign_up_marketing_consent`);
  }
}
