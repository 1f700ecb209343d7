import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Catalogue notifications say what the stock now is, in order.
 *
 * Before, an order's notification named the products whose stock moved, and every cached answer
 * showing those products' stock was thrown away: under twenty orders a second the storefront's
 * listing was recomputed twenty times a second. Now a stock-only UPDATE notifies the new stock
 * of each row, `{"seq":41,"stock":{"hair-oil-1":17}}`, and a cached answer has its stock
 * written in instead of being recomputed; any other change still notifies `{"seq":42}` alone
 * (anything may have changed).
 *
 * `seq` comes from a sequence, taken in the statement's trigger: two statements changing one
 * product's stock take its row lock in turn, so the later commit always carries the larger
 * number. A process hears notifications on several connections (its own writes on the
 * connection that made them, everyone's on its listener) and may handle two out of order; the
 * larger number wins, so an older stock can never overwrite a newer one.
 */
export class CatalogueStockValues1766200000000 implements MigrationInterface {
  name = 'CatalogueStockValues1766200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE IF NOT EXISTS catalogue_change_seq`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('catalogue_changed', json_build_object('seq', nextval('catalogue_change_seq'))::text);
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION notify_catalogue_updated() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        seq bigint := nextval('catalogue_change_seq');
        payload text;
      BEGIN
        IF (SELECT count(*) FROM old_rows) = (SELECT count(*) FROM old_rows o JOIN new_rows n ON n.id = o.id)
           AND NOT EXISTS (
             SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
              WHERE (to_jsonb(o) - 'stock' - 'updated_at') IS DISTINCT FROM (to_jsonb(n) - 'stock' - 'updated_at'))
        THEN
          SELECT json_build_object('seq', seq, 'stock', coalesce(json_object_agg(id, stock), '{}'))::text INTO payload FROM new_rows;
        END IF;
        -- NOTIFY takes at most 8000 bytes: a bulk update of thousands of products says "anything".
        IF payload IS NULL OR length(payload) > 7000 THEN
          payload := json_build_object('seq', seq)::text;
        END IF;
        PERFORM pg_notify('catalogue_changed', payload);
        RETURN NULL;
      END
      $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('catalogue_changed', '');
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION notify_catalogue_updated() RETURNS trigger LANGUAGE plpgsql AS $$
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
    await queryRunner.query(`DROP SEQUENCE IF EXISTS catalogue_change_seq`);
  }
}
