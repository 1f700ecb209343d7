import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The address an order was placed from, so one client can hold only a few unpaid orders at once
 * (stock hoarding). The partial indexes cover exactly the unpaid orders still holding
 * stock, which is what createOrder counts per address and per e-mail.
 */
export class OrderClientAddress1765200000000 implements MigrationInterface {
  name = 'OrderClientAddress1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE orders ADD COLUMN client_ip text`);
    await queryRunner.query(
      `CREATE INDEX orders_unpaid_by_client_ip ON orders (client_ip) WHERE payment_status = 'PENDING' AND stock_reserved`,
    );
    await queryRunner.query(`CREATE INDEX orders_unpaid_by_email ON orders (email) WHERE payment_status = 'PENDING' AND stock_reserved`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS orders_unpaid_by_email`);
    await queryRunner.query(`DROP INDEX IF EXISTS orders_unpaid_by_client_ip`);
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN IF EXISTS client_ip`);
  }
}
