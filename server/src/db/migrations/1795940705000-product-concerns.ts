import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The concerns a product is made for (hair fall, dandruff, pimples: common/concerns.ts, decision 71)
 * as keys on the product, and in its search text:
 *
 * - `concerns`: the keys, GIN-indexed for the listing's filter (`concerns @> '{dandruff}'`).
 * - `search_document` gains each concern's words (dry-scalp → dry, scalp) and its one-word token
 *   (dryscalp), so a search for the words finds the product made for them among every match.
 * - `name_concern_document`: the name, product type and the concerns' tokens. A search that names a
 *   concern asks for its token (search-query.ts) and ranks the products matching it here right
 *   after the ones whose name matches (`name_document`, unchanged), before the description's
 *   matches; a search naming none ("oil", "dry") ranks by the name alone, as before.
 *
 * `search_document` is a generated column, so it is made again with the new expression; the
 * functions that turn keys into words are immutable, as a generated column needs.
 */
export class ProductConcerns1795940705000 implements MigrationInterface {
  name = 'ProductConcerns1795940705000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE products ADD COLUMN concerns text[] NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`
      CREATE FUNCTION product_concern_words(concerns text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
        AS $$ SELECT translate(array_to_string(concerns, ' '), '-', ' ') $$`);
    await queryRunner.query(`
      CREATE FUNCTION product_concern_tokens(concerns text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
        AS $$ SELECT replace(array_to_string(concerns, ' '), '-', '') $$`);
    // One statement: the table is written out once for both columns.
    await queryRunner.query(`
      ALTER TABLE products
        DROP COLUMN search_document,
        ADD COLUMN search_document tsvector NOT NULL GENERATED ALWAYS AS (
          setweight(to_tsvector('english', name), 'A') ||
          setweight(to_tsvector('english', subcategory || ' ' || category), 'B') ||
          setweight(to_tsvector('english', product_concern_words(concerns) || ' ' || product_concern_tokens(concerns)), 'B') ||
          setweight(to_tsvector('english', description), 'C')) STORED,
        ADD COLUMN name_concern_document tsvector NOT NULL GENERATED ALWAYS AS (
          to_tsvector('english', name || ' ' || subcategory || ' ' || product_concern_tokens(concerns))) STORED`);
    await queryRunner.query(`CREATE INDEX products_search_document_idx ON products USING gin (search_document)`);
    await queryRunner.query(`CREATE INDEX products_name_concern_document_idx ON products USING gin (name_concern_document)`);
    await queryRunner.query(`CREATE INDEX products_concerns_idx ON products USING gin (concerns)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE products
        DROP COLUMN search_document,
        DROP COLUMN name_concern_document,
        ADD COLUMN search_document tsvector NOT NULL GENERATED ALWAYS AS (
          setweight(to_tsvector('english', name), 'A') ||
          setweight(to_tsvector('english', subcategory || ' ' || category), 'B') ||
          setweight(to_tsvector('english', description), 'C')) STORED`);
    await queryRunner.query(`CREATE INDEX products_search_document_idx ON products USING gin (search_document)`);
    await queryRunner.query(`ALTER TABLE products DROP COLUMN concerns`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS product_concern_tokens(text[])`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS product_concern_words(text[])`);
  }
}
