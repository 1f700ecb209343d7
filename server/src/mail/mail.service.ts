import nodemailer, { type Transporter } from 'nodemailer';
import type { EntityManager } from 'typeorm';
import type { OrderEntity } from '../orders/order.entity.js';
import { MoneyBreakdownService, type OrderMoneyBreakdown } from '../invoicing/money-breakdown.service.js';
import type { OutboxStatus } from './outbox-message.entity.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import type { TaxDocumentEntity } from '../invoicing/tax-document.entity.js';
import { taxDocumentFileById, type TaxDocumentFile } from '../invoicing/tax-document-file.js';
import { readShopDetails, type ShopDetails } from '../settings/shop-details.js';
import { renderMail, type MailContent, type RenderedMail } from './templates/mail-layout.js';

export type { RenderedMail } from './templates/mail-layout.js';
import { ORDER_DELIVERED, orderDeliveredMail } from './templates/order-delivered.js';
import { orderConfirmationMail } from './templates/order-confirmation.js';
import { OWNER_NEW_ORDER, ownerNewOrderMail } from './templates/owner-new-order.js';
import { ORDER_CANCELLED, orderCancelledMail } from './templates/order-cancelled.js';
import { PAYMENT_FAILED, paymentFailedMail } from './templates/payment-failed.js';
import { SettingsService } from '../settings/settings.service.js';
import type { MailSwitch } from '@common/mail-settings.js';
import { readMailSettings } from '../settings/mail-settings.js';
import { jobType, type JobQueue } from '../kernel/job-queue.js';

/**
 * The shop's e-mail: messages are written to an outbox in the same transaction as the change that
 * owes them, then delivered by SMTP when SMTP_URL is set, otherwise marked 'logged' and written to
 * the log. Each message is its own job (SEND_MAIL, enqueued with the row), so a slow or hanging
 * SMTP server holds up that message only. A failed delivery stays queued and its job is enqueued
 * again after a back-off that doubles each time (next_attempt_at), until MAX_ATTEMPTS, when it is
 * marked 'failed' (and its job with it) for the owner to see and send again.
 */
export const ORDER_CONFIRMATION = 'order-confirmation';

const MAX_ATTEMPTS = 5;
/** The wait after the first failed send; each later failure waits twice as long (1, 2, 4, 8 minutes). */
export const RETRY_BASE_SECONDS = 60;
const BATCH_SIZE = 20;
/** A claimed message not finished after this long is assumed abandoned (process died) and retried. */
const CLAIM_TIMEOUT = '5 minutes';
/** An SMTP server that stops answering is given up on after this long (the job then waits its back-off). */
const SMTP_SOCKET_TIMEOUT_MS = 60_000;

/** Delivers one outbox message; its data names the message, its recipient and kind for the owner. */
export const SEND_MAIL = jobType<{ outboxId: string; to: string; kind: string }>('mail.send', (data) => `${data.kind} to ${data.to}`, {
  // Several at once: one message stuck on a slow server does not hold up the next. (Each is a
  // worker polling on its own, so not many more.)
  concurrency: 3,
  // The message's own schedule retries a refusal (a new job for each try, after its back-off); a
  // run lost with its process fails its job, for the owner to run again, and its claim runs out.
  retryLimit: 0,
  expireInSeconds: 6 * 60,
});

/** The outcome of one message's try. */
export type DeliveryOutcome = 'sent' | 'logged' | 'waiting' | 'failed';

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
  kind: string;
  unsubscribe_url: string | null;
}

export class MailService {
  private transport: Transporter | null = null;
  private delivering: Promise<DeliveryReport> | null = null;
  private deliverAgain = false;
  private readonly breakdowns: MoneyBreakdownService;

  constructor(
    private readonly deps: ShopServiceDeps,
    private readonly jobs: JobQueue,
  ) {
    this.breakdowns = new MoneyBreakdownService(deps);
  }

  /** The order's money as every e-mail states it: its breakdown, read in `manager`'s transaction. */
  moneyOf(manager: EntityManager, order: OrderEntity): Promise<OrderMoneyBreakdown> {
    return this.breakdowns.forOrder(order, manager);
  }

  /**
   * Owes the customer their invoice, once per order however often payment is confirmed. Runs in
   * the caller's transaction (the one that marks the order paid). Returns whether a message was queued.
   */
  async enqueueOrderConfirmation(manager: EntityManager, order: OrderEntity, invoice: TaxDocumentEntity | null = null): Promise<boolean> {
    const money = await this.moneyOf(manager, order);
    const shop = await readShopDetails(manager);
    const content = orderConfirmationMail(order, money, this.deps.publicUrl, invoice, shop.shopName);
    const queued = await this.enqueueForOrder(manager, ORDER_CONFIRMATION, order, await renderMail(content, shop), invoice?.id ?? null);
    // The owner hears of the paid order with the shopper, at the one address Settings names for owner
    // mail; once, as the confirmation is (its row belongs to the owner's inbox, not the order's).
    if (queued) await this.enqueueForOwner(manager, 'ownerNewOrder', OWNER_NEW_ORDER, ownerNewOrderMail(order, money, this.deps.publicUrl));
    return queued;
  }

  /** Tells the shopper the order arrived and until when a return can be asked; once per order, in the caller's transaction. */
  async enqueueOrderDelivered(manager: EntityManager, order: OrderEntity, deliveredAt: Date): Promise<boolean> {
    const content = orderDeliveredMail(order, await this.moneyOf(manager, order), deliveredAt, this.deps.publicUrl);
    return this.enqueueForOrder(manager, ORDER_DELIVERED, order, await this.render(manager, content));
  }

  /**
   * A cancelled order's e-mail, once per order, in the caller's transaction: a payment the provider
   * refused gets "payment failed" with a link to try again; any other cancellation (the shop's)
   * says so, and what happens to the money. (An order the shopper let lapse is cancelled quietly.)
   */
  async enqueueOrderCancelled(manager: EntityManager, order: OrderEntity, by: string): Promise<boolean> {
    const money = await this.moneyOf(manager, order);
    if (by === 'payment' && order.paymentStatus === 'FAILED') {
      const content = paymentFailedMail(order, money, this.deps.publicUrl);
      return this.enqueueForOrder(manager, PAYMENT_FAILED, order, await this.render(manager, content));
    }
    const paid = order.paymentStatus === 'PAID' || order.paymentStatus === 'PARTIALLY_REFUNDED';
    const content = orderCancelledMail(order, money, paid, this.deps.publicUrl);
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
    if (rows.length === 0) return false;
    await this.jobs.enqueue(SEND_MAIL, { outboxId: rows[0].id, to: order.email, kind }, { manager });
    return true;
  }

  /**
   * Owes `to` one message not tied to an order (e.g. the owner's contact-form notice), in the
   * caller's transaction. `unsubscribeUrl`, for mail the recipient asked for and may stop, goes out
   * as its List-Unsubscribe header too.
   */
  async enqueue(
    manager: EntityManager,
    kind: string,
    to: string,
    message: RenderedMail,
    options: { unsubscribeUrl?: string } = {},
  ): Promise<void> {
    const [row]: Array<{ id: string }> = await manager.query(
      `INSERT INTO mail_outbox (kind, to_address, subject, text_body, html_body, unsubscribe_url) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [kind, to, message.subject, message.text, message.html, options.unsubscribeUrl ?? null],
    );
    await this.jobs.enqueue(SEND_MAIL, { outboxId: row.id, to, kind }, { manager });
  }

  /**
   * One message's try, as its job runs it (or the owner's "send again"): nothing when it is sent,
   * claimed by another run, or not yet due. A message given up on fails its job too.
   */
  async deliverOne(outboxId: string): Promise<DeliveryOutcome | null> {
    const [row]: OutboxRow[] = await this.deps.dataSource.query(
      `WITH claimed AS (
         UPDATE mail_outbox SET attempts = attempts + 1, sent_at = now()
          WHERE id = $1 AND status = 'queued' AND (sent_at IS NULL OR sent_at < now() - interval '${CLAIM_TIMEOUT}')
            AND (next_attempt_at IS NULL OR next_attempt_at <= now())
          RETURNING id, to_address, subject, text_body, html_body, attempts, attachment_document_id, kind, unsubscribe_url
       ) SELECT * FROM claimed`,
      [outboxId],
    );
    if (!row) {
      const [current]: Array<{ status: string; last_error: string | null; attempts: number }> = await this.deps.dataSource.query(
        'SELECT status, last_error, attempts FROM mail_outbox WHERE id = $1',
        [outboxId],
      );
      if (current?.status === 'failed')
        throw new Error(`not delivered after ${current.attempts} tries: ${current.last_error ?? 'unknown error'}`);
      return null;
    }
    const outcome = await this.sendClaimed(row);
    if (outcome === 'failed') {
      const [failed]: Array<{ last_error: string | null }> = await this.deps.dataSource.query(
        'SELECT last_error FROM mail_outbox WHERE id = $1',
        [outboxId],
      );
      throw new Error(`not delivered after ${row.attempts} tries: ${failed?.last_error ?? 'unknown error'}`);
    }
    return outcome;
  }

  /** Every message still to send, as its job names it (start-up gives each one without a job its job). */
  async queuedMessages(): Promise<Array<{ outboxId: string; to: string; kind: string }>> {
    const rows: Array<{ id: string; to_address: string; kind: string }> = await this.deps.dataSource.query(
      `SELECT id, to_address, kind FROM mail_outbox WHERE status = 'queued' ORDER BY created_at`,
    );
    return rows.map((row) => ({ outboxId: row.id, to: row.to_address, kind: row.kind }));
  }

  /** Puts a message given up on back in the queue, due at once, for one more try (the owner's "run again"). */
  async requeue(outboxId: string): Promise<void> {
    await this.deps.dataSource.query(
      `UPDATE mail_outbox SET status = 'queued', next_attempt_at = NULL, sent_at = NULL, attempts = LEAST(attempts, $2 - 1)
        WHERE id = $1 AND status IN ('queued', 'failed')`,
      [outboxId, MAX_ATTEMPTS],
    );
  }

  /**
   * Sends every due message here and now, in one pass, without waiting for their jobs: for tests
   * and scripts (each message's job sends it in the background, and finds it sent).
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
    const { dataSource } = this.deps;
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
          RETURNING id, to_address, subject, text_body, html_body, attempts, attachment_document_id, kind, unsubscribe_url
       ) SELECT * FROM claimed`,
      [BATCH_SIZE],
    );
    for (const row of claimed) {
      const outcome = await this.sendClaimed(row);
      if (outcome === 'sent') report.sent += 1;
      else if (outcome === 'logged') report.logged += 1;
      else report.failed += 1;
    }
    return report;
  }

  /** Sends a claimed message; a refusal is written down and the message's job enqueued again after its back-off. */
  private async sendClaimed(row: OutboxRow): Promise<DeliveryOutcome> {
    const { dataSource, env, logger } = this.deps;
    if (!env.SMTP_URL) {
      logger.info('e-mail (no SMTP_URL configured, kept in the outbox)', {
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        attachmentDocumentId: row.attachment_document_id,
      });
      await this.mark(row.id, 'logged', null);
      return 'logged';
    }
    try {
      this.transport ??= nodemailer.createTransport({
        url: env.SMTP_URL,
        connectionTimeout: SMTP_SOCKET_TIMEOUT_MS,
        greetingTimeout: SMTP_SOCKET_TIMEOUT_MS,
        socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
      });
      await this.transport.sendMail({
        from: env.MAIL_FROM,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        attachments: (await this.attachmentsOf(row)).map((file) => ({ ...file, contentType: 'application/pdf' })),
        // The mail program's own Unsubscribe, one click that POSTs to the same address (RFC 8058).
        ...(row.unsubscribe_url
          ? { list: { unsubscribe: row.unsubscribe_url }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
          : {}),
      });
      await this.mark(row.id, 'sent', null);
      return 'sent';
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = row.attempts >= MAX_ATTEMPTS;
      logger.warn('e-mail delivery failed', { to: row.to_address, attempts: row.attempts, giveUp, error: reason });
      const waitSeconds = RETRY_BASE_SECONDS * 2 ** (row.attempts - 1);
      // Tried again after a back-off that doubles with each failure; sent_at is cleared so the
      // row is not mistaken for an abandoned claim.
      await dataSource.transaction(async (manager) => {
        await manager.query(
          `UPDATE mail_outbox SET status = $2, last_error = $3, sent_at = NULL,
                  next_attempt_at = CASE WHEN $2 = 'queued' THEN now() + make_interval(secs => $4::int) END
            WHERE id = $1`,
          [row.id, giveUp ? 'failed' : 'queued', reason.slice(0, 500), waitSeconds],
        );
        if (!giveUp)
          await this.jobs.enqueue(
            SEND_MAIL,
            { outboxId: row.id, to: row.to_address, kind: row.kind },
            { manager, startAfter: waitSeconds },
          );
      });
      return giveUp ? 'failed' : 'waiting';
    }
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
