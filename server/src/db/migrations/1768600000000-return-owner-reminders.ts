import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the owner was reminded of a return request still waiting past the 2 days the policy
 * promises (mail/mail-jobs.ts): set once, so the background pass reminds once per request; the
 * partial index keeps the pass's look-up to the requests still waiting and not yet reminded.
 */
export class ReturnOwnerReminders1768600000000 implements MigrationInterface {
  name = 'ReturnOwnerReminders1768600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE return_requests ADD COLUMN owner_reminded_at timestamptz`);
    await queryRunner.query(
      `CREATE INDEX return_requests_waiting_idx ON return_requests (created_at) WHERE status = 'REQUESTED' AND owner_reminded_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS return_requests_waiting_idx`);
    await queryRunner.query(`ALTER TABLE return_requests DROP COLUMN IF EXISTS owner_reminded_at`);
  }
}
