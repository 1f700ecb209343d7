import { formatPaise } from '@common/money.js';
import { formatOrderNumber } from '@common/order-status.js';
import { joinAddress } from '@common/shipping-form.js';
import type { OrderLineEntity } from '../../orders/order-line.entity.js';
import type { OrderEntity } from '../../orders/order.entity.js';
import type { TaxDocumentEntity } from '../../invoicing/tax-document.entity.js';
import { escapeHtml, type RenderedMail } from '../mail.service.js';

/** The invoice: a readable text part and a simple HTML part with the same content. */
export function renderOrderConfirmation(
  order: OrderEntity,
  lines: readonly OrderLineEntity[],
  publicUrl: string,
  invoice: Pick<TaxDocumentEntity, 'number' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'> | null = null,
): RenderedMail {
  const number = formatOrderNumber(order.orderNumber);
  const link = `${publicUrl.replace(/\/+$/, '')}/order-summary/${order.id}`;
  // Tracking needs only the number and this e-mail address, so it works from any device.
  const trackLink = `${publicUrl.replace(/\/+$/, '')}/track-order?order=${encodeURIComponent(number)}`;
  const name = `${order.firstName} ${order.lastName}`.trim();
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
  const invoiceNote = invoice ? `Your GST tax invoice ${invoice.number} is attached.` : null;
  const subject = `Your Herbal Roots order ${number} is confirmed`;

  const text = [
    `Thank you for your order, ${order.firstName}!`,
    '',
    standing,
    '',
    'Items',
    ...lines.map(
      (line) =>
        `  ${line.name} (${line.size}) × ${line.quantity} at ${formatPaise(line.unitPricePaise)} = ${formatPaise(line.unitPricePaise * line.quantity)}`,
    ),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    ...(order.paymentReference ? [`Payment reference: ${order.paymentReference}`] : []),
    ...(invoiceNote ? [invoiceNote] : []),
    '',
    'Delivering to',
    `  ${name}`,
    `  ${address}`,
    `  ${order.phone}`,
    '',
    `See your order at any time: ${link}`,
    `Or track it with your order number and this e-mail address: ${trackLink}`,
    '',
    'We deliver in 2-3 business days (not on weekends or holidays). You may return an item within 5 days of receiving it.',
    '',
    'Herbal Roots',
  ].join('\n');

  const cell = 'padding:6px 8px;border-bottom:1px solid #e4e9df;';
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;background:#f5f1e6;font-family:Arial,Helvetica,sans-serif;color:#1f2d22;">
<div style="max-width:560px;margin:0 auto;padding:24px 16px;">
  <h1 style="font-size:22px;color:#24502f;margin:0 0 8px;">Thank you for your order, ${escapeHtml(order.firstName)}!</h1>
  <p style="margin:0 0 16px;">${escapeHtml(standing)}</p>
  <table role="presentation" style="width:100%;border-collapse:collapse;background:#fffdf8;font-size:14px;">
    <thead><tr>
      <th style="${cell}text-align:left;">Item</th><th style="${cell}text-align:right;">Qty</th>
      <th style="${cell}text-align:right;">Price</th><th style="${cell}text-align:right;">Total</th>
    </tr></thead>
    <tbody>
${lines
  .map(
    (line) => `      <tr><td style="${cell}">${escapeHtml(line.name)} <span style="color:#4d5a4f;">(${escapeHtml(line.size)})</span></td>
        <td style="${cell}text-align:right;">${line.quantity}</td>
        <td style="${cell}text-align:right;">${escapeHtml(formatPaise(line.unitPricePaise))}</td>
        <td style="${cell}text-align:right;">${escapeHtml(formatPaise(line.unitPricePaise * line.quantity))}</td></tr>`,
  )
  .join('\n')}
    </tbody>
    <tfoot>
${totals
  .map(
    ([label, value], index) =>
      `      <tr><td colspan="3" style="${cell}text-align:right;${index === totals.length - 1 ? 'font-weight:bold;' : ''}">${escapeHtml(label)}</td><td style="${cell}text-align:right;${index === totals.length - 1 ? 'font-weight:bold;' : ''}">${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
    </tfoot>
  </table>
  ${order.paymentReference ? `<p style="font-size:13px;color:#4d5a4f;">Payment reference: ${escapeHtml(order.paymentReference)}</p>` : ''}
  ${invoiceNote ? `<p style="font-size:13px;color:#4d5a4f;">${escapeHtml(invoiceNote)}</p>` : ''}
  <h2 style="font-size:16px;color:#24502f;margin:20px 0 4px;">Delivering to</h2>
  <p style="margin:0;">${escapeHtml(name)}<br>${escapeHtml(address)}<br>${escapeHtml(order.phone)}</p>
  <p style="margin:24px 0;"><a href="${escapeHtml(link)}" style="background:#2f6b3a;color:#ffffff;padding:10px 16px;border-radius:8px;text-decoration:none;">View your order</a></p>
  <p style="font-size:13px;color:#4d5a4f;">Or <a href="${escapeHtml(trackLink)}" style="color:#24502f;">track your order</a> with its number and this e-mail address.</p>
  <p style="font-size:13px;color:#4d5a4f;">We deliver in 2-3 business days (not on weekends or holidays). You may return an item within 5 days of receiving it.</p>
  <p style="font-size:13px;color:#4d5a4f;">Herbal Roots</p>
</div>
</body></html>`;
  return { subject, text, html };
}
