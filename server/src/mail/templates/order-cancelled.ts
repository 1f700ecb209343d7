import { formatPaise } from '@common/money.js';
import { formatOrderNumber } from '@common/order-status.js';
import { REFUND_BUSINESS_DAYS } from '@common/returns.js';
import type { MailContent } from './mail-layout.js';
import type { MoneyBreakdown } from '../../invoicing/money-breakdown.js';
import { orderLinks, orderSummaryBlock, type MailOrder } from './order-summary.js';

/** To the shopper when the shop cancels an order: that it will not ship, and what happens to the money. */
export const ORDER_CANCELLED = 'order-cancelled';

export function orderCancelledMail(order: MailOrder, money: MoneyBreakdown, paid: boolean, publicUrl: string): MailContent {
  const number = formatOrderNumber(order.orderNumber);
  const whatOfTheMoney = paid
    ? `You paid ${formatPaise(money.totalPaise)}: we refund it in full to your original payment method, and it reaches you within ${REFUND_BUSINESS_DAYS} business days. We will write again when the refund is issued.`
    : 'It was never paid, so nothing was charged.';
  return {
    subject: `Your order ${number} has been cancelled`,
    preview: paid ? 'Your money is on its way back to you.' : 'Nothing was charged.',
    blocks: [
      { kind: 'heading', text: `Order ${number} is cancelled` },
      { kind: 'paragraph', text: `${order.firstName}, we have cancelled your order ${number}; it will not be shipped.` },
      { kind: 'paragraph', text: whatOfTheMoney },
      orderSummaryBlock(money),
      { kind: 'button', label: 'View your order', url: orderLinks(order, publicUrl).orderUrl },
      { kind: 'note', text: 'Questions? Reply to this e-mail or write to us at the address below.' },
    ],
  };
}
