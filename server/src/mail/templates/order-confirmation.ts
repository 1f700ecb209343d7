import { formatPaise } from '@common/money.js';
import { formatOrderNumber } from '@common/order-status.js';
import { joinAddress } from '@common/shipping-form.js';
import type { MoneyBreakdown } from '../../invoicing/money-breakdown.js';
import type { OrderEntity } from '../../orders/order.entity.js';
import type { TaxDocumentEntity } from '../../invoicing/tax-document.entity.js';
import type { MailContent } from './mail-layout.js';
import { orderLinks, orderSummaryBlock } from './order-summary.js';
import { RETURN_WINDOW_WORDS } from '@common/returns.js';

/** To the shopper once the payment is confirmed: the order, its totals with the GST, where it goes; the invoice PDF rides along. */
export function orderConfirmationMail(
  order: OrderEntity,
  money: MoneyBreakdown,
  publicUrl: string,
  invoice: (Pick<TaxDocumentEntity, 'number'> & Partial<Pick<TaxDocumentEntity, 'documentType'>>) | null,
  shopName: string,
): MailContent {
  const number = formatOrderNumber(order.orderNumber);
  // Tracking needs only the number and this e-mail address, so it works from any device.
  const { orderUrl, trackUrl } = orderLinks(order, publicUrl);
  const address = joinAddress({
    address: order.street,
    city: order.city,
    state: order.state,
    postalCode: order.postalCode,
    country: order.country,
  });
  const cashOnDelivery = order.paymentStatus === 'PAY_ON_DELIVERY';
  // A cash-on-delivery order is confirmed unpaid: the courier collects the total at the door.
  const standing = cashOnDelivery
    ? `Order ${number} is confirmed and we are getting it ready. Please pay the courier ${formatPaise(money.totalPaise)} in cash when it arrives.`
    : `Order ${number} is paid and we are getting it ready.`;
  return {
    subject: `Your ${shopName} order ${number} is confirmed`,
    preview: standing,
    blocks: [
      { kind: 'heading', text: `Thank you for your order, ${order.firstName}!` },
      { kind: 'paragraph', text: standing },
      orderSummaryBlock(money, cashOnDelivery ? 'To pay in cash on delivery' : 'Total paid'),
      ...(order.paymentReference ? [{ kind: 'note' as const, text: `Payment reference: ${order.paymentReference}` }] : []),
      ...(invoice ? [{ kind: 'note' as const, text: `Your ${attachedTitle(invoice.documentType)} ${invoice.number} is attached.` }] : []),
      { kind: 'paragraph', text: 'Delivering to' },
      { kind: 'lines-of-text', text: [`${order.firstName} ${order.lastName}`.trim(), address, order.phone].join('\n') },
      { kind: 'button', label: 'View your order', url: orderUrl },
      { kind: 'link', text: 'Or track it with your order number and this e-mail address', url: trackUrl },
      {
        kind: 'note',
        text: `We deliver in 2-3 business days (not on weekends or holidays). You may return an item ${RETURN_WINDOW_WORDS}.`,
      },
    ],
  };
}

/** How the note names the attached document: exempt goods come with a bill of supply, not a tax invoice. */
function attachedTitle(documentType: TaxDocumentEntity['documentType'] | undefined): string {
  if (documentType === 'BILL_OF_SUPPLY') return 'bill of supply';
  if (documentType === 'INVOICE_CUM_BILL_OF_SUPPLY') return 'GST invoice-cum-bill of supply';
  return 'GST tax invoice';
}
