import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The order search sorted by customer name (decision 44): one row per name and e-mail orders are
 * placed under, with a trigram index on "name e-mail", so a search finds the names holding a match
 * without walking every order ahead of them in name order (3.5 s for the busiest customer's e-mail
 * at a million orders). The triggers that keep it are db/functions/order-name-emails.sql, applied
 * right after the migrations; this fills it from the orders under a lock held until it commits.
 */
export class OrderNameEmails1768810000000 implements MigrationInterface {
  name = 'OrderNameEmails1768810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE order_name_emails (
        name_key text NOT NULL,
        email text NOT NULL,
        orders bigint NOT NULL,
        pair_text text NOT NULL GENERATED ALWAYS AS (name_key || ' ' || email) STORED,
        PRIMARY KEY (name_key, email)
      )`);
    await queryRunner.query(`LOCK TABLE orders IN SHARE MODE`);
    await queryRunner.query(`
      INSERT INTO order_name_emails (name_key, email, orders)
      SELECT lower(first_name || ' ' || last_name), lower(email), count(*) FROM orders GROUP BY 1, 2`);
    await queryRunner.query(`CREATE INDEX order_name_emails_pair_trgm_idx ON order_name_emails USING gin (pair_text gin_trgm_ops)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER IF EXISTS orders_name_emails_insert ON orders`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS orders_name_emails_delete ON orders`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS orders_name_emails_update ON orders`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS orders_name_emails_truncate ON orders`);
    await queryRunner.query(`DROP TABLE IF EXISTS order_name_emails`);
  }
}
