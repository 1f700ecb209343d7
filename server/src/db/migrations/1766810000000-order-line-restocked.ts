import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A refund may return some units of some lines to stock (a leaking bottle thrown away, the other
 * two put back): each line remembers how many of its units came back, so a later refund or a
 * cancellation gives back only the rest, and never more than was bought.
 */
export class OrderLineRestocked1766810000000 implements MigrationInterface {
  name = 'OrderLineRestocked1766810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE order_lines ADD COLUMN restocked_quantity integer NOT NULL DEFAULT 0
         CONSTRAINT order_lines_restocked_within_quantity CHECK (restocked_quantity >= 0 AND restocked_quantity <= quantity)`,
    );
    // Orders that already gave every unit back (released or restocked) say so line by line.
    await queryRunner.query(
      `UPDATE order_lines l SET restocked_quantity = l.quantity
         FROM refunds r WHERE r.order_id = l.order_id AND r.restock`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE order_lines DROP COLUMN restocked_quantity`);
  }
}
