import type { EntityManager } from 'typeorm';
import { OPEN_ORDER_STATUSES } from '@common/order-status.js';
import { codOffer, codRefusalMessage, codShopperKeys, type CodRefusalReason, type CodSettings } from '@common/cash-on-delivery.js';
import { ShopError } from '../kernel/errors.js';
import { unpaidOrdersError } from '../orders/order-limits.js';

/**
 * A COD order still waiting for its cash is one in an open status (OPEN_ORDER_STATUSES), written
 * into the SQL as literals ('Pending', 'Processing', 'Shipped'): fixed names, never input.
 */
export const OPEN_STATUSES_SQL = OPEN_ORDER_STATUSES.map((status) => `'${status}'`).join(', ');

/** A COD refusal as services throw it: COD_UNAVAILABLE, its reason, on the payment method's field. */
export function codUnavailable(reason: CodRefusalReason, settings: CodSettings): ShopError {
  return new ShopError('COD_UNAVAILABLE', codRefusalMessage(reason, settings), { field: 'paymentMethod', codRefusalReason: reason });
}

/**
 * The server's check of a COD order before anything is reserved: COD on, an Indian address, and
 * the order (everything but the fee) within the largest COD order. The fee to charge is the
 * settings' fee as read here, never the shopper's.
 */
export function checkCodOffer(settings: CodSettings, orderTotalPaise: number, country: string): number {
  const offer = codOffer(settings, orderTotalPaise, country);
  if (!offer.available) throw codUnavailable(offer.reason!, settings);
  return offer.feePaise;
}

export interface CodShopper {
  email: string;
  phone: string;
  street: string;
  postalCode: string;
}

/** What one client address and one e-mail may hold unpaid: the shop's unpaid-order limits (order-limits.ts). */
export interface CodClientLimits {
  ip: string;
  maxPerAddress: number;
  maxPerEmail: number;
}

export type CodShopperKeys = ReturnType<typeof codShopperKeys>;

/**
 * Holds the shopper's COD slots for the rest of `manager`'s transaction and refuses when taking
 * one more would let one person hold too much stock without paying:
 *
 * - TOO_MANY_OPEN when the shopper already has `settings.maxOpenOrders` COD orders not yet
 *   delivered, matched by phone, e-mail or address (any one, each folded by codShopperKeys, so
 *   `x+1@`, `+91` or a trailing '.' is the same person);
 * - RATE_LIMITED (the unpaid-order limits) when the client address, or the e-mail, already holds
 *   that many orders unpaid: online orders waiting for payment and undelivered COD orders alike,
 *   since a COD order holds its stock until the parcel is paid for at the door.
 *
 * The advisory locks are taken in a fixed order before the order's own (place_order's unpaid-order
 * locks, then the products'), so a second COD order of the same shopper waits here until the first
 * commits, and its count then sees it: two racing orders cannot both take the last slot. Orders
 * paid online take none of these locks. The keys are returned for recordCodShopper. `client` is
 * null for an order placed with an API token, which its token's own unpaid-order limit bounds.
 */
export async function holdCodSlot(
  manager: EntityManager,
  shopper: CodShopper,
  settings: CodSettings,
  client: CodClientLimits | null,
): Promise<CodShopperKeys> {
  const keys = codShopperKeys(shopper);
  const lockKeys = [
    `cod:email:${keys.email}`,
    `cod:phone:${keys.phone}`,
    `cod:address:${keys.address}`,
    `cod:ip:${client?.ip ?? ''}`,
  ].sort();
  for (const key of lockKeys) await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
  const [held] = await manager.query<Array<{ shopper: number; byIp: number; byEmail: number }>>(
    `SELECT count(*) FILTER (WHERE payment_status = 'PAY_ON_DELIVERY' AND status IN (${OPEN_STATUSES_SQL})
                               AND (cod_shopper_email = $1 OR cod_shopper_phone = $2 OR cod_shopper_address = $3))::int AS shopper,
            count(*) FILTER (WHERE client_ip = $4 AND api_token_id IS NULL)::int AS "byIp",
            count(*) FILTER (WHERE cod_shopper_email = $1 OR (payment_status = 'PENDING' AND lower(email) = $5))::int AS "byEmail"
       FROM (SELECT id, payment_status, status, cod_shopper_email, cod_shopper_phone, cod_shopper_address, client_ip, api_token_id, email FROM orders
              WHERE payment_status = 'PAY_ON_DELIVERY' AND status IN (${OPEN_STATUSES_SQL})
                AND (cod_shopper_email = $1 OR cod_shopper_phone = $2 OR cod_shopper_address = $3 OR client_ip = $4)
             UNION
             SELECT id, payment_status, status, cod_shopper_email, cod_shopper_phone, cod_shopper_address, client_ip, api_token_id, email
               FROM orders WHERE payment_status = 'PENDING' AND stock_reserved AND (client_ip = $4 OR email = $5)) AS holding`,
    [keys.email, keys.phone, keys.address, client?.ip ?? '', shopper.email.trim().toLowerCase()],
  );
  if (held.shopper >= settings.maxOpenOrders) throw codUnavailable('TOO_MANY_OPEN', settings);
  if (client && held.byIp >= client.maxPerAddress) throw unpaidOrdersError(client.maxPerAddress, null);
  if (client && held.byEmail >= client.maxPerEmail) throw unpaidOrdersError(client.maxPerEmail, null);
  return keys;
}

/** Stores who placed a COD order, folded, for the open-order limit and the owner's list. */
export async function recordCodShopper(manager: EntityManager, orderId: string, keys: CodShopperKeys): Promise<void> {
  await manager.query(`UPDATE orders SET cod_shopper_email = $2, cod_shopper_phone = $3, cod_shopper_address = $4 WHERE id = $1`, [
    orderId,
    keys.email,
    keys.phone,
    keys.address,
  ]);
}

/** Where checkout sends the shopper after a COD order: its confirmation page, no payment page. */
export function codConfirmationLink(publicUrl: string, orderId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/payment-success?order_id=${encodeURIComponent(orderId)}`;
}
