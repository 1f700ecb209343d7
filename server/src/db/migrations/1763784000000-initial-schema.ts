import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The shop's first schema: catalogue, accounts, sessions, orders, payments and the mail outbox. */
export class InitialSchema1763784000000 implements MigrationInterface {
  name = 'InitialSchema1763784000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);

    await queryRunner.query(`
      CREATE TABLE products (
        id text PRIMARY KEY,
        name text NOT NULL,
        category text NOT NULL,
        subcategory text NOT NULL,
        price_paise integer NOT NULL CHECK (price_paise > 0),
        sizes jsonb NOT NULL,
        description text NOT NULL,
        benefits jsonb NOT NULL DEFAULT '[]'::jsonb,
        image_url text NOT NULL,
        images jsonb NOT NULL DEFAULT '[]'::jsonb,
        stock integer NOT NULL CHECK (stock >= 0),
        rating double precision NOT NULL DEFAULT 0 CHECK (rating >= 0 AND rating <= 5),
        reviews integer NOT NULL DEFAULT 0 CHECK (reviews >= 0),
        featured boolean NOT NULL DEFAULT false,
        best_seller boolean NOT NULL DEFAULT false,
        is_new boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX products_category_idx ON products (category, subcategory)`);
    await queryRunner.query(`CREATE INDEX products_price_idx ON products (price_paise)`);
    await queryRunner.query(`CREATE INDEX products_rating_idx ON products (rating DESC)`);
    await queryRunner.query(
      `CREATE INDEX products_search_trgm_idx ON products USING gin ((lower(name || ' ' || description || ' ' || category || ' ' || subcategory)) gin_trgm_ops)`,
    );

    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL UNIQUE,
        password_hash text NOT NULL,
        role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE sessions (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX sessions_user_idx ON sessions (user_id)`);

    await queryRunner.query(`
      CREATE TABLE login_failures (
        id bigserial PRIMARY KEY,
        email text NOT NULL,
        ip text NOT NULL,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX login_failures_email_idx ON login_failures (email, at)`);
    await queryRunner.query(`CREATE INDEX login_failures_ip_idx ON login_failures (ip, at)`);

    await queryRunner.query(`CREATE SEQUENCE order_number_seq START WITH 100001`);
    await queryRunner.query(`
      CREATE TABLE orders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_number integer NOT NULL UNIQUE DEFAULT nextval('order_number_seq'),
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text NOT NULL,
        phone text NOT NULL,
        street text NOT NULL,
        city text NOT NULL,
        state text NOT NULL,
        postal_code text NOT NULL,
        country text NOT NULL,
        subtotal_paise integer NOT NULL CHECK (subtotal_paise >= 0),
        shipping_paise integer NOT NULL CHECK (shipping_paise >= 0),
        tax_paise integer NOT NULL CHECK (tax_paise >= 0),
        total_paise integer NOT NULL CHECK (total_paise >= 0),
        item_count integer NOT NULL CHECK (item_count > 0),
        status text NOT NULL DEFAULT 'Pending'
          CHECK (status IN ('Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled')),
        payment_status text NOT NULL DEFAULT 'PENDING' CHECK (payment_status IN ('PENDING', 'PAID', 'FAILED')),
        payment_reference text,
        payment_failure_reason text,
        refund_due boolean NOT NULL DEFAULT false,
        stock_reserved boolean NOT NULL DEFAULT true,
        payment_expires_at timestamptz,
        idempotency_key text UNIQUE,
        request_hash text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`ALTER SEQUENCE order_number_seq OWNED BY orders.order_number`);
    await queryRunner.query(`CREATE INDEX orders_created_idx ON orders (created_at DESC)`);
    await queryRunner.query(`CREATE INDEX orders_status_idx ON orders (status)`);
    await queryRunner.query(`CREATE INDEX orders_email_idx ON orders (lower(email))`);
    await queryRunner.query(`CREATE INDEX orders_pending_payment_idx ON orders (payment_expires_at) WHERE payment_status = 'PENDING'`);

    await queryRunner.query(`
      CREATE TABLE order_lines (
        id serial PRIMARY KEY,
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        position integer NOT NULL,
        product_id text NOT NULL,
        name text NOT NULL,
        size text NOT NULL,
        quantity integer NOT NULL CHECK (quantity > 0),
        unit_price_paise integer NOT NULL CHECK (unit_price_paise >= 0),
        image_url text
      )`);
    await queryRunner.query(`CREATE INDEX order_lines_order_idx ON order_lines (order_id, position)`);

    await queryRunner.query(`
      CREATE TABLE order_status_changes (
        id serial PRIMARY KEY,
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        status text NOT NULL,
        changed_by text NOT NULL,
        note text,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX order_status_changes_order_idx ON order_status_changes (order_id, at)`);

    await queryRunner.query(`
      CREATE TABLE payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        provider text NOT NULL,
        merchant_order_id text NOT NULL UNIQUE,
        provider_order_id text,
        amount_paise integer NOT NULL CHECK (amount_paise >= 0),
        state text NOT NULL DEFAULT 'PENDING' CHECK (state IN ('PENDING', 'COMPLETED', 'FAILED')),
        payment_link text,
        transaction_id text,
        error_code text,
        last_checked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX payments_order_idx ON payments (order_id)`);

    await queryRunner.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL,
        order_id uuid REFERENCES orders (id) ON DELETE SET NULL,
        to_address text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'logged', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        CONSTRAINT mail_outbox_kind_order UNIQUE (kind, order_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'mail_outbox',
      'payments',
      'order_status_changes',
      'order_lines',
      'orders',
      'login_failures',
      'sessions',
      'users',
      'products',
    ]) {
      await queryRunner.query(`DROP TABLE IF EXISTS ${table} CASCADE`);
    }
    await queryRunner.query(`DROP SEQUENCE IF EXISTS order_number_seq`);
  }
}
