import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The integrators' order sync (Query.orders with after / updatedSince / first, see
 * orders/order-sync.ts) reads orders by (updated_at, id). It needs:
 *
 * - an index in exactly that order, so a page at a million orders is an index range read that
 *   stops after `first` rows;
 * - updated_at moved by every change to what an order shows: any UPDATE of the row (whoever
 *   writes it, raw SQL included), and a change to its refunds or to its payment's state, which
 *   live in their own tables. The stamp is now(), the writing transaction's start: the sync
 *   relies on that to know which stamps are final (order-sync.ts, "horizon").
 */
export class OrderSync1766300000000 implements MigrationInterface {
  name = 'OrderSync1766300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX orders_sync_idx ON orders (updated_at, id)`);
    await queryRunner.query(`
      CREATE FUNCTION orders_stamp_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.updated_at := now();
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER orders_stamp_updated_at BEFORE UPDATE ON orders
        FOR EACH ROW EXECUTE FUNCTION orders_stamp_updated_at()`);
    // Touching the order row fires the trigger above; only updated_at changes, so the admin
    // aggregates' trigger (AFTER UPDATE OF other columns) stays quiet.
    await queryRunner.query(`
      CREATE FUNCTION orders_touch_from_child() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE orders SET updated_at = now() WHERE id = NEW.order_id;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER refunds_touch_order AFTER INSERT ON refunds
        FOR EACH ROW EXECUTE FUNCTION orders_touch_from_child()`);
    // Not last_checked_at: the reconciler's re-checks change nothing an integrator sees.
    await queryRunner.query(`
      CREATE TRIGGER refunds_changed_touch_order AFTER UPDATE ON refunds FOR EACH ROW
        WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.provider_refund_id IS DISTINCT FROM NEW.provider_refund_id
              OR OLD.error_code IS DISTINCT FROM NEW.error_code OR OLD.completed_at IS DISTINCT FROM NEW.completed_at)
        EXECUTE FUNCTION orders_touch_from_child()`);
    await queryRunner.query(`
      CREATE TRIGGER payments_changed_touch_order AFTER UPDATE ON payments FOR EACH ROW
        WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.error_code IS DISTINCT FROM NEW.error_code
              OR OLD.transaction_id IS DISTINCT FROM NEW.transaction_id)
        EXECUTE FUNCTION orders_touch_from_child()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER IF EXISTS payments_changed_touch_order ON payments`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS refunds_changed_touch_order ON refunds`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS refunds_touch_order ON refunds`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS orders_touch_from_child()`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS orders_stamp_updated_at ON orders`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS orders_stamp_updated_at()`);
    await queryRunner.query(`DROP INDEX IF EXISTS orders_sync_idx`);
  }
}
