import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * After the order: a shipment per order (its courier and tracking number, written with the move to
 * Shipped) and when an order was delivered, from which its return window counts. Orders delivered
 * before take the moment their history says.
 */
export class ShipmentsAndReturns1767600000000 implements MigrationInterface {
  name = 'ShipmentsAndReturns1767600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE orders ADD COLUMN delivered_at timestamptz`);
    await queryRunner.query(`
      UPDATE orders o SET delivered_at = (
        SELECT max(c.at) FROM order_status_changes c WHERE c.order_id = o.id AND c.status = 'Delivered')
       WHERE o.status = 'Delivered'`);
    await queryRunner.query(`
      CREATE TABLE shipments (
        order_id uuid PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
        carrier text NOT NULL,
        tracking_number text NOT NULL,
        shipped_by text NOT NULL,
        shipped_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE shipments`);
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN delivered_at`);
  }
}
