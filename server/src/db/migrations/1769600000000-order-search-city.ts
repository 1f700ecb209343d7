import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin's order search also finds an order by the city it ships to (the owner looking for
 * "the order to Kumbakonam"), at the end of the same searched text so its start stays the name
 * and e-mail that order_name_emails mirrors. The city gets a trigram index of its own: a name
 * search sorted by customer name asks first whether the term could be a city's
 * (orders/order-search-by-name.ts).
 */
export class OrderSearchCity1769600000000 implements MigrationInterface {
  name = 'OrderSearchCity1769600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await searchText(
      queryRunner,
      `lower(first_name || ' ' || last_name || ' ' || email || ' hb-' || order_number::text || ' ' || regexp_replace(phone, '[^0-9]', '', 'g') || ' ' || city)`,
    );
    await queryRunner.query(`CREATE INDEX orders_city_trgm_idx ON orders USING gin (lower(city) gin_trgm_ops)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS orders_city_trgm_idx`);
    await searchText(
      queryRunner,
      `lower(first_name || ' ' || last_name || ' ' || email || ' hb-' || order_number::text || ' ' || regexp_replace(phone, '[^0-9]', '', 'g'))`,
    );
  }
}

async function searchText(queryRunner: QueryRunner, expression: string): Promise<void> {
  await queryRunner.query(`ALTER TABLE orders DROP COLUMN search_text`);
  await queryRunner.query(`ALTER TABLE orders ADD COLUMN search_text text NOT NULL GENERATED ALWAYS AS (${expression}) STORED`);
  await queryRunner.query(`CREATE INDEX orders_search_text_trgm_idx ON orders USING gin (search_text gin_trgm_ops)`);
}
