import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a queued e-mail that failed to send may be tried again: each failure waits twice as long
 * as the one before, so an SMTP server that is down is not hammered and a message is not used up
 * in a minute. Null means at once. The index serves the owner's list of failed and waiting e-mails.
 */
export class MailRetryBackOff1768700000000 implements MigrationInterface {
  name = 'MailRetryBackOff1768700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE mail_outbox ADD COLUMN next_attempt_at timestamptz`);
    await queryRunner.query(
      `CREATE INDEX mail_outbox_troubled_idx ON mail_outbox (created_at DESC) WHERE status = 'failed' OR (status = 'queued' AND attempts > 0)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS mail_outbox_troubled_idx`);
    await queryRunner.query(`ALTER TABLE mail_outbox DROP COLUMN next_attempt_at`);
  }
}
