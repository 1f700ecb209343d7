import { INDIA_TIME_ZONE } from '@common/india-time.js';
import { formatOrderNumber } from '@common/order-status.js';
import { returnWindowEndsAt, RETURN_POLICY_WORDS } from '@common/returns.js';
import type { MailContent } from './mail-layout.js';
import type { MoneyBreakdown } from '../../invoicing/money-breakdown.js';
import { orderLinks, orderSummaryBlock, type MailOrder } from './order-summary.js';

/** To the shopper once the order is delivered: until when a return can be asked, and where. */
export const ORDER_DELIVERED = 'order-delivered';

/** A moment as the shopper reads it: India's calendar and clock, e.g. "6 December 2026, 3:00 pm". */
export function indianDateTime(at: Date): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: INDIA_TIME_ZONE }).format(at);
}

/** The order page's returns: the form to ask for one (client/src/features/returns/components/order-returns.tsx). */
export function orderReturnsUrl(orderUrl: string): string {
  return `${orderUrl}#returns`;
}

export function orderDeliveredMail(order: MailOrder, money: MoneyBreakdown, deliveredAt: Date, publicUrl: string): MailContent {
  const number = formatOrderNumber(order.orderNumber);
  const until = indianDateTime(returnWindowEndsAt(deliveredAt));
  const { orderUrl } = orderLinks(order, publicUrl);
  return {
    subject: `Your order ${number} has been delivered`,
    preview: `Something not right? You can ask for a return until ${until}.`,
    blocks: [
      { kind: 'heading', text: `Your order ${number} has arrived` },
      { kind: 'paragraph', text: `We hope you enjoy it, ${order.firstName}.` },
      { kind: 'paragraph', text: `If something is not right, you can ask for a return until ${until}, on your order's page.` },
      { kind: 'button', label: 'Ask for a return', url: orderReturnsUrl(orderUrl) },
      { kind: 'link', text: 'View your order', url: orderUrl },
      orderSummaryBlock(money),
      { kind: 'note', text: RETURN_POLICY_WORDS },
    ],
  };
}
