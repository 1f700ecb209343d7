import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The owner's settings from the admin's Settings page, one row a key (settings.service.ts). */
export class ShopSettings1765500000000 implements MigrationInterface {
  name = 'ShopSettings1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE shop_settings (
        key text PRIMARY KEY,
        value text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by text NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS shop_settings`);
  }
}
