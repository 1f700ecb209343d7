import nodemailer, { type Transporter } from 'nodemailer';
import type { EntityManager } from 'typeorm';
import { OrderLineEntity } from '../orders/order-line.entity.js';
import type { OrderEntity } from '../orders/order.entity.js';
import type { OutboxStatus } from './outbox-message.entity.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import type { TaxDocumentEntity } from '../invoicing/tax-document.entity.js';
import { taxDocumentFileById, type TaxDocumentFile } from '../invoicing/tax-document-file.js';
import { readShopDetails, type ShopDetails } from '../back-office/shop-details.js';
import { renderMail, type MailContent } from './templates/mail-layout.js';
import { ORDER_DELIVERED, orderDeliveredMail } from './templates/order-delivered.js';
import { orderConfirmationMail } from './templates/order-confirmation.js';
import { OWNER_NEW_ORDER, ownerNewOrderMail } from './templates/owner-new-order.js';
import { ORDER_CANCELLED, orderCancelledMail } from './templates/order-cancelled.js';
import { PAYMENT_FAILED, paymentFailedMail } from './templates/payment-failed.js';
import { SettingsService } from '../back-office/settings.service.js';
import type { MailSwitch } from '@common/mail-settings.js';
import { readMailSettings } from './mail-settings.js';

/**
 * The shop's e-mail: messages are written to an outbox in the same transaction as the change that
 * owes them, then delivered by SMTP when SMTP_URL is set, otherwise marked 'logged' and written to
 * the log. A failed delivery stays queued and is retried by the reconciler after a back-off that
 * doubles each time (next_attempt_at), until MAX_ATTEMPTS, when it is marked 'failed' for the owner
 * to see in Settings → E-mails and send again.
 */
export const ORDER_CONFIRMATION = 'order-confirmation';

const MAX_ATTEMPTS = 5;
/** The wait after the first failed send; each later failure waits twice as long (1, 2, 4, 8 minutes). */
export const RETRY_BASE_SECONDS = 60;
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
    const lines = await this.linesOf(manager, order);
    const shop = await readShopDetails(manager);
    const content = orderConfirmationMail(order, lines, this.deps.publicUrl, invoice, shop.shopName);
    const queued = await this.enqueueForOrder(manager, ORDER_CONFIRMATION, order, await renderMail(content, shop), invoice?.id ?? null);
    // The owner hears of the paid order with the shopper, at the one address Settings names for owner
    // mail; once, as the confirmation is (its row belongs to the owner's inbox, not the order's).
    if (queued) await this.enqueueForOwner(manager, 'ownerNewOrder', OWNER_NEW_ORDER, ownerNewOrderMail(order, lines, this.deps.publicUrl));
    return queued;
  }

  /** Tells the shopper the order arrived and until when a return can be asked; once per order, in the caller's transaction. */
  async enqueueOrderDelivered(manager: EntityManager, order: OrderEntity, deliveredAt: Date): Promise<boolean> {
    const lines = await this.linesOf(manager, order);
    const content = orderDeliveredMail(order, lines, deliveredAt, this.deps.publicUrl);
    return this.enqueueForOrder(manager, ORDER_DELIVERED, order, await this.render(manager, content));
  }

  /**
   * A cancelled order's e-mail, once per order, in the caller's transaction: a payment the provider
   * refused gets "payment failed" with a link to try again; any other cancellation (the shop's)
   * says so, and what happens to the money. (An order the shopper let lapse is cancelled quietly.)
   */
  async enqueueOrderCancelled(manager: EntityManager, order: OrderEntity, by: string): Promise<boolean> {
    const lines = await this.linesOf(manager, order);
    if (by === 'payment' && order.paymentStatus === 'FAILED') {
      const content = paymentFailedMail(order, lines, this.deps.publicUrl);
      return this.enqueueForOrder(manager, PAYMENT_FAILED, order, await this.render(manager, content));
    }
    const paid = order.paymentStatus === 'PAID' || order.paymentStatus === 'PARTIALLY_REFUNDED';
    const content = orderCancelledMail(order, lines, paid, this.deps.publicUrl);
    return this.enqueueForOrder(manager, ORDER_CANCELLED, order, await this.render(manager, content));
  }

  /**
   * Owes the owner `content` at the notification address in Settings, unless the owner switched
   * this kind off there; in the caller's transaction. Returns whether it was queued.
   */
  async enqueueForOwner(manager: EntityManager, kind: MailSwitch, outboxKind: string, content: MailContent): Promise<boolean> {
    if (!(await readMailSettings(manager))[kind]) return false;
    const owner = await new SettingsService(this.deps).contactNotificationAddress(manager);
    await this.enqueue(manager, outboxKind, owner, await this.render(manager, content));
    return true;
  }

  /** The shop's name and details as they are in `manager`'s transaction (for subjects and text that name the shop). */
  shopDetails(manager: EntityManager): Promise<ShopDetails> {
    return readShopDetails(manager);
  }

  /** A template's content as both parts, signed with the shop's details as they are in `manager`'s transaction. */
  async render(manager: EntityManager, content: MailContent): Promise<RenderedMail> {
    return renderMail(content, await readShopDetails(manager));
  }

  private async linesOf(manager: EntityManager, order: OrderEntity): Promise<OrderLineEntity[]> {
    return order.lines?.length
      ? [...order.lines].sort((a, b) => a.position - b.position)
      : manager.find(OrderLineEntity, { where: { orderId: order.id }, order: { position: 'ASC' } });
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
               AND (next_attempt_at IS NULL OR next_attempt_at <= now())
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
        // Tried again after a back-off that doubles with each failure; sent_at is cleared so the
        // row is not mistaken for an abandoned claim.
        await dataSource.query(
          `UPDATE mail_outbox SET status = $2, last_error = $3, sent_at = NULL,
                  next_attempt_at = CASE WHEN $2 = 'queued' THEN now() + make_interval(secs => $4::int * power(2, $5::int - 1)) END
            WHERE id = $1`,
          [row.id, giveUp ? 'failed' : 'queued', reason.slice(0, 500), RETRY_BASE_SECONDS, row.attempts],
        );
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

/** Text made safe inside an e-mail's HTML body or attribute (every mail the shop renders uses this). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
