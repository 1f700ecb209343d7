import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SEED_GST_CLASSES } from '../../catalogue/gst-classes.js';

/**
 * Each product's unit of quantity (UQC) from the GST Network's list, printed per invoice line and
 * summed in the HSN summary (docs/decisions/048-gst-documents-round-two.md); existing products get
 * their kind's unit, the owner edits it per product.
 */
export class ProductUqc1769200000000 implements MigrationInterface {
  name = 'ProductUqc1769200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE products ADD COLUMN uqc text NOT NULL DEFAULT 'NOS' CHECK (uqc ~ '^[A-Z]{3}$')`);
    for (const gst of SEED_GST_CLASSES) {
      await queryRunner.query(`UPDATE products SET uqc = $3 WHERE category = $1 AND subcategory = $2`, [
        gst.category,
        gst.subcategory,
        gst.uqc,
      ]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE products DROP COLUMN IF EXISTS uqc`);
  }
}
