import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Returns as the shipping policy promises them: a shopper's request for some units of a delivered
 * order's lines, and what became of it (approved or rejected, received, refunded). The refund it
 * caused is linked so its completion marks the return refunded.
 */
export class ReturnRequests1768000000000 implements MigrationInterface {
  name = 'ReturnRequests1768000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE return_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'REQUESTED'
          CHECK (status IN ('REQUESTED', 'APPROVED', 'REJECTED', 'RECEIVED', 'REFUNDED')),
        reason text NOT NULL,
        note text NOT NULL DEFAULT '',
        rejection_reason text,
        resellable boolean,
        refund_id uuid REFERENCES refunds (id),
        refund_paise integer,
        decided_by text,
        decided_at timestamptz,
        received_by text,
        received_at timestamptz,
        refunded_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX return_requests_order ON return_requests (order_id)`);
    await queryRunner.query(`CREATE INDEX return_requests_open ON return_requests (created_at) WHERE status = 'REQUESTED'`);
    await queryRunner.query(`CREATE UNIQUE INDEX return_requests_refund ON return_requests (refund_id) WHERE refund_id IS NOT NULL`);
    await queryRunner.query(`
      CREATE TABLE return_request_lines (
        return_id uuid NOT NULL REFERENCES return_requests (id) ON DELETE CASCADE,
        order_line_id integer NOT NULL REFERENCES order_lines (id) ON DELETE CASCADE,
        quantity integer NOT NULL CHECK (quantity > 0),
        PRIMARY KEY (return_id, order_line_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE return_request_lines`);
    await queryRunner.query(`DROP TABLE return_requests`);
  }
}
