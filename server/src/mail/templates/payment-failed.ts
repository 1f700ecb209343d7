import { formatOrderNumber } from '@common/order-status.js';
import { paymentFailureMessage } from '@common/payment-reasons.js';
import type { OrderEntity } from '../../orders/order.entity.js';
import type { MailContent } from './mail-layout.js';
import type { MoneyBreakdown } from '../../invoicing/money-breakdown.js';
import { orderSummaryBlock, type MailOrder } from './order-summary.js';

/** To the shopper when the provider reports the payment failed: why, that nothing was taken, and a link to try again. */
export const PAYMENT_FAILED = 'payment-failed';

/**
 * The checkout's own return address for a failed payment: it asks the server about the order,
 * shows the reason and a Try Again that pays with the order's stored address.
 */
export function retryPaymentUrl(order: Pick<OrderEntity, 'id'>, publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/checkout?status=FAILED&merchantOrderId=${encodeURIComponent(order.id)}`;
}

export function paymentFailedMail(
  order: MailOrder & Pick<OrderEntity, 'paymentFailureReason'>,
  money: MoneyBreakdown,
  publicUrl: string,
): MailContent {
  const number = formatOrderNumber(order.orderNumber);
  return {
    subject: `Your payment for order ${number} did not go through`,
    preview: 'Nothing was charged. You can try again in a minute.',
    blocks: [
      { kind: 'heading', text: 'Your payment did not go through' },
      { kind: 'paragraph', text: `${order.firstName}, ${paymentFailureMessage(order.paymentFailureReason)}` },
      {
        kind: 'paragraph',
        text: `Nothing was charged for order ${number}, and the items are back on our shelves. Your basket is kept: try again with the same or another payment method.`,
      },
      { kind: 'button', label: 'Try the payment again', url: retryPaymentUrl(order, publicUrl) },
      orderSummaryBlock(money),
      {
        kind: 'note',
        text: 'If money did leave your account, it comes back on its own; write to us at the address below if it has not within 10 business days.',
      },
    ],
  };
}
