import type { MigrationInterface, QueryRunner } from 'typeorm';
import { codShopperKeys } from '@common/cash-on-delivery.js';

/**
 * A cash-on-delivery order keeps who placed it, folded as codShopperKeys folds it (e-mail without
 * +tags, the phone's last ten digits, the street as letters and digits), so the open-order limit
 * compares like with like and the owner's list of open COD orders groups one person's names
 * together. Open COD orders placed before are filled in here with the same function.
 */
export class CodShopperKeys1769100000001 implements MigrationInterface {
  name = 'CodShopperKeys1769100000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE orders ADD COLUMN cod_shopper_email text, ADD COLUMN cod_shopper_phone text, ADD COLUMN cod_shopper_address text`,
    );
    const open: Array<{ id: string; email: string; phone: string; street: string; postal_code: string }> = await queryRunner.manager.query(
      `SELECT id, email, phone, street, postal_code FROM orders
        WHERE payment_status = 'PAY_ON_DELIVERY' AND status IN ('Pending', 'Processing', 'Shipped')`,
    );
    for (const order of open) {
      const keys = codShopperKeys({ email: order.email, phone: order.phone, street: order.street, postalCode: order.postal_code });
      await queryRunner.query(`UPDATE orders SET cod_shopper_email = $2, cod_shopper_phone = $3, cod_shopper_address = $4 WHERE id = $1`, [
        order.id,
        keys.email,
        keys.phone,
        keys.address,
      ]);
    }
    for (const key of ['email', 'phone', 'address']) {
      await queryRunner.query(
        `CREATE INDEX orders_cod_shopper_${key} ON orders (cod_shopper_${key}) WHERE payment_status = 'PAY_ON_DELIVERY'`,
      );
    }
    await queryRunner.query(`CREATE INDEX orders_cod_client_ip ON orders (client_ip) WHERE payment_status = 'PAY_ON_DELIVERY'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS orders_cod_client_ip`);
    await queryRunner.query(
      `ALTER TABLE orders DROP COLUMN cod_shopper_email, DROP COLUMN cod_shopper_phone, DROP COLUMN cod_shopper_address`,
    );
  }
}
