import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * order.created carries the order's status as the API names it (PENDING), like every other event
 * and like GraphQL's OrderStatus; the table keeps the display name (Pending), so upper() is the
 * whole mapping.
 */
export class WebhookStatusCodes1766500000000 implements MigrationInterface {
  name = 'WebhookStatusCodes1766500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(orderCreatedFunction('upper(n.status)'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(orderCreatedFunction('n.status'));
  }
}

function orderCreatedFunction(statusExpression: string): string {
  return `
    CREATE OR REPLACE FUNCTION webhook_orders_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (SELECT 1 FROM webhook_endpoints WHERE 'order.created' = ANY (events)) THEN
        PERFORM webhook_enqueue('order.created', jsonb_build_object(
                  'id', n.id, 'status', ${statusExpression}, 'paymentStatus', n.payment_status, 'totalPaise', n.total_paise))
           FROM inserted n;
      END IF;
      RETURN NULL;
    END
    $$`;
}
