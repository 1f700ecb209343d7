import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Shipping through a courier aggregator: a shipment remembers the aggregator's order and shipment
 * ids, the underlying courier, the label, the COD amount on it and the parcel as booked; the
 * courier's last status, an open failed-delivery report (NDR) and a return to origin. Each tracking
 * update the aggregator sends is kept once (its AWB, status and time are its key), so a repeated
 * update changes nothing. An approved return collected by reverse pickup keeps its AWB and label.
 */
export class CourierShipments1770400000000 implements MigrationInterface {
  name = 'CourierShipments1770400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE shipments
        ADD COLUMN provider text NOT NULL DEFAULT 'manual',
        ADD COLUMN provider_order_id text,
        ADD COLUMN provider_shipment_id text,
        ADD COLUMN courier_name text,
        ADD COLUMN label_url text,
        ADD COLUMN cod_paise integer,
        ADD COLUMN parcel jsonb,
        ADD COLUMN pickup_scheduled_for text,
        ADD COLUMN courier_status text,
        ADD COLUMN courier_status_at timestamptz,
        ADD COLUMN ndr_reason text,
        ADD COLUMN ndr_at timestamptz,
        ADD COLUMN ndr_attempts integer NOT NULL DEFAULT 0,
        ADD COLUMN ndr_action text,
        ADD COLUMN returned_to_origin_at timestamptz`);
    await queryRunner.query(`CREATE INDEX shipments_tracking_number_idx ON shipments (tracking_number)`);
    await queryRunner.query(`CREATE INDEX shipments_open_ndr_idx ON shipments (ndr_at) WHERE ndr_at IS NOT NULL AND ndr_action IS NULL`);
    await queryRunner.query(`
      CREATE TABLE courier_tracking_events (
        id bigserial PRIMARY KEY,
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        awb text NOT NULL,
        status_id integer,
        status text NOT NULL,
        activity text,
        location text,
        courier_time text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (awb, status, courier_time)
      )`);
    await queryRunner.query(`CREATE INDEX courier_tracking_events_order_idx ON courier_tracking_events (order_id, id)`);
    await queryRunner.query(`
      ALTER TABLE return_requests
        ADD COLUMN pickup_awb text,
        ADD COLUMN pickup_courier text,
        ADD COLUMN pickup_label_url text,
        ADD COLUMN pickup_provider_order_id text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE return_requests DROP COLUMN pickup_awb, DROP COLUMN pickup_courier, DROP COLUMN pickup_label_url,
        DROP COLUMN pickup_provider_order_id`);
    await queryRunner.query(`DROP TABLE courier_tracking_events`);
    await queryRunner.query(`DROP INDEX shipments_open_ndr_idx`);
    await queryRunner.query(`DROP INDEX shipments_tracking_number_idx`);
    await queryRunner.query(`
      ALTER TABLE shipments DROP COLUMN provider, DROP COLUMN provider_order_id, DROP COLUMN provider_shipment_id,
        DROP COLUMN courier_name, DROP COLUMN label_url, DROP COLUMN cod_paise, DROP COLUMN parcel,
        DROP COLUMN pickup_scheduled_for, DROP COLUMN courier_status, DROP COLUMN courier_status_at, DROP COLUMN ndr_reason,
        DROP COLUMN ndr_at, DROP COLUMN ndr_attempts, DROP COLUMN ndr_action, DROP COLUMN returned_to_origin_at`);
  }
}
