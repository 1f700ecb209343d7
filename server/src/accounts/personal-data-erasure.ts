import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { OrderStatusName } from '@common/order-status.js';
import { ShopError } from '../kernel/errors.js';

/** Orders still on their way need their address: an account is not erased under them. */
const UNFINISHED_ORDER_STATUSES: OrderStatusName[] = ['Pending', 'Processing', 'Shipped'];

/**
 * Erases the shopper in `manager`'s transaction (the account itself is deleted by the caller):
 * their orders keep their money, lines and state (the place of supply GST returns need) under a
 * pseudonym no one can trace back; their reviews, contact messages and the e-mails the shop sent
 * them lose what named them; their back-in-stock requests go. Issued tax documents keep the buyer they were issued to.
 */
export async function erasePersonalData(manager: EntityManager, email: string): Promise<void> {
  const [open] = await manager.query<Array<{ n: number }>>(
    `SELECT count(*)::int AS n FROM orders WHERE lower(email) = $1 AND status = ANY ($2)`,
    [email, UNFINISHED_ORDER_STATUSES],
  );
  if (open.n > 0) {
    throw new ShopError(
      'INVALID_STATE',
      'You have an order on its way: your account can be deleted once it is delivered or cancelled. We need its address until then.',
    );
  }
  const pseudonym = `erased-${randomUUID()}@erased.invalid`;
  await manager.query(
    `UPDATE reviews SET author_name = 'A former customer', author_city = ''
      WHERE order_id IN (SELECT id FROM orders WHERE lower(email) = $1)`,
    [email],
  );
  await manager.query(
    `UPDATE orders SET first_name = 'Former', last_name = 'customer', email = $2, phone = '', street = '', city = '',
            postal_code = '', client_ip = NULL, cod_shopper_email = NULL, cod_shopper_phone = NULL, cod_shopper_address = NULL
      WHERE lower(email) = $1`,
    [email, pseudonym],
  );
  await manager.query(
    `UPDATE contact_messages SET name = 'A former customer', email = $2, message = '(erased at the sender''s request)' WHERE lower(email) = $1`,
    [email, pseudonym],
  );
  await manager.query(`DELETE FROM mail_outbox WHERE lower(to_address) = $1`, [email]);
  // Sizes they asked to hear about: nothing is sent to them when those come back.
  await manager.query(`DELETE FROM back_in_stock_requests WHERE email = $1`, [email]);
}
