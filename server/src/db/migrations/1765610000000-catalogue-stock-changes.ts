import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Says what changed when products are updated. Every order takes stock and its
 * notification emptied every cached catalogue response: prices, names and images thrown away
 * twenty times a second. An UPDATE statement that changed nothing but `stock` and `updated_at`
 * now notifies `{"stock":["id",…]}` (the rows it updated), so copies that do not show those
 * products' stock are kept; any other update, and every insert, delete or truncate, still
 * notifies an empty payload: anything may have changed. A payload too long for NOTIFY (a bulk
 * update of thousands of products) is sent empty too.
 */
export class CatalogueStockChanges1765610000000 implements MigrationInterface {
  name = 'CatalogueStockChanges1765610000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION notify_catalogue_updated() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        payload text := '';
      BEGIN
        IF (SELECT count(*) FROM old_rows) = (SELECT count(*) FROM old_rows o JOIN new_rows n ON n.id = o.id)
           AND NOT EXISTS (
             SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
              WHERE (to_jsonb(o) - 'stock' - 'updated_at') IS DISTINCT FROM (to_jsonb(n) - 'stock' - 'updated_at'))
        THEN
          SELECT json_build_object('stock', coalesce(json_agg(id), '[]'))::text INTO payload FROM new_rows;
          IF length(payload) > 7000 THEN
            payload := '';
          END IF;
        END IF;
        PERFORM pg_notify('catalogue_changed', payload);
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS products_catalogue_changed ON products`);
    await queryRunner.query(`
      CREATE TRIGGER products_catalogue_changed
        AFTER INSERT OR DELETE OR TRUNCATE ON products
        FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed()`);
    await queryRunner.query(`
      CREATE TRIGGER products_catalogue_updated
        AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_updated()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER IF EXISTS products_catalogue_updated ON products`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS products_catalogue_changed ON products`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS notify_catalogue_updated()`);
    await queryRunner.query(`
      CREATE TRIGGER products_catalogue_changed
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
        FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed()`);
  }
}
