import type { MigrationInterface, QueryRunner } from 'typeorm';

const INDEXES: Array<[name: string, columns: string]> = [
  ['orders_status_number_listing_idx', 'status, order_number'],
  ['orders_status_total_listing_idx', 'status, total_paise, created_at, order_number'],
  ['orders_status_items_listing_idx', 'status, item_count, created_at, order_number'],
  ['orders_status_customer_listing_idx', "status, (lower(first_name || ' ' || last_name)), created_at, order_number"],
];

/**
 * The order list filtered by status and sorted by another column. Each sort had an index of its
 * own and the status one sorted by date, so "Cancelled by total, highest first" walked the total
 * index from the top and threw away every order of another status: on skewed data (Cancelled only
 * among small orders) that is nearly the whole table before the first match. With the status in
 * front, each status's first page in either direction is read straight off its own range.
 * The status sorted by date (and by status) keeps orders_status_listing_idx.
 */
export class OrderListStatusIndexes1768400000000 implements MigrationInterface {
  name = 'OrderListStatusIndexes1768400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, columns] of INDEXES) await queryRunner.query(`CREATE INDEX ${name} ON orders (${columns})`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name] of INDEXES) await queryRunner.query(`DROP INDEX IF EXISTS ${name}`);
  }
}
