import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue sync (Query.products with after / updatedSince / first, see
 * catalogue/product-sync.ts) reads products by (updated_at, id), as the order sync reads orders:
 *
 * - an index in exactly that order, so a page is an index range read that stops after `first`;
 * - updated_at moved by every change to a product, whoever writes it (raw SQL included: the
 *   review ratings, a script's stock fix), stamped now(), the writing transaction's start, which
 *   the sync's horizon relies on.
 */
export class ProductSync1768300000000 implements MigrationInterface {
  name = 'ProductSync1768300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX products_sync_idx ON products (updated_at, id)`);
    await queryRunner.query(`
      CREATE FUNCTION products_stamp_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.updated_at := now();
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER products_stamp_updated_at BEFORE UPDATE ON products
        FOR EACH ROW EXECUTE FUNCTION products_stamp_updated_at()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER IF EXISTS products_stamp_updated_at ON products`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS products_stamp_updated_at()`);
    await queryRunner.query(`DROP INDEX IF EXISTS products_sync_idx`);
  }
}
