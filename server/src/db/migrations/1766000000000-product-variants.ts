import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sizes become variants with a stable id and SKU, so carts, quotes and orders name
 * the size itself instead of a product id with a label that an admin may rename.
 *
 * The sizes stay in the products' `sizes` jsonb; each element gains `id` (a UUID) and `sku`
 * (the product id and label, upper case: HAIR-OIL-1-100ML). A trigger fills in both for any size
 * written without them, whoever writes it (the admin console, the seed, a bulk import in SQL),
 * so every size in the database has them; the admin service passes existing ids through, so an
 * edited size keeps its id. Variants are found by id through an index over the sizes' ids.
 * Order lines record the variant they bought; lines placed before this migration get the id of
 * the size with the same label when the product still sells it, and keep null otherwise.
 */
export class ProductVariants1766000000000 implements MigrationInterface {
  name = 'ProductVariants1766000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION product_sizes_with_ids(product_id text, sizes jsonb) RETURNS jsonb LANGUAGE sql VOLATILE AS $$
        SELECT coalesce(jsonb_agg(
                 size || jsonb_build_object(
                   'id', coalesce(size->>'id', gen_random_uuid()::text),
                   'sku', coalesce(size->>'sku',
                                   upper(trim(both '-' from regexp_replace(product_id || '-' || coalesce(size->>'label', ''), '[^A-Za-z0-9]+', '-', 'g')))))
                 ORDER BY position), '[]'::jsonb)
          FROM jsonb_array_elements(sizes) WITH ORDINALITY AS element(size, position)
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION products_fill_size_ids() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF jsonb_typeof(NEW.sizes) = 'array'
           AND EXISTS (SELECT 1 FROM jsonb_array_elements(NEW.sizes) AS size WHERE NOT (size ? 'id' AND size ? 'sku')) THEN
          NEW.sizes := product_sizes_with_ids(NEW.id, NEW.sizes);
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER products_size_ids BEFORE INSERT OR UPDATE OF sizes ON products
        FOR EACH ROW EXECUTE FUNCTION products_fill_size_ids()`);
    // Existing sizes: the trigger gives them their ids.
    await queryRunner.query(`UPDATE products SET sizes = sizes WHERE jsonb_array_length(sizes) > 0`);
    await queryRunner.query(`CREATE INDEX products_variant_ids_idx ON products USING gin ((jsonb_path_query_array(sizes, '$[*].id')))`);

    await queryRunner.query(`ALTER TABLE order_lines ADD COLUMN variant_id text, ADD COLUMN sku text`);
    await queryRunner.query(`
      UPDATE order_lines line
         SET variant_id = variant->>'id', sku = variant->>'sku'
        FROM products product, jsonb_array_elements(product.sizes) AS variant
       WHERE product.id = line.product_id AND variant->>'label' = line.size`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE order_lines DROP COLUMN sku, DROP COLUMN variant_id`);
    await queryRunner.query(`DROP INDEX products_variant_ids_idx`);
    await queryRunner.query(`DROP TRIGGER products_size_ids ON products`);
    await queryRunner.query(`DROP FUNCTION products_fill_size_ids()`);
    await queryRunner.query(`DROP FUNCTION product_sizes_with_ids(text, jsonb)`);
    await queryRunner.query(
      `UPDATE products SET sizes = (SELECT coalesce(jsonb_agg(size - 'id' - 'sku'), '[]'::jsonb) FROM jsonb_array_elements(sizes) AS size)`,
    );
  }
}
