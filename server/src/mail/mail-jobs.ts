import type { EntityManager } from 'typeorm';
import { approvalWait, RETURN_APPROVAL_DAYS } from '@common/returns.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import { OrderLineEntity } from '../orders/order-line.entity.js';
import { OrderEntity } from '../orders/order.entity.js';
import type { MailService } from './mail.service.js';
import { readMailSettings } from '../settings/mail-settings.js';
import { reviewRequestIsDue, STALE_AFTER_DAYS } from './review-request-timing.js';
import { OWNER_LOW_STOCK, ownerLowStockMail, type LowStockSize } from './templates/owner-low-stock.js';
import { OWNER_RETURN_WAITING, ownerReturnWaitingMail } from './templates/owner-return-request.js';
import { REVIEW_REQUEST, reviewRequestMail } from './templates/review-request.js';
import { jobType } from '../kernel/job-queue.js';

/** The scheduled checks below, one job type each: a slow one delays neither the others nor any e-mail. */
const SCHEDULED = { retryLimit: 0, expireInSeconds: 10 * 60 } as const;
export const LOW_STOCK_MAIL = jobType<object>('mail.low-stock', () => 'low-stock e-mail to the owner', SCHEDULED);
export const REVIEW_REQUESTS = jobType<object>('mail.review-requests', () => 'review requests for delivered orders', SCHEDULED);
export const RETURN_REMINDERS = jobType<object>('mail.return-reminders', () => 'reminders of unanswered return requests', SCHEDULED);

export interface MailJobsReport {
  /** Low-stock sizes mailed to the owner (0 when switched off). */
  lowStockSizes: number;
  /** Review requests queued. */
  reviewRequests: number;
  /** Return requests the owner was reminded of (0 when switched off). */
  returnReminders: number;
}

/**
 * The e-mails nothing a shopper or the owner does sends at once, queued by scheduled jobs
 * (LOW_STOCK_MAIL, REVIEW_REQUESTS, RETURN_REMINDERS; each run once across processes), each
 * message then sent by its own job:
 * - low stock: the sizes the products trigger recorded falling below the mark since the last pass,
 *   in one e-mail to the owner (or marked done unsent when the owner switched it off);
 * - review requests: delivered orders whose request is due (review-request-timing.ts), not refunded,
 *   not yet reviewed, once per order (the outbox's kind and order are unique);
 * - return reminders: each return request still unanswered after the 2 days the policy promises,
 *   once per request (marked reminded, unsent when the owner switched it off, as low stock is).
 * `now` is the pass's clock, which tests set.
 */
export class MailJobs {
  constructor(
    private readonly deps: Pick<ShopServiceDeps, 'dataSource' | 'publicUrl'>,
    private readonly mail: MailService,
  ) {}

  /** All three checks, one after another (tests; the scheduled jobs run each on its own). */
  async run(now: Date = new Date()): Promise<MailJobsReport> {
    return {
      lowStockSizes: await this.lowStock(),
      reviewRequests: await this.reviewRequests(now),
      returnReminders: await this.returnReminders(now),
    };
  }

  /** Low-stock sizes since the last check, in one e-mail to the owner. */
  lowStock(): Promise<number> {
    return this.deps.dataSource.transaction(async (manager) => {
      const rows: Array<{ id: string; product_id: string; product_name: string; size_label: string; stock: number }> = await manager.query(
        `SELECT id, product_id, product_name, size_label, stock FROM low_stock_alerts
          WHERE mailed_at IS NULL ORDER BY id LIMIT 200 FOR UPDATE SKIP LOCKED`,
      );
      if (rows.length === 0) return 0;
      // A size that fell twice since the last pass is listed once, with its latest stock.
      const sizes = new Map<string, LowStockSize>();
      for (const row of rows)
        sizes.set(`${row.product_id}\u0000${row.size_label}`, {
          productId: row.product_id,
          productName: row.product_name,
          sizeLabel: row.size_label,
          stock: row.stock,
        });
      const sent = await this.mail.enqueueForOwner(
        manager,
        'ownerLowStock',
        OWNER_LOW_STOCK,
        ownerLowStockMail([...sizes.values()], this.deps.publicUrl),
      );
      await manager.query(`UPDATE low_stock_alerts SET mailed_at = now() WHERE id = ANY ($1::bigint[])`, [rows.map((row) => row.id)]);
      return sent ? sizes.size : 0;
    });
  }

  /** Review requests that are due. */
  async reviewRequests(now: Date = new Date()): Promise<number> {
    const { manager } = this.deps.dataSource;
    const settings = await readMailSettings(manager);
    if (!settings.reviewRequests) return 0;
    const days = settings.reviewRequestDelayDays;
    // A generous window by the clock; the exact moment in India's calendar is decided below.
    const candidates: Array<{ id: string; delivered_at: Date }> = await manager.query(
      `SELECT o.id, o.delivered_at FROM orders o
        WHERE o.status = 'Delivered' AND o.payment_status = 'PAID' AND NOT o.refund_due
          AND o.delivered_at <= $1::timestamptz - make_interval(days => $2::int - 1)
          AND o.delivered_at > $1::timestamptz - make_interval(days => $2::int + $3::int + 1)
          AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.order_id = o.id)
          AND NOT EXISTS (SELECT 1 FROM reviews v WHERE v.order_id = o.id)
          AND NOT EXISTS (SELECT 1 FROM mail_outbox m WHERE m.order_id = o.id AND m.kind = $4)
        ORDER BY o.delivered_at LIMIT 200`,
      [now.toISOString(), days, STALE_AFTER_DAYS, REVIEW_REQUEST],
    );
    let queued = 0;
    for (const candidate of candidates) {
      if (!reviewRequestIsDue(new Date(candidate.delivered_at), days, now)) continue;
      if (await this.deps.dataSource.transaction((tx) => this.requestReview(tx, candidate.id))) queued += 1;
    }
    return queued;
  }

  private async requestReview(manager: EntityManager, orderId: string): Promise<boolean> {
    const order = await manager.findOne(OrderEntity, { where: { id: orderId }, relations: { lines: true } });
    if (!order || order.status !== 'Delivered') return false;
    const products = [
      ...new Map([...order.lines].sort((a, b) => a.position - b.position).map((line) => [line.productId, line])).values(),
    ].map((line) => ({ productId: line.productId, name: line.name }));
    const content = reviewRequestMail(order, products, this.deps.publicUrl);
    return this.mail.enqueueForOrder(manager, REVIEW_REQUEST, order, await this.mail.render(manager, content));
  }

  /** Reminders of return requests left unanswered too long. */
  returnReminders(now: Date = new Date()): Promise<number> {
    return this.deps.dataSource.transaction(async (manager) => {
      const waiting: Array<{ id: string; order_id: string; reason: string; note: string; created_at: Date }> = await manager.query(
        `SELECT id, order_id, reason, note, created_at FROM return_requests
          WHERE status = 'REQUESTED' AND owner_reminded_at IS NULL
            AND created_at < $1::timestamptz - make_interval(days => $2::int)
          ORDER BY created_at LIMIT 200 FOR UPDATE SKIP LOCKED`,
        [now.toISOString(), RETURN_APPROVAL_DAYS],
      );
      let sent = 0;
      for (const request of waiting) {
        const order = await manager.findOneByOrFail(OrderEntity, { id: request.order_id });
        const lines = await manager.find(OrderLineEntity, { where: { orderId: order.id } });
        const asked: Array<{ order_line_id: number; quantity: number }> = await manager.query(
          'SELECT order_line_id, quantity FROM return_request_lines WHERE return_id = $1 ORDER BY order_line_id',
          [request.id],
        );
        const summary = {
          reason: request.reason,
          note: request.note,
          lines: asked.map((line) => {
            const bought = lines.find((candidate) => candidate.id === line.order_line_id);
            return { name: bought?.name ?? 'Item', size: bought?.size ?? '', quantity: line.quantity };
          }),
        };
        const days = approvalWait(new Date(request.created_at), now).days;
        const content = ownerReturnWaitingMail(order, summary, days, this.deps.publicUrl);
        if (await this.mail.enqueueForOwner(manager, 'ownerReturnWaiting', OWNER_RETURN_WAITING, content)) sent += 1;
      }
      if (waiting.length) {
        await manager.query('UPDATE return_requests SET owner_reminded_at = $2 WHERE id = ANY ($1::uuid[])', [
          waiting.map((request) => request.id),
          now.toISOString(),
        ]);
      }
      return sent;
    });
  }
}
