import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin's order search finds an order by what the owner has in hand: its number ("HB-100001",
 * as on the invoice) and the shopper's phone (digits only, however it was typed), besides name
 * and e-mail. Same lower-cased column and trigram index as before, with more text in it.
 */
export class OrderSearchNumberPhone1766820000000 implements MigrationInterface {
  name = 'OrderSearchNumberPhone1766820000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await searchText(
      queryRunner,
      `lower(first_name || ' ' || last_name || ' ' || email || ' hb-' || order_number::text || ' ' || regexp_replace(phone, '[^0-9]', '', 'g'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await searchText(queryRunner, `lower(first_name || ' ' || last_name || ' ' || email)`);
  }
}

async function searchText(queryRunner: QueryRunner, expression: string): Promise<void> {
  await queryRunner.query(`ALTER TABLE orders DROP COLUMN search_text`);
  await queryRunner.query(`ALTER TABLE orders ADD COLUMN search_text text NOT NULL GENERATED ALWAYS AS (${expression}) STORED`);
  await queryRunner.query(`CREATE INDEX orders_search_text_trgm_idx ON orders USING gin (search_text gin_trgm_ops)`);
}
