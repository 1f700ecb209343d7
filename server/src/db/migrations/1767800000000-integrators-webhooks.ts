import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What integrators own and how their webhooks are sent (docs/decisions/029-standard-webhooks.md).
 *
 * webhook_endpoints: `legacy_signature` keeps the old X-Herbal-Signature header, beside the
 * Standard Webhooks headers, for the endpoints that exist now (their receivers check it); new
 * endpoints get only the standard ones. `api_token_id` is the token that registered an endpoint,
 * so a token lists, deletes and reads the deliveries of its own endpoints only.
 *
 * webhook_deliveries: `event_created_at` is when the event happened (a redelivery copies it, so
 * the body is the same bytes); `subject` names the record an event is about (order:<id>,
 * product:<id>) and `seq` their order of queueing, so the dispatcher never sends an event for a
 * record while an earlier one for it to the same endpoint is still pending.
 *
 * api_tokens and orders: unpaid orders placed with a token count against that token's own limit
 * (`unpaid_order_limit`), not the caller's address.
 */
export class IntegratorsWebhooks1767800000000 implements MigrationInterface {
  name = 'IntegratorsWebhooks1767800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE webhook_endpoints ADD COLUMN legacy_signature boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE webhook_endpoints ALTER COLUMN legacy_signature SET DEFAULT false`);
    await queryRunner.query(`ALTER TABLE webhook_endpoints ADD COLUMN api_token_id uuid REFERENCES api_tokens (id) ON DELETE CASCADE`);

    await queryRunner.query(`ALTER TABLE webhook_deliveries ADD COLUMN event_created_at timestamptz`);
    await queryRunner.query(`UPDATE webhook_deliveries SET event_created_at = created_at`);
    await queryRunner.query(
      `ALTER TABLE webhook_deliveries ALTER COLUMN event_created_at SET NOT NULL, ALTER COLUMN event_created_at SET DEFAULT now()`,
    );
    await queryRunner.query(`ALTER TABLE webhook_deliveries ADD COLUMN subject text`);
    await queryRunner.query(`ALTER TABLE webhook_deliveries ADD COLUMN seq bigserial`);
    await queryRunner.query(
      `CREATE INDEX webhook_deliveries_pending_subject ON webhook_deliveries (endpoint_id, subject, seq) WHERE status = 'PENDING'`,
    );

    await queryRunner.query(
      `ALTER TABLE api_tokens ADD COLUMN unpaid_order_limit integer NOT NULL DEFAULT 25 CHECK (unpaid_order_limit >= 1)`,
    );
    await queryRunner.query(`ALTER TABLE orders ADD COLUMN api_token_id uuid REFERENCES api_tokens (id) ON DELETE SET NULL`);
    await queryRunner.query(
      `CREATE INDEX orders_unpaid_by_token ON orders (api_token_id) WHERE payment_status = 'PENDING' AND stock_reserved`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX orders_unpaid_by_token`);
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN api_token_id`);
    await queryRunner.query(`ALTER TABLE api_tokens DROP COLUMN unpaid_order_limit`);
    await queryRunner.query(`DROP INDEX webhook_deliveries_pending_subject`);
    await queryRunner.query(`ALTER TABLE webhook_deliveries DROP COLUMN seq, DROP COLUMN subject, DROP COLUMN event_created_at`);
    await queryRunner.query(`ALTER TABLE webhook_endpoints DROP COLUMN api_token_id, DROP COLUMN legacy_signature`);
  }
}
