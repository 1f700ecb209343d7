import { calendarDayLabel } from '@common/india-time.js';
import { formatPaise } from '@common/money.js';
import { formatOrderNumber } from '@common/order-status.js';
import type { OrderEntity } from '../../orders/order.entity.js';
import type { MailContent } from './mail-layout.js';
import { orderLinks } from './order-summary.js';

/** To the shopper when a refund completes, in full or in part: how much, why, and when it arrives. */
export const REFUND_ISSUED = 'refund-issued';

/** The outbox kind of one refund's notice: the prefix and the refund's id, so each refund mails once. */
export const REFUND_MAIL_KIND_PREFIX = 'refund:';

export function refundIssuedMail(
  order: Pick<OrderEntity, 'id' | 'orderNumber' | 'firstName'>,
  refund: { amountPaise: number; reason: string; method?: string; manualReference?: string | null; paidOn?: string | null },
  full: boolean,
  publicUrl: string,
): MailContent {
  const number = formatOrderNumber(order.orderNumber);
  const amount = formatPaise(refund.amountPaise);
  const lead = full ? `We have refunded your order ${number} in full.` : `We have refunded part of your order ${number}.`;
  return {
    subject: `Refund of ${amount} for order ${number}`,
    preview: lead,
    blocks: [
      { kind: 'paragraph', text: `Dear ${order.firstName},` },
      { kind: 'paragraph', text: lead },
      {
        kind: 'facts',
        rows: [
          ['Amount', amount],
          ['Reason', refund.reason],
        ],
      },
      {
        kind: 'paragraph',
        // Cash paid at the door comes back by hand: the shopper is told how, when and under which reference.
        text:
          refund.method === 'UPI' || refund.method === 'BANK_TRANSFER'
            ? `We sent it by ${refund.method === 'UPI' ? 'UPI' : 'bank transfer'} on ${calendarDayLabel(refund.paidOn ?? '')}, reference ${refund.manualReference ?? ''}.`
            : 'The money goes back to your original payment method; it reaches you within 10 business days.',
      },
      { kind: 'button', label: 'View your order', url: orderLinks(order, publicUrl).orderUrl },
    ],
  };
}
