import nodemailer, { type Transporter } from 'nodemailer';
import type { EntityManager } from 'typeorm';
import { formatPaise } from '@common/money.js';
import { formatOrderNumber } from '@common/order-status.js';
import { joinAddress } from '@common/shipping-form.js';
import { OrderLineEntity } from '../orders/order-line.entity.js';
import type { OrderEntity } from '../orders/order.entity.js';
import type { OutboxStatus } from './outbox-message.entity.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import type { TaxDocumentEntity } from '../invoicing/tax-document.entity.js';
import { taxDocumentFileById, type TaxDocumentFile } from '../invoicing/tax-document-file.js';
import { readShopDetails } from '../back-office/shop-details.js';
import { renderMail } from './templates/mail-layout.js';
import { ORDER_DELIVERED, orderDeliveredMail } from './templates/order-delivered.js';

/**
 * The shop's e-mail: messages are written to an outbox in the same transaction as the change that
 * owes them, then delivered by SMTP when SMTP_URL is set, otherwise marked 'logged' and written to
 * the log. A failed delivery stays queued and is retried by the reconciler.
 */
export const ORDER_CONFIRMATION = 'order-confirmation';

const MAX_ATTEMPTS = 5;
const BATCH_SIZE = 20;
/** A claimed message not finished after this long is assumed abandoned (process died) and retried. */
const CLAIM_TIMEOUT = '5 minutes';

export interface DeliveryReport {
  sent: number;
  logged: number;
  failed: number;
}

interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
  attachment_document_id: string | null;
}

export class MailService {
  private transport: Transporter | null = null;
  private delivering: Promise<DeliveryReport> | null = null;
  private deliverAgain = false;

  constructor(private readonly deps: ShopServiceDeps) {}

  /**
   * Owes the customer their invoice, once per order however often payment is confirmed. Runs in
   * the caller's transaction (the one that marks the order paid). Returns whether a message was queued.
   */
  async enqueueOrderConfirmation(manager: EntityManager, order: OrderEntity, invoice: TaxDocumentEntity | null = null): Promise<boolean> {
    const lines = order.lines?.length
      ? [...order.lines].sort((a, b) => a.position - b.position)
      : await manager.find(OrderLineEntity, { where: { orderId: order.id }, order: { position: 'ASC' } });
    return this.enqueueForOrder(
      manager,
      ORDER_CONFIRMATION,
      order,
      renderOrderConfirmation(order, lines, this.deps.publicUrl, invoice),
      invoice?.id ?? null,
    );
  }

  /** Tells the shopper the order arrived and until when a return can be asked; once per order, in the caller's transaction. */
  async enqueueOrderDelivered(manager: EntityManager, order: OrderEntity, deliveredAt: Date): Promise<boolean> {
    const lines = await manager.find(OrderLineEntity, { where: { orderId: order.id }, order: { position: 'ASC' } });
    const content = orderDeliveredMail(order, lines, deliveredAt, this.deps.publicUrl);
    return this.enqueueForOrder(manager, ORDER_DELIVERED, order, await renderMail(content, await readShopDetails(manager)));
  }

  /**
   * Owes the order's customer `message`, once per kind and order however often it is asked for
   * (e.g. a refund's notice), in the caller's transaction. Returns whether a message was queued.
   */
  async enqueueForOrder(
    manager: EntityManager,
    kind: string,
    order: Pick<OrderEntity, 'id' | 'email'>,
    message: RenderedMail,
    attachmentDocumentId: string | null = null,
  ): Promise<boolean> {
    const rows: Array<{ id: string }> = await manager.query(
      `INSERT INTO mail_outbox (kind, order_id, to_address, subject, text_body, html_body, attachment_document_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (kind, order_id) DO NOTHING
       RETURNING id`,
      [kind, order.id, order.email, message.subject, message.text, message.html, attachmentDocumentId],
    );
    return rows.length > 0;
  }

  /** Owes `to` one message not tied to an order (e.g. the owner's contact-form notice), in the caller's transaction. */
  async enqueue(manager: EntityManager, kind: string, to: string, message: RenderedMail): Promise<void> {
    await manager.query(`INSERT INTO mail_outbox (kind, to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4, $5)`, [
      kind,
      to,
      message.subject,
      message.text,
      message.html,
    ]);
  }

  /**
   * Sends what is queued. Called right after a transaction that queued mail (without awaiting, so
   * a slow SMTP server never holds up a shopper) and by every reconciliation pass for retries.
   */
  deliverPending(): Promise<DeliveryReport> {
    // One run at a time in this process; rows are claimed in the database against other processes.
    // A call during a run may have queued mail that run's claim missed: the run goes round again.
    if (this.delivering) {
      this.deliverAgain = true;
      return this.delivering;
    }
    this.delivering = (async () => {
      const total: DeliveryReport = { sent: 0, logged: 0, failed: 0 };
      do {
        this.deliverAgain = false;
        const report = await this.deliverBatch();
        total.sent += report.sent;
        total.logged += report.logged;
        total.failed += report.failed;
      } while (this.deliverAgain);
      return total;
    })().finally(() => {
      this.delivering = null;
    });
    return this.delivering;
  }

  private async deliverBatch(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, logged: 0, failed: 0 };
    const { dataSource, env, logger } = this.deps;
    // While a row is still 'queued', sent_at holds when it was claimed: a claim older than the
    // timeout belongs to a process that died mid-send and may be taken again.
    const claimed: OutboxRow[] = await dataSource.query(
      `WITH claimed AS (
         UPDATE mail_outbox SET attempts = attempts + 1, sent_at = now()
          WHERE id IN (
            SELECT id FROM mail_outbox
             WHERE status = 'queued' AND (sent_at IS NULL OR sent_at < now() - interval '${CLAIM_TIMEOUT}')
             ORDER BY created_at
             LIMIT $1
             FOR UPDATE SKIP LOCKED)
          RETURNING id, to_address, subject, text_body, html_body, attempts, attachment_document_id
       ) SELECT * FROM claimed`,
      [BATCH_SIZE],
    );
    for (const row of claimed) {
      if (!env.SMTP_URL) {
        logger.info('e-mail (no SMTP_URL configured, kept in the outbox)', {
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          attachmentDocumentId: row.attachment_document_id,
        });
        await this.mark(row.id, 'logged', null);
        report.logged += 1;
        continue;
      }
      try {
        this.transport ??= nodemailer.createTransport(env.SMTP_URL);
        await this.transport.sendMail({
          from: env.MAIL_FROM,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          attachments: (await this.attachmentsOf(row)).map((file) => ({ ...file, contentType: 'application/pdf' })),
        });
        await this.mark(row.id, 'sent', null);
        report.sent += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const giveUp = row.attempts >= MAX_ATTEMPTS;
        logger.warn('e-mail delivery failed', { to: row.to_address, attempts: row.attempts, giveUp, error: reason });
        await dataSource.query(`UPDATE mail_outbox SET status = $2, last_error = $3 WHERE id = $1`, [
          row.id,
          giveUp ? 'failed' : 'queued',
          reason.slice(0, 500),
        ]);
        report.failed += 1;
      }
    }
    return report;
  }

  /** The PDF a queued message carries, drawn now from its stored document. */
  async attachmentsOf(row: Pick<OutboxRow, 'attachment_document_id'>): Promise<TaxDocumentFile[]> {
    if (!row.attachment_document_id) return [];
    const file = await taxDocumentFileById(this.deps.dataSource.manager, row.attachment_document_id);
    return file ? [file] : [];
  }

  private async mark(id: string, status: OutboxStatus, error: string | null) {
    await this.deps.dataSource.query(`UPDATE mail_outbox SET status = $2, last_error = $3, sent_at = now() WHERE id = $1`, [
      id,
      status,
      error,
    ]);
  }
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

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
  const totals: Array<[string, string]> = [
    ['Subtotal', formatPaise(order.subtotalPaise)],
    ['Shipping', order.shippingPaise === 0 ? 'Free' : formatPaise(order.shippingPaise)],
    ...(invoice
      ? [['GST included in the total', formatPaise(invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise)] as [string, string]]
      : []),
    ['Total paid', formatPaise(order.totalPaise)],
  ];
  const invoiceNote = invoice ? `Your GST tax invoice ${invoice.number} is attached.` : null;
  const subject = `Your Herbal Roots order ${number} is confirmed`;

  const text = [
    `Thank you for your order, ${order.firstName}!`,
    '',
    `Order ${number} is paid and we are getting it ready.`,
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
  <p style="margin:0 0 16px;">Order <strong>${escapeHtml(number)}</strong> is paid and we are getting it ready.</p>
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

/** Text made safe inside an e-mail's HTML body or attribute (every mail the shop renders uses this). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
