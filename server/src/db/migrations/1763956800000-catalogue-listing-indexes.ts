import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes in the exact order of each storefront listing (CatalogueService's SORT_SQL, id last), so a
 * page is read straight off an index and stops after `limit` rows however large the catalogue:
 * the default order, by category and by product type; most popular, overall and by category;
 * newest; by price. The home page's rows (featured, best sellers, new) get small partial indexes.
 * The single-column rating and price indexes are superseded and dropped.
 *
 * Search matches a lower-cased copy of the searchable text kept in the row (search_text, computed
 * by Postgres), with the trigram index on it: the index narrows the candidates, but every
 * candidate is re-checked, and recomputing lower(name || description || …) for thousands of rows
 * cost as much again as reading them.
 */
export class CatalogueListingIndexes1763956800000 implements MigrationInterface {
  name = 'CatalogueListingIndexes1763956800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE products ADD COLUMN search_text text NOT NULL
         GENERATED ALWAYS AS (lower(name || ' ' || description || ' ' || category || ' ' || subcategory)) STORED`,
    );
    await queryRunner.query(`CREATE INDEX products_search_text_trgm_idx ON products USING gin (search_text gin_trgm_ops)`);
    await queryRunner.query(`DROP INDEX IF EXISTS products_search_trgm_idx`);
    await queryRunner.query(`CREATE INDEX products_listing_idx ON products (created_at, id)`);
    await queryRunner.query(`CREATE INDEX products_category_listing_idx ON products (category, created_at, id)`);
    await queryRunner.query(`CREATE INDEX products_type_listing_idx ON products (category, subcategory, created_at, id)`);
    await queryRunner.query(`CREATE INDEX products_popular_idx ON products (rating DESC, reviews DESC, id)`);
    await queryRunner.query(`CREATE INDEX products_category_popular_idx ON products (category, rating DESC, reviews DESC, id)`);
    await queryRunner.query(`CREATE INDEX products_newest_idx ON products (is_new DESC, created_at DESC, id)`);
    await queryRunner.query(`CREATE INDEX products_price_listing_idx ON products (price_paise, id)`);
    await queryRunner.query(`CREATE INDEX products_featured_idx ON products (created_at, id) WHERE featured`);
    await queryRunner.query(`CREATE INDEX products_best_seller_idx ON products (created_at, id) WHERE best_seller`);
    await queryRunner.query(`CREATE INDEX products_new_idx ON products (created_at, id) WHERE is_new`);
    await queryRunner.query(`DROP INDEX IF EXISTS products_rating_idx`);
    await queryRunner.query(`DROP INDEX IF EXISTS products_price_idx`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS products_search_trgm_idx ON products USING gin ((lower(name || ' ' || description || ' ' || category || ' ' || subcategory)) gin_trgm_ops)`,
    );
    await queryRunner.query(`ALTER TABLE products DROP COLUMN IF EXISTS search_text`);
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS products_rating_idx ON products (rating DESC)`);
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS products_price_idx ON products (price_paise)`);
    for (const name of [
      'products_listing_idx',
      'products_category_listing_idx',
      'products_type_listing_idx',
      'products_popular_idx',
      'products_category_popular_idx',
      'products_newest_idx',
      'products_price_listing_idx',
      'products_featured_idx',
      'products_best_seller_idx',
      'products_new_idx',
    ]) {
      await queryRunner.query(`DROP INDEX IF EXISTS ${name}`);
    }
  }
}
