import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An order's activity besides its status changes: the owner's internal notes, the shopper's
 * requests (an address change, a cancellation) and the owner's corrections before shipping (the
 * address and phone, units cancelled). Kept apart from order_status_changes, whose every row is a
 * status the order moved to.
 */
export class OrderActivity1770500000000 implements MigrationInterface {
  name = 'OrderActivity1770500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE order_activity (
        id serial PRIMARY KEY,
        order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('NOTE', 'ADDRESS_CHANGE_REQUESTED', 'CONTACT_CHANGED', 'CANCELLED_BY_SHOPPER', 'LINES_CANCELLED')),
        by text NOT NULL,
        note text NOT NULL,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX order_activity_order_idx ON order_activity (order_id, at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS order_activity`);
  }
}
