import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The product columns an integrator's webhook carries (details come from `product(id)`). */
const productPayload = (row: string) =>
  `jsonb_build_object('id', ${row}.id, 'name', ${row}.name, 'category', ${row}.category, 'subcategory', ${row}.subcategory,
     'pricePaise', ${row}.price_paise, 'stock', ${row}.stock)`;

/**
 * Credentials and events for integrators.
 *
 * api_tokens: only a sha256 of each secret is kept (the secrets are 32 random bytes, so a fast
 * hash is enough; argon2 is for guessable passwords), with scopes, last use and revocation.
 *
 * webhook_endpoints and webhook_deliveries: an outbox, one row per (event, subscribed endpoint),
 * written by webhook_enqueue() inside the transaction that makes the change, so an event is
 * queued exactly when its change commits. Services call it through domain-events.ts; product
 * writes call it from triggers, because catalogue writes are single statements (no transaction to
 * join) and stock falls below the low-stock mark from several places (checkout, admin edits).
 * `product.updated` leaves out changes of stock alone: every checkout makes one, and those are
 * what `stock.low` reports.
 */
export class ApiTokensAndWebhooks1765800000000 implements MigrationInterface {
  name = 'ApiTokensAndWebhooks1765800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE api_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        token_prefix text NOT NULL,
        token_hash text NOT NULL UNIQUE,
        scopes text[] NOT NULL,
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        revoked_at timestamptz
      )`);

    await queryRunner.query(`
      CREATE TABLE webhook_endpoints (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        url text NOT NULL,
        description text,
        events text[] NOT NULL,
        secret text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE webhook_deliveries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
        event_id uuid NOT NULL,
        event_type text NOT NULL,
        payload jsonb NOT NULL,
        status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'DELIVERED', 'FAILED')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_attempt_at timestamptz,
        response_status integer,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        delivered_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'PENDING'`);
    await queryRunner.query(`CREATE INDEX webhook_deliveries_recent_idx ON webhook_deliveries (created_at DESC, id)`);
    await queryRunner.query(`CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at DESC)`);

    // One event, one id, one row per subscribed endpoint. Returns how many rows were queued.
    await queryRunner.query(`
      CREATE FUNCTION webhook_enqueue(kind text, body jsonb) RETURNS integer LANGUAGE sql AS $$
        WITH event AS MATERIALIZED (SELECT gen_random_uuid() AS id),
             queued AS (
               INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, payload)
               SELECT e.id, event.id, kind, body FROM webhook_endpoints e, event WHERE kind = ANY (e.events)
               RETURNING 1)
        SELECT count(*)::integer FROM queued
      $$`);

    // Per statement, over the transition tables; a write with no subscriber costs one lookup.
    await queryRunner.query(`
      CREATE FUNCTION webhook_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM webhook_endpoints WHERE 'product.created' = ANY (events)) THEN
          PERFORM webhook_enqueue('product.created', ${productPayload('n')}) FROM inserted n;
        END IF;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION webhook_products_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM webhook_endpoints WHERE 'product.deleted' = ANY (events)) THEN
          PERFORM webhook_enqueue('product.deleted', jsonb_build_object('id', o.id, 'name', o.name)) FROM deleted o;
        END IF;
        RETURN NULL;
      END
      $$`);
    // LOW_STOCK_BELOW in common/low-stock.ts is 10: stock.low fires when stock crosses below it.
    await queryRunner.query(`
      CREATE FUNCTION webhook_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM webhook_endpoints WHERE events && ARRAY['product.updated', 'stock.low']) THEN
          PERFORM webhook_enqueue('product.updated', ${productPayload('n')})
             FROM after_rows n JOIN before_rows o ON o.id = n.id
            WHERE (to_jsonb(n) - 'stock' - 'updated_at' - 'search_text') IS DISTINCT FROM (to_jsonb(o) - 'stock' - 'updated_at' - 'search_text');
          PERFORM webhook_enqueue('stock.low', ${productPayload('n')} || jsonb_build_object('lowStockBelow', 10))
             FROM after_rows n JOIN before_rows o ON o.id = n.id
            WHERE o.stock >= 10 AND n.stock < 10;
        END IF;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER products_webhooks_inserted AFTER INSERT ON products
        REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION webhook_products_inserted()`);
    await queryRunner.query(`
      CREATE TRIGGER products_webhooks_deleted AFTER DELETE ON products
        REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION webhook_products_deleted()`);
    await queryRunner.query(`
      CREATE TRIGGER products_webhooks_updated AFTER UPDATE ON products
        REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION webhook_products_updated()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER IF EXISTS products_webhooks_updated ON products`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS products_webhooks_deleted ON products`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS products_webhooks_inserted ON products`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS webhook_products_updated()`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS webhook_products_deleted()`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS webhook_products_inserted()`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS webhook_enqueue(text, jsonb)`);
    await queryRunner.query(`DROP TABLE IF EXISTS webhook_deliveries`);
    await queryRunner.query(`DROP TABLE IF EXISTS webhook_endpoints`);
    await queryRunner.query(`DROP TABLE IF EXISTS api_tokens`);
  }
}
