import { formatPaise } from '@common/money.js';
import { formatOrderNumber } from '@common/order-status.js';
import { escapeHtml, type RenderedMail } from '../mail/mail.service.js';
import type { OrderEntity } from '../orders/order.entity.js';
import type { RefundEntity } from './refund.entity.js';

/** The e-mail that tells a customer their refund completed, in full or in part. */
export function renderRefundNotice(order: OrderEntity, refund: RefundEntity, full: boolean): RenderedMail {
  const number = formatOrderNumber(order.orderNumber);
  const amount = formatPaise(refund.amountPaise);
  const subject = `Refund of ${amount} for order ${number}`;
  const lead = full ? `We have refunded your order ${number} in full.` : `We have refunded part of your order ${number}.`;
  const text = [
    `Dear ${order.firstName},`,
    '',
    lead,
    `Amount: ${amount}`,
    `Reason: ${refund.reason}`,
    '',
    'The money goes back to your original payment method; it reaches you within 10 business days.',
    '',
    'Herbal Roots',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;background:#f5f1e6;font-family:Arial,Helvetica,sans-serif;color:#1f2d22;">
<div style="max-width:560px;margin:0 auto;padding:24px 16px;">
  <p>Dear ${escapeHtml(order.firstName)},</p>
  <p>${escapeHtml(lead)}</p>
  <p><strong>Amount:</strong> ${escapeHtml(amount)}<br><strong>Reason:</strong> ${escapeHtml(refund.reason)}</p>
  <p style="font-size:13px;color:#4d5a4f;">The money goes back to your original payment method; it reaches you within 10 business days.</p>
  <p>Herbal Roots</p>
</div>
</body></html>`;
  return { subject, text, html };
}
