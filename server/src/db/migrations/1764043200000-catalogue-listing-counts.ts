import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many products each (category, type, featured, best seller, new) group holds, kept exact by
 * triggers in the same transaction as the change. A listing's total and the category list then
 * read a few dozen counters instead of counting 100,000 index entries on every request.
 *
 * Inserts and deletes are counted per statement from their transition tables (a bulk import is
 * one upsert per group, not one per row). Updates are counted per row, and only when one of the
 * grouped columns really changes: the stock updates of every checkout never touch a counter, so
 * concurrent checkouts never queue on one.
 */
export class CatalogueListingCounts1764043200000 implements MigrationInterface {
  name = 'CatalogueListingCounts1764043200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE product_listing_counts (
        category text NOT NULL,
        subcategory text NOT NULL,
        featured boolean NOT NULL,
        best_seller boolean NOT NULL,
        is_new boolean NOT NULL,
        products integer NOT NULL CHECK (products >= 0),
        PRIMARY KEY (category, subcategory, featured, best_seller, is_new)
      )`);

    // Adding upserts the group's counter; taking away updates it (the group exists: its products
    // were counted in). Not an upsert of a negative number: Postgres checks the proposed row
    // against products >= 0 before it finds the conflict. A counter may reach 0 and stay:
    // readers sum counters, and a row per group ever used is tiny.
    const add = (select: string) => `
        INSERT INTO product_listing_counts AS t (category, subcategory, featured, best_seller, is_new, products)
        ${select}
        ON CONFLICT (category, subcategory, featured, best_seller, is_new)
          DO UPDATE SET products = t.products + EXCLUDED.products`;
    const takeAway = (select: string) => `
        UPDATE product_listing_counts AS t SET products = t.products - g.n
          FROM (${select}) AS g (category, subcategory, featured, best_seller, is_new, n)
         WHERE (t.category, t.subcategory, t.featured, t.best_seller, t.is_new) = (g.category, g.subcategory, g.featured, g.best_seller, g.is_new)`;
    await queryRunner.query(`
      CREATE FUNCTION product_listing_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${add('SELECT category, subcategory, featured, best_seller, is_new, count(*) FROM inserted GROUP BY 1, 2, 3, 4, 5')};
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION product_listing_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${takeAway('SELECT category, subcategory, featured, best_seller, is_new, count(*) FROM deleted GROUP BY 1, 2, 3, 4, 5')};
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION product_listing_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${takeAway('SELECT OLD.category, OLD.subcategory, OLD.featured, OLD.best_seller, OLD.is_new, 1')};
        ${add('SELECT NEW.category, NEW.subcategory, NEW.featured, NEW.best_seller, NEW.is_new, 1')};
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION product_listing_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM product_listing_counts;
        RETURN NULL;
      END
      $$`);

    await queryRunner.query(`
      CREATE TRIGGER products_listing_counts_insert AFTER INSERT ON products
        REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION product_listing_counts_inserted()`);
    await queryRunner.query(`
      CREATE TRIGGER products_listing_counts_delete AFTER DELETE ON products
        REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION product_listing_counts_deleted()`);
    await queryRunner.query(`
      CREATE TRIGGER products_listing_counts_update AFTER UPDATE OF category, subcategory, featured, best_seller, is_new ON products
        FOR EACH ROW
        WHEN ((OLD.category, OLD.subcategory, OLD.featured, OLD.best_seller, OLD.is_new)
              IS DISTINCT FROM (NEW.category, NEW.subcategory, NEW.featured, NEW.best_seller, NEW.is_new))
        EXECUTE FUNCTION product_listing_counts_updated()`);
    await queryRunner.query(`
      CREATE TRIGGER products_listing_counts_truncate AFTER TRUNCATE ON products
        FOR EACH STATEMENT EXECUTE FUNCTION product_listing_counts_truncated()`);

    await queryRunner.query(`
      INSERT INTO product_listing_counts (category, subcategory, featured, best_seller, is_new, products)
      SELECT category, subcategory, featured, best_seller, is_new, count(*) FROM products GROUP BY 1, 2, 3, 4, 5`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const trigger of ['insert', 'delete', 'update', 'truncate']) {
      await queryRunner.query(`DROP TRIGGER IF EXISTS products_listing_counts_${trigger} ON products`);
    }
    for (const fn of ['inserted()', 'deleted()', 'updated()', 'truncated()']) {
      await queryRunner.query(`DROP FUNCTION IF EXISTS product_listing_counts_${fn}`);
    }
    await queryRunner.query(`DROP TABLE IF EXISTS product_listing_counts`);
  }
}
