import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A shopper's consent to marketing e-mails, separate from their account and off until they tick
 * it: when they gave it (null: never, or withdrawn) and when they withdrew it, and a random token
 * for the one-click unsubscribe link every marketing e-mail carries (it names no one).
 */
export class MarketingConsent1770300000001 implements MigrationInterface {
  name = 'MarketingConsent1770300000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users
      ADD COLUMN marketing_consent_at timestamptz,
      ADD COLUMN marketing_withdrawn_at timestamptz,
      ADD COLUMN marketing_token uuid NOT NULL DEFAULT gen_random_uuid()`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_marketing_token ON users (marketing_token)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS users_marketing_token`);
    await queryRunner.query(
      `ALTER TABLE users DROP COLUMN marketing_consent_at, DROP COLUMN marketing_withdrawn_at, DROP COLUMN marketing_token`,
    );
  }
}
