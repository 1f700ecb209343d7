import { formatPaise } from '@common/money.js';
import { formatOrderNumber } from '@common/order-status.js';
import type { MoneyBreakdown } from '../../invoicing/money-breakdown.js';
import type { OrderEntity } from '../../orders/order.entity.js';
import type { MailBlock } from './mail-layout.js';

/** What a shopper's e-mail needs of an order: who and which; its money comes from its breakdown. */
export type MailOrder = Pick<OrderEntity, 'id' | 'orderNumber' | 'firstName' | 'email'>;

/** The order's own page and its tracking page, absolute under the shop's public address. */
export function orderLinks(order: Pick<OrderEntity, 'id' | 'orderNumber'>, publicUrl: string): { orderUrl: string; trackUrl: string } {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    orderUrl: `${base}/order-summary/${order.id}`,
    trackUrl: `${base}/track-order?order=${encodeURIComponent(formatOrderNumber(order.orderNumber))}`,
  };
}

/**
 * The figures under an order's lines, from its breakdown (never added up here): goods, the code's
 * discount, shipping, the COD fee, the GST the total includes, then the total under `totalLabel`.
 */
export function moneyRows(money: MoneyBreakdown, totalLabel = 'Total'): Array<[string, string]> {
  return [
    ['Subtotal', formatPaise(money.goodsPaise)],
    ...(money.discountPaise > 0
      ? [[`Discount (${money.discountCode ?? 'code'})`, `−${formatPaise(money.discountPaise)}`] as [string, string]]
      : []),
    ['Shipping', money.shippingPaise === 0 ? 'Free' : formatPaise(money.shippingPaise)],
    ...(money.codFeePaise > 0 ? [['Cash on delivery fee', formatPaise(money.codFeePaise)] as [string, string]] : []),
    // Exempt goods alone (a bill of supply) carry no GST, so no GST line is stated.
    ...(money.gstPaise !== 0 ? [['GST included in the total', formatPaise(money.gstPaise)] as [string, string]] : []),
    [totalLabel, formatPaise(money.totalPaise)],
  ];
}

/** The order summary every shopper's e-mail carries: its lines and figures as its breakdown states them. */
export function orderSummaryBlock(money: MoneyBreakdown, totalLabel = 'Total'): MailBlock {
  return {
    kind: 'lines',
    lines: money.lines.map((line) => ({
      name: line.description,
      detail: `× ${line.quantity} at ${formatPaise(line.amountPaise / line.quantity)}`,
      total: formatPaise(line.amountPaise),
    })),
    totals: moneyRows(money, totalLabel),
  };
}
