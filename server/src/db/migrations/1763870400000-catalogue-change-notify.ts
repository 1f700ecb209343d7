import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every statement that changes products (price, stock, anything) notifies `catalogue_changed`, so
 * each server process can drop the catalogue responses it keeps, whoever made the change. Per
 * statement, not per row: one order's stock update is one notification, and Postgres delivers it
 * only when the transaction commits.
 */
export class CatalogueChangeNotify1763870400000 implements MigrationInterface {
  name = 'CatalogueChangeNotify1763870400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('catalogue_changed', '');
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER products_catalogue_changed
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
        FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER IF EXISTS products_catalogue_changed ON products`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS notify_catalogue_changed()`);
  }
}
