import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * From here on the live definition of every SQL function and trigger is a file in db/functions/,
 * applied after the migrations (db/sql-functions.ts). This table remembers which text of each
 * file the database holds, so a start re-applies only what changed.
 */
export class SqlFunctionFiles1766800000000 implements MigrationInterface {
  name = 'SqlFunctionFiles1766800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sql_function_files (
        file text PRIMARY KEY,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS sql_function_files`);
  }
}
