import { formatPaise } from '@common/money.js';
import { formatOrderNumber } from '@common/order-status.js';
import { joinAddress } from '@common/shipping-form.js';
import type { OrderLineEntity } from '../../orders/order-line.entity.js';
import type { OrderEntity } from '../../orders/order.entity.js';
import type { TaxDocumentEntity } from '../../invoicing/tax-document.entity.js';
import type { MailContent } from './mail-layout.js';
import { orderLinks } from './order-summary.js';

/** To the shopper once the payment is confirmed: the order, its totals with the GST, where it goes; the invoice PDF rides along. */
export function orderConfirmationMail(
  order: OrderEntity,
  lines: ReadonlyArray<Pick<OrderLineEntity, 'name' | 'size' | 'quantity' | 'unitPricePaise'>>,
  publicUrl: string,
  invoice: Pick<TaxDocumentEntity, 'number' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'> | null,
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
  const totals: Array<[string, string]> = [
    ['Subtotal', formatPaise(order.subtotalPaise)],
    ...(order.discountPaise > 0
      ? [[`Discount (${order.discountCode ?? 'code'})`, `−${formatPaise(order.discountPaise)}`] as [string, string]]
      : []),
    ['Shipping', order.shippingPaise === 0 ? 'Free' : formatPaise(order.shippingPaise)],
    ...(order.codFeePaise > 0 ? [['Cash on delivery fee', formatPaise(order.codFeePaise)] as [string, string]] : []),
    ...(invoice
      ? [['GST included in the total', formatPaise(invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise)] as [string, string]]
      : []),
    [cashOnDelivery ? 'To pay in cash on delivery' : 'Total paid', formatPaise(order.totalPaise)],
  ];
  // A cash-on-delivery order is confirmed unpaid: the courier collects the total at the door.
  const standing = cashOnDelivery
    ? `Order ${number} is confirmed and we are getting it ready. Please pay the courier ${formatPaise(order.totalPaise)} in cash when it arrives.`
    : `Order ${number} is paid and we are getting it ready.`;
  return {
    subject: `Your ${shopName} order ${number} is confirmed`,
    preview: standing,
    blocks: [
      { kind: 'heading', text: `Thank you for your order, ${order.firstName}!` },
      { kind: 'paragraph', text: standing },
      {
        kind: 'lines',
        lines: lines.map((line) => ({
          name: line.name,
          detail: `(${line.size}) × ${line.quantity} at ${formatPaise(line.unitPricePaise)}`,
          total: formatPaise(line.unitPricePaise * line.quantity),
        })),
        totals,
      },
      ...(order.paymentReference ? [{ kind: 'note' as const, text: `Payment reference: ${order.paymentReference}` }] : []),
      ...(invoice ? [{ kind: 'note' as const, text: `Your GST tax invoice ${invoice.number} is attached.` }] : []),
      { kind: 'paragraph', text: 'Delivering to' },
      { kind: 'lines-of-text', text: [`${order.firstName} ${order.lastName}`.trim(), address, order.phone].join('\n') },
      { kind: 'button', label: 'View your order', url: orderUrl },
      { kind: 'link', text: 'Or track it with your order number and this e-mail address', url: trackUrl },
      {
        kind: 'note',
        text: 'We deliver in 2-3 business days (not on weekends or holidays). You may return an item within 5 days of receiving it.',
      },
    ],
  };
}
