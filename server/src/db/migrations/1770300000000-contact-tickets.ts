import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Contact-form messages become complaint tickets: each gets a number the shopper is told at once
 * (on screen and by e-mail), the time its acknowledgement was queued, and the time the owner
 * marked it resolved, so the inbox can age each one against the 48 hours and the month the
 * e-commerce rules allow. Messages already stored get numbers in the order they came.
 */
export class ContactTickets1770300000000 implements MigrationInterface {
  name = 'ContactTickets1770300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE contact_ticket_numbers START 1001`);
    await queryRunner.query(`ALTER TABLE contact_messages
      ADD COLUMN ticket_number bigint,
      ADD COLUMN acknowledged_at timestamptz,
      ADD COLUMN resolved_at timestamptz,
      ADD COLUMN resolved_by text`);
    await queryRunner.query(`UPDATE contact_messages m SET ticket_number = numbered.n
      FROM (SELECT id, nextval('contact_ticket_numbers') AS n FROM (SELECT id FROM contact_messages ORDER BY created_at, id) ordered) numbered
      WHERE m.id = numbered.id`);
    await queryRunner.query(`ALTER TABLE contact_messages
      ALTER COLUMN ticket_number SET DEFAULT nextval('contact_ticket_numbers'),
      ALTER COLUMN ticket_number SET NOT NULL,
      ADD CONSTRAINT contact_messages_ticket_number_key UNIQUE (ticket_number)`);
    await queryRunner.query(`ALTER SEQUENCE contact_ticket_numbers OWNED BY contact_messages.ticket_number`);
    // The inbox's "open tickets, oldest first".
    await queryRunner.query(`CREATE INDEX contact_messages_open_idx ON contact_messages (created_at) WHERE resolved_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS contact_messages_open_idx`);
    await queryRunner.query(`ALTER TABLE contact_messages
      DROP COLUMN ticket_number, DROP COLUMN acknowledged_at, DROP COLUMN resolved_at, DROP COLUMN resolved_by`);
    await queryRunner.query(`DROP SEQUENCE IF EXISTS contact_ticket_numbers`);
  }
}
