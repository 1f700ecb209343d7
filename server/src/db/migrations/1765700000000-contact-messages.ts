import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Messages from the contact form, listed newest first for the admin, unread ones counted. */
export class ContactMessages1765700000000 implements MigrationInterface {
  name = 'ContactMessages1765700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE contact_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL,
        message text NOT NULL,
        read_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX contact_messages_created ON contact_messages (created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX contact_messages_unread ON contact_messages (created_at DESC) WHERE read_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS contact_messages`);
  }
}
