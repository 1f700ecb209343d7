import type { EntityManager } from 'typeorm';
import { codOffer, codRefusalMessage, codShopperKeys, type CodRefusalReason, type CodSettings } from '@common/cash-on-delivery.js';
import { ShopError } from '../kernel/errors.js';

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

/**
 * Holds the shopper's COD slots for the rest of `manager`'s transaction and refuses TOO_MANY_OPEN
 * when they already have `settings.maxOpenOrders` COD orders not yet delivered, matched by phone,
 * e-mail or address (any one). The three advisory locks are taken in a fixed order before the
 * order's own (place_order's unpaid-order locks, then the products'), so a second COD order of the
 * same shopper waits here until the first commits, and its count then sees it: two racing orders
 * cannot both take the last slot. Orders paid online take none of these locks.
 */
export async function holdCodSlot(manager: EntityManager, shopper: CodShopper, settings: CodSettings): Promise<void> {
  const keys = codShopperKeys(shopper);
  const lockKeys = [`cod:email:${keys.email}`, `cod:phone:${keys.phone}`, `cod:address:${keys.address}`].sort();
  for (const key of lockKeys) await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
  const [{ open }] = await manager.query<Array<{ open: number }>>(
    `SELECT count(*)::int AS open
       FROM orders
      WHERE payment_status = 'PAY_ON_DELIVERY' AND status IN ('Pending', 'Processing', 'Shipped')
        AND (lower(email) = $1
             OR right(regexp_replace(phone, '\\D', '', 'g'), 10) = $2
             OR lower(regexp_replace(trim(street), '\\s+', ' ', 'g')) || '|' || regexp_replace(postal_code, '\\s+', '', 'g') = $3)`,
    [keys.email, keys.phone, keys.address],
  );
  if (open >= settings.maxOpenOrders) throw codUnavailable('TOO_MANY_OPEN', settings);
}

/** Where checkout sends the shopper after a COD order: its confirmation page, no payment page. */
export function codConfirmationLink(publicUrl: string, orderId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/payment-success?order_id=${encodeURIComponent(orderId)}`;
}
