import { paiseToRupees } from '@common/money.js';
import { formatOrderNumber } from '@common/order-status.js';
import { lineTotalPaise } from '@common/pricing.js';
import { joinAddress } from '@common/shipping-form.js';
import type { OrderLineEntity } from './order-line.entity.js';
import type { OrderEntity } from './order.entity.js';

/**
 * How an order reads to the outside, the same over GraphQL and the REST shims: rupees instead of
 * paise, the order number as shoppers see it, the address as one line, line totals from the
 * pricing rule (common/pricing.ts). The adapters only rename the fields.
 */
type OrderAddress = Pick<OrderEntity, 'street' | 'city' | 'state' | 'postalCode' | 'country'>;

export function orderNumberOf(order: Pick<OrderEntity, 'orderNumber'>): string {
  return formatOrderNumber(order.orderNumber);
}

export function customerNameOf(order: Pick<OrderEntity, 'firstName' | 'lastName'>): string {
  return `${order.firstName} ${order.lastName}`.trim();
}

/** The address in its parts, named as the shipping form names them. */
export function addressOf(order: OrderAddress) {
  return { street: order.street, city: order.city, state: order.state, postalCode: order.postalCode, country: order.country };
}

/** "street, city, state - postal code, country", as the REST checkout for older integrations sends it (docs/storefront.md). */
export function addressLineOf(order: OrderAddress): string {
  return joinAddress({ address: order.street, city: order.city, state: order.state, postalCode: order.postalCode, country: order.country });
}

/** The order's figures in rupees. */
export function orderAmounts(order: Pick<OrderEntity, 'subtotalPaise' | 'shippingPaise' | 'taxPaise' | 'totalPaise'>) {
  return {
    subtotal: paiseToRupees(order.subtotalPaise),
    shipping: paiseToRupees(order.shippingPaise),
    tax: paiseToRupees(order.taxPaise),
    total: paiseToRupees(order.totalPaise),
  };
}

/** A line's unit price and total in rupees; the total by the one pricing rule. */
export function lineAmounts(line: Pick<OrderLineEntity, 'unitPricePaise' | 'quantity'>) {
  return { unitPrice: paiseToRupees(line.unitPricePaise), lineTotal: paiseToRupees(lineTotalPaise(line)) };
}
