import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The words of a product a shopper may type, lower-cased, from the row alias given. */
const PRODUCT_WORDS = (alias: string) =>
  `regexp_split_to_table(lower(${alias}.name || ' ' || ${alias}.subcategory || ' ' || ${alias}.category || ' ' || ${alias}.description), '[^[:alnum:]]+')`;

/**
 * Search that finds what a shopper types (catalogue/search): words in any order, plurals, typos,
 * joined or split words and the owner's synonyms.
 *
 * - `search_document`: the product's words, stemmed ('english': shampoos → shampoo) and weighted
 *   (name A, product type and category B, description C); a GIN index answers any word or prefix
 *   without reading the table. `name_document`: the name and product type alone, so ranking can
 *   put a match there first.
 * - `search_words`: every word the catalogue uses, unstemmed, for correcting typos and splitting
 *   joined words (facewash → face wash) before the query is built. Kept by triggers; a word is
 *   never removed (a correction towards a word no product has any longer just finds nothing).
 * - `search_synonyms`: the owner's groups of words that mean the same (tulsi, tulasi), edited in
 *   the admin's Settings page, seeded with a few every herbal shop needs; an edit is announced as
 *   a catalogue change, since it changes what searches answer.
 */
export class CatalogueSearch1766900000000 implements MigrationInterface {
  name = 'CatalogueSearch1766900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE products ADD COLUMN search_document tsvector NOT NULL GENERATED ALWAYS AS (
         setweight(to_tsvector('english', name), 'A') ||
         setweight(to_tsvector('english', subcategory || ' ' || category), 'B') ||
         setweight(to_tsvector('english', description), 'C')) STORED`,
    );
    await queryRunner.query(`CREATE INDEX products_search_document_idx ON products USING gin (search_document)`);
    // The first tier of relevance: the name and product type alone, small enough to test row by
    // row while a broad search walks the popularity index and stops after a page.
    await queryRunner.query(
      `ALTER TABLE products ADD COLUMN name_document tsvector NOT NULL GENERATED ALWAYS AS (to_tsvector('english', name || ' ' || subcategory)) STORED`,
    );
    await queryRunner.query(`CREATE INDEX products_name_document_idx ON products USING gin (name_document)`);

    await queryRunner.query(`CREATE TABLE search_words (id bigserial PRIMARY KEY, word text NOT NULL UNIQUE)`);
    // A statement-level trigger reads all new rows at once: loading many products costs one
    // de-duplicated insert, not one per row.
    await queryRunner.query(`
      CREATE FUNCTION search_words_from_new_products() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO search_words (word)
          SELECT DISTINCT w FROM new_products n, ${PRODUCT_WORDS('n')} AS w
           WHERE length(w) >= 2
          ON CONFLICT (word) DO NOTHING;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
        REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_new_products()`);
    // Only edits of the searchable text: an order moving stock must not pay for this.
    await queryRunner.query(`
      CREATE FUNCTION search_words_from_edited_product() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO search_words (word)
          SELECT DISTINCT w FROM (SELECT NEW.*) n, ${PRODUCT_WORDS('n')} AS w
           WHERE length(w) >= 2
          ON CONFLICT (word) DO NOTHING;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER products_search_words_update AFTER UPDATE OF name, description, category, subcategory ON products
        FOR EACH ROW EXECUTE FUNCTION search_words_from_edited_product()`);
    await queryRunner.query(
      `INSERT INTO search_words (word) SELECT DISTINCT w FROM products p, ${PRODUCT_WORDS('p')} AS w WHERE length(w) >= 2 ON CONFLICT (word) DO NOTHING`,
    );

    await queryRunner.query(`
      CREATE TABLE search_synonyms (
        id serial PRIMARY KEY,
        terms text[] NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by text NOT NULL
      )`);
    await queryRunner.query(`
      INSERT INTO search_synonyms (terms, updated_by) VALUES
        ('{tulsi,tulasi,holy basil}', 'seed'),
        ('{dandruff,anti-dandruff}', 'seed'),
        ('{face wash,facewash,cleanser}', 'seed'),
        ('{napkin,pad,sanitary pad}', 'seed'),
        ('{moisturiser,moisturizer}', 'seed')`);
    // A synonym changes what searches answer: every process drops the catalogue answers it keeps.
    await queryRunner.query(`
      CREATE TRIGGER search_synonyms_catalogue_changed
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms
        FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS search_synonyms`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS products_search_words_update ON products`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS products_search_words_insert ON products`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS search_words_from_edited_product()`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS search_words_from_new_products()`);
    await queryRunner.query(`DROP TABLE IF EXISTS search_words`);
    await queryRunner.query(`DROP INDEX IF EXISTS products_name_document_idx`);
    await queryRunner.query(`ALTER TABLE products DROP COLUMN IF EXISTS name_document`);
    await queryRunner.query(`DROP INDEX IF EXISTS products_search_document_idx`);
    await queryRunner.query(`ALTER TABLE products DROP COLUMN IF EXISTS search_document`);
  }
}
