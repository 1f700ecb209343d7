import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A failed delivery's answer remembers who gave it (the shopper or an admin), when, and the day
 * the courier is asked to come again. A courier pickup that could not be booked at once is booked
 * by a background job: the shipment (or the return's reverse pickup) says whether it is booked,
 * still being tried, or failed for good with the courier service's last words. The answer is an
 * entry of the order's activity, a kind of its own.
 */
export class DeliveryAnswersAndPickupJobs1795940647713 implements MigrationInterface {
  name = 'DeliveryAnswersAndPickupJobs1795940647713';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE shipments
        ADD COLUMN ndr_answered_by text,
        ADD COLUMN ndr_answered_at timestamptz,
        ADD COLUMN ndr_reattempt_on text,
        ADD COLUMN pickup_status text,
        ADD COLUMN pickup_error text`);
    await queryRunner.query(`
      ALTER TABLE return_requests
        ADD COLUMN pickup_provider_shipment_id text,
        ADD COLUMN pickup_status text,
        ADD COLUMN pickup_error text,
        ADD COLUMN pickup_scheduled_for text`);
    await queryRunner.query(`ALTER TABLE order_activity DROP CONSTRAINT order_activity_kind_check`);
    await queryRunner.query(`
      ALTER TABLE order_activity ADD CONSTRAINT order_activity_kind_check
        CHECK (kind IN ('NOTE', 'ADDRESS_CHANGE_REQUESTED', 'CONTACT_CHANGED', 'CANCELLED_BY_SHOPPER', 'LINES_CANCELLED', 'FAILED_DELIVERY_ANSWERED'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM order_activity WHERE kind = 'FAILED_DELIVERY_ANSWERED'`);
    await queryRunner.query(`ALTER TABLE order_activity DROP CONSTRAINT order_activity_kind_check`);
    await queryRunner.query(`
      ALTER TABLE order_activity ADD CONSTRAINT order_activity_kind_check
        CHECK (kind IN ('NOTE', 'ADDRESS_CHANGE_REQUESTED', 'CONTACT_CHANGED', 'CANCELLED_BY_SHOPPER', 'LINES_CANCELLED'))`);
    await queryRunner.query(`
      ALTER TABLE return_requests
        DROP COLUMN IF EXISTS pickup_provider_shipment_id,
        DROP COLUMN IF EXISTS pickup_status,
        DROP COLUMN IF EXISTS pickup_error,
        DROP COLUMN IF EXISTS pickup_scheduled_for`);
    await queryRunner.query(`
      ALTER TABLE shipments
        DROP COLUMN IF EXISTS ndr_answered_by,
        DROP COLUMN IF EXISTS ndr_answered_at,
        DROP COLUMN IF EXISTS ndr_reattempt_on,
        DROP COLUMN IF EXISTS pickup_status,
        DROP COLUMN IF EXISTS pickup_error`);
  }
}
