import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Shoppers may keep an account (optional: guest checkout stays as it is) and reviews come from
 * buyers. An account's e-mail is confirmed by a single-use link before its orders are shown;
 * links (confirmation, password reset) are stored as hashes with their purpose and expiry.
 * A review belongs to one delivered order and one product (unique together). A product's rating
 * and review count stay columns on products, now written only from its published reviews, so
 * listings keep reading one row per product; the typed-in figures of the past are cleared.
 */
export class ShopperAccountsAndReviews1767300000000 implements MigrationInterface {
  name = 'ShopperAccountsAndReviews1767300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN name text NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE users ADD COLUMN email_confirmed_at timestamptz`);
    // Admins were created by the operator, who chose their address.
    await queryRunner.query(`UPDATE users SET email_confirmed_at = created_at WHERE role = 'admin'`);
    await queryRunner.query(`
      CREATE TABLE account_links (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('confirm-email', 'reset-password')),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX account_links_user ON account_links (user_id, purpose)`);
    await queryRunner.query(`
      CREATE TABLE saved_addresses (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        first_name text NOT NULL,
        last_name text NOT NULL,
        phone text NOT NULL,
        address text NOT NULL,
        city text NOT NULL,
        state text NOT NULL,
        postal_code text NOT NULL,
        country text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX saved_addresses_user ON saved_addresses (user_id, created_at)`);
    await queryRunner.query(`CREATE INDEX orders_email_created ON orders (lower(email), created_at DESC)`);
    await queryRunner.query(`
      CREATE TABLE reviews (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        order_id uuid REFERENCES orders (id) ON DELETE SET NULL,
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        title text NOT NULL,
        body text NOT NULL,
        author_name text NOT NULL,
        author_city text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'published', 'rejected')),
        reply text,
        created_at timestamptz NOT NULL DEFAULT now(),
        moderated_at timestamptz,
        CONSTRAINT reviews_one_per_order_and_product UNIQUE (order_id, product_id)
      )`);
    await queryRunner.query(`CREATE INDEX reviews_published ON reviews (product_id, created_at DESC, id) WHERE status = 'published'`);
    await queryRunner.query(`CREATE INDEX reviews_waiting ON reviews (created_at) WHERE status = 'pending'`);
    await queryRunner.query(`UPDATE products SET rating = 0, reviews = 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS reviews`);
    await queryRunner.query(`DROP INDEX IF EXISTS orders_email_created`);
    await queryRunner.query(`DROP TABLE IF EXISTS saved_addresses`);
    await queryRunner.query(`DROP TABLE IF EXISTS account_links`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN email_confirmed_at, DROP COLUMN name`);
  }
}
