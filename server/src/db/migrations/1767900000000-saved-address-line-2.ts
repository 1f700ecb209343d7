import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Saved addresses keep the checkout's second street line (flat, floor, landmark), empty when none. */
export class SavedAddressLine21767900000000 implements MigrationInterface {
  name = 'SavedAddressLine21767900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE saved_addresses ADD COLUMN address_line2 text NOT NULL DEFAULT ''`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE saved_addresses DROP COLUMN address_line2`);
  }
}
