import { formatPaise } from '@common/money.js';
import { formatOrderNumber } from '@common/order-status.js';
import type { OrderLineEntity } from '../../orders/order-line.entity.js';
import type { OrderEntity } from '../../orders/order.entity.js';
import type { MailBlock } from './mail-layout.js';

/** What a shopper's e-mail needs of an order: who, which, and its lines and totals. */
export type MailOrder = Pick<OrderEntity, 'id' | 'orderNumber' | 'firstName' | 'email' | 'subtotalPaise' | 'shippingPaise' | 'totalPaise'>;
export type MailLine = Pick<OrderLineEntity, 'name' | 'size' | 'quantity' | 'unitPricePaise'>;

/** The order's own page and its tracking page, absolute under the shop's public address. */
export function orderLinks(order: Pick<OrderEntity, 'id' | 'orderNumber'>, publicUrl: string): { orderUrl: string; trackUrl: string } {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    orderUrl: `${base}/order-summary/${order.id}`,
    trackUrl: `${base}/track-order?order=${encodeURIComponent(formatOrderNumber(order.orderNumber))}`,
  };
}

/** The order summary every shopper's e-mail carries. */
export function orderSummaryBlock(order: MailOrder, lines: readonly MailLine[]): MailBlock {
  return {
    kind: 'lines',
    lines: lines.map((line) => ({
      name: line.name,
      detail: `(${line.size}) × ${line.quantity}`,
      total: formatPaise(line.unitPricePaise * line.quantity),
    })),
    totals: [
      ['Subtotal', formatPaise(order.subtotalPaise)],
      ['Shipping', order.shippingPaise === 0 ? 'Free' : formatPaise(order.shippingPaise)],
      ['Total', formatPaise(order.totalPaise)],
    ],
  };
}
