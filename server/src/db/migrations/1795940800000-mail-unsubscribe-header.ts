import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The address a message's List-Unsubscribe header names, kept with the message in the outbox: set
 * for e-mails a shopper asked for and can stop (back in stock), empty for an order's own mail.
 * Mail programs show their own "Unsubscribe" beside such a message and POST to the address with
 * one click (RFC 8058), which the same route answers as the link in the message.
 */
export class MailUnsubscribeHeader1795940800000 implements MigrationInterface {
  name = 'MailUnsubscribeHeader1795940800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE mail_outbox ADD COLUMN unsubscribe_url text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE mail_outbox DROP COLUMN unsubscribe_url`);
  }
}
