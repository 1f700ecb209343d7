import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A confirmation link carries the name and password hash of the sign-up that asked for it, so
 * confirming an address applies what the person holding the mailbox chose, never what an earlier
 * sign-up with the same address chose. Links made before have none and confirm the account as is.
 * The outbox is read by recipient and age to cap the account e-mails one mailbox is sent an hour.
 */
export class AccountLinkSignUps1769100000000 implements MigrationInterface {
  name = 'AccountLinkSignUps1769100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE account_links ADD COLUMN sign_up_name text, ADD COLUMN sign_up_password_hash text`);
    await queryRunner.query(`CREATE INDEX mail_outbox_recipient_recent ON mail_outbox (to_address, created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS mail_outbox_recipient_recent`);
    await queryRunner.query(`ALTER TABLE account_links DROP COLUMN IF EXISTS sign_up_name, DROP COLUMN IF EXISTS sign_up_password_hash`);
  }
}
