import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the Legal Metrology rules make an online seller declare for each product (common/legal-metrology.ts):
 * the product-wide declarations in one column, each size's MRP and net quantity inside its entry
 * in `sizes`; and the product's ingredients and how to use it. Products saved before have none:
 * the page shows what a product has, and the admin form asks for the rest on its next save.
 */
export class LegalDeclarations1769500000000 implements MigrationInterface {
  name = 'LegalDeclarations1769500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE products ADD COLUMN legal_declarations jsonb`);
    await queryRunner.query(`ALTER TABLE products ADD COLUMN ingredients text NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE products ADD COLUMN how_to_use text NOT NULL DEFAULT ''`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE products DROP COLUMN how_to_use, DROP COLUMN ingredients, DROP COLUMN legal_declarations`);
  }
}
