import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Uploaded product images, stored in Postgres so every shop process serves them (decision 013):
 * one row per original, keyed by its SHA-256, and one row per stored WebP width.
 */
export class ProductImages1766100000000 implements MigrationInterface {
  name = 'ProductImages1766100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE product_images (
        checksum text PRIMARY KEY CHECK (checksum ~ '^[0-9a-f]{64}$'),
        content_type text NOT NULL,
        original_bytes integer NOT NULL,
        width integer NOT NULL,
        height integer NOT NULL,
        uploaded_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE product_image_variants (
        checksum text NOT NULL REFERENCES product_images (checksum) ON DELETE CASCADE,
        width integer NOT NULL,
        actual_width integer NOT NULL,
        actual_height integer NOT NULL,
        bytes integer NOT NULL,
        data bytea NOT NULL,
        PRIMARY KEY (checksum, width)
      )`);
    // Already compressed: TOAST's pglz would only spend CPU failing to shrink WebP.
    await queryRunner.query(`ALTER TABLE product_image_variants ALTER COLUMN data SET STORAGE EXTERNAL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS product_image_variants`);
    await queryRunner.query(`DROP TABLE IF EXISTS product_images`);
  }
}
