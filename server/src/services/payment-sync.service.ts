import type { DataSource, EntityManager } from 'typeorm';
import { paymentFailureMessage } from '../../../common/payment-reasons.js';
import { OrderEntity } from '../entities/order.entity.js';
import { OrderStatusChangeEntity } from '../entities/order-status-change.entity.js';
import { PaymentEntity } from '../entities/payment.entity.js';
import type { PaymentWebhookEvent, ProviderOrderStatus } from '../payments/payment-provider.js';
import { notFound, ShopError } from './errors.js';
import type { MailService } from './mail.service.js';
import type { ShopServiceDeps } from './services.js';
import { releaseOrderStock } from './stock-reservation.js';

/**
 * Keeps orders in step with the payment provider (DESIGN.md §4). The provider's status call is
 * the only truth: the browser's return, the webhook and the spec's paymentCallback merely ask us
 * to look. Each look moves an order forward at most once, under its row lock, so duplicates and
 * out-of-order deliveries change nothing. Pending payments are re-checked in the background
 * until they are paid, fail or expire.
 */
export const RETURN_PATH = '/api/payments/phonepe/return';
export const PAYMENT_START_FAILED_REASON = 'The payment could not be started';
export const EXPIRED_REASON = 'expired';

/** Arbitrary but fixed: the Postgres advisory lock that lets one process reconcile at a time. */
const RECONCILE_LOCK_KEY = 740_317_001;
const RECONCILE_BATCH = 50;
/** Give a shopper this long on the pay page before the background pass starts asking about them. */
const RECONCILE_AFTER = '1 minute';
/**
 * An order with no payment row this old was committed by a process that died (or lost the
 * provider) before it could start the payment: nobody holds a pay link, so its stock goes back.
 * Longer than startPayment can take with the default PHONEPE_TIMEOUT_MS (a token and a pay call,
 * each retried once: 40 s at most), so an order another process is still setting up is not
 * closed; were it closed anyway, money paid for it later is flagged for refund, never lost.
 */
export const PAYMENT_START_GRACE_MS = 2 * 60_000;
/** The first reconciliation pass after start-up, to clean up after a crash. */
const FIRST_PASS_AFTER_MS = 2_000;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

export const PAYMENT_SUCCESS_MESSAGE = 'Payment successful! Invoice sent to your email.';
export const PAYMENT_PENDING_MESSAGE = 'We are still waiting for the payment provider to confirm your payment.';
export const REFUND_DUE_MESSAGE = 'Your payment arrived after this order was closed. We will refund it to your original payment method.';

/** What the shopper is told about an order's payment after we asked the provider. */
export function paymentConfirmationMessage(order: Pick<OrderEntity, 'paymentStatus' | 'refundDue' | 'paymentFailureReason'>): string {
  if (order.paymentStatus === 'PAID') return PAYMENT_SUCCESS_MESSAGE;
  if (order.refundDue) return REFUND_DUE_MESSAGE;
  if (order.paymentStatus === 'FAILED') return paymentFailureMessage(order.paymentFailureReason);
  return PAYMENT_PENDING_MESSAGE;
}

/** An order with its lines in order, in one query (findOne with a relation would take two). */
export function loadOrderWithLines(dataSource: DataSource, id: string): Promise<OrderEntity | null> {
  return dataSource
    .getRepository(OrderEntity)
    .createQueryBuilder('o')
    .leftJoinAndSelect('o.lines', 'line')
    .where('o.id = :id', { id })
    .orderBy('line.position', 'ASC')
    .getOne();
}

export type PaymentDecision =
  | { kind: 'none' }
  | { kind: 'not-started' }
  | { kind: 'paid' }
  | { kind: 'failed'; reason: string }
  | { kind: 'expired' }
  | { kind: 'refund-due' }
  | { kind: 'amount-mismatch' };

type OrderPaymentView = Pick<OrderEntity, 'paymentStatus' | 'status' | 'stockReserved' | 'refundDue' | 'totalPaise' | 'paymentExpiresAt'> &
  Partial<Pick<OrderEntity, 'createdAt'>>;

/**
 * The one rule for what a provider status means for an order. Pure, so every case is tested
 * without a database. `provider` is null when no payment was ever created at the provider.
 */
export function decidePayment(order: OrderPaymentView, provider: ProviderOrderStatus | null, now: Date): PaymentDecision {
  if (order.paymentStatus === 'PAID') return { kind: 'none' };
  if (
    provider === null &&
    order.paymentStatus === 'PENDING' &&
    order.createdAt &&
    order.createdAt.getTime() <= now.getTime() - PAYMENT_START_GRACE_MS
  ) {
    return { kind: 'not-started' };
  }
  if (provider?.state === 'COMPLETED') {
    if (provider.amountPaise !== order.totalPaise) return { kind: 'amount-mismatch' };
    // Money for an order that no longer holds its stock is never turned into a paid order.
    if (order.paymentStatus === 'PENDING' && order.status !== 'Cancelled' && order.stockReserved) return { kind: 'paid' };
    return order.refundDue ? { kind: 'none' } : { kind: 'refund-due' };
  }
  if (order.paymentStatus !== 'PENDING') return { kind: 'none' };
  if (provider?.state === 'FAILED') return { kind: 'failed', reason: provider.reason?.trim() || 'failed' };
  if (order.paymentExpiresAt && order.paymentExpiresAt.getTime() <= now.getTime()) return { kind: 'expired' };
  return { kind: 'none' };
}

export interface ReconcileReport {
  checked: number;
  paid: number;
  failed: number;
  errors: number;
}

export class PaymentSyncService {
  private timer: NodeJS.Timeout | null = null;
  private firstPass: NodeJS.Timeout | null = null;
  private running: Promise<ReconcileReport | null> | null = null;

  constructor(
    private readonly deps: ShopServiceDeps,
    private readonly mail: MailService,
  ) {}

  /**
   * Opens the payment at the provider for a freshly committed order and returns the pay link.
   * When the provider cannot be reached the order is closed at once (failed, stock released,
   * idempotency key freed so the shopper's retry starts afresh) and PAYMENT_PROVIDER_ERROR is thrown.
   */
  async startPayment(order: OrderEntity): Promise<string> {
    const { dataSource, paymentProvider, publicUrl, logger } = this.deps;
    const expiresAt = order.paymentExpiresAt?.getTime() ?? Date.now() + this.deps.env.PAYMENT_EXPIRY_MINUTES * 60_000;
    let created;
    try {
      created = await paymentProvider.createPayment({
        merchantOrderId: order.id,
        amountPaise: order.totalPaise,
        redirectUrl: `${publicUrl.replace(/\/+$/, '')}${RETURN_PATH}?merchantOrderId=${encodeURIComponent(order.id)}`,
        expireAfterSeconds: Math.max(1, Math.round((expiresAt - Date.now()) / 1000)),
      });
    } catch (error) {
      logger.error('could not start the payment; closing the order', { orderId: order.id, error: describe(error) });
      await this.closeUnstartedOrder(order.id);
      throw error instanceof ShopError && error.code === 'PAYMENT_PROVIDER_ERROR'
        ? error
        : new ShopError('PAYMENT_PROVIDER_ERROR', 'The payment service is not responding. Please try again.');
    }
    const inserted: Array<{ payment_link: string }> = await dataSource.query(
      `INSERT INTO payments (order_id, provider, merchant_order_id, provider_order_id, amount_paise, payment_link)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (merchant_order_id) DO NOTHING
       RETURNING payment_link`,
      [order.id, paymentProvider.name, order.id, created.providerOrderId, order.totalPaise, created.paymentLink],
    );
    // Called once per new order; should a second call ever race it, the first stored link wins.
    return inserted[0]?.payment_link ?? (await this.paymentLinkFor(order.id)) ?? created.paymentLink;
  }

  /** The pay link of an order whose payment was started, or null. */
  async paymentLinkFor(orderId: string): Promise<string | null> {
    const payment = await this.deps.dataSource.getRepository(PaymentEntity).findOne({ where: { orderId } });
    return payment?.paymentLink ?? null;
  }

  /**
   * Asks the provider about the order and records the answer; returns the order as it now is.
   * Safe to call any number of times, from anywhere, concurrently.
   */
  async synchronise(orderId: string): Promise<OrderEntity> {
    const { dataSource, paymentProvider } = this.deps;
    if (!isUuid(orderId)) throw notFound('Order not found');
    const orders = dataSource.getRepository(OrderEntity);
    const before = await orders.findOne({ where: { id: orderId } });
    if (!before) throw notFound('Order not found');
    if (before.paymentStatus === 'PAID') return this.reload(orderId);

    const payment = await dataSource.getRepository(PaymentEntity).findOne({ where: { orderId } });
    // A provider's COMPLETED or FAILED is final; once acted on there is nothing more to ask.
    if (payment && payment.state !== 'PENDING' && (before.paymentStatus !== 'PENDING' || before.refundDue)) return this.reload(orderId);

    // The network call happens before the transaction, so no row lock waits on the provider.
    const status = payment ? await paymentProvider.getOrderStatus(orderId) : null;

    let mailQueued = false as boolean;
    await dataSource.transaction(async (manager) => {
      const order = await manager.findOne(OrderEntity, { where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
      if (!order) return;
      if (payment && status) {
        await manager.update(PaymentEntity, { id: payment.id }, {
          state: status.state,
          transactionId: status.transactionId ?? payment.transactionId,
          errorCode: status.errorCode ?? null,
          lastCheckedAt: new Date(),
        });
      }
      mailQueued = await this.apply(manager, order, status);
    });
    if (mailQueued) this.deliverMailSoon();
    return this.reload(orderId);
  }

  /** Parses and authenticates a webhook; null when it must be refused. */
  verifyWebhook(authorizationHeader: string | undefined, rawBody: Buffer | string): PaymentWebhookEvent | null {
    return this.deps.paymentProvider.verifyWebhook(authorizationHeader, rawBody);
  }

  /** An authenticated webhook is only a hint to look; unknown orders are acknowledged and ignored. */
  async handleWebhook(event: PaymentWebhookEvent): Promise<OrderEntity | null> {
    try {
      return await this.synchronise(event.merchantOrderId);
    } catch (error) {
      if (error instanceof ShopError && error.code === 'NOT_FOUND') {
        this.deps.logger.warn('webhook for an order we do not know', { merchantOrderId: event.merchantOrderId, event: event.event });
        return null;
      }
      throw error;
    }
  }

  /** Re-checks pending payments that are due (oldest first), expiring the stale ones; retries mail. */
  async reconcilePending(limit = RECONCILE_BATCH): Promise<ReconcileReport> {
    const { dataSource, logger } = this.deps;
    const report: ReconcileReport = { checked: 0, paid: 0, failed: 0, errors: 0 };
    const due: Array<{ id: string }> = await dataSource.query(
      `SELECT id FROM orders
        WHERE payment_status = 'PENDING' AND refund_due = false
          AND (payment_expires_at <= now() OR created_at <= now() - interval '${RECONCILE_AFTER}')
        ORDER BY created_at ASC
        LIMIT $1`,
      [limit],
    );
    for (const { id } of due) {
      report.checked += 1;
      try {
        const order = await this.synchronise(id);
        if (order.paymentStatus === 'PAID') report.paid += 1;
        if (order.paymentStatus === 'FAILED') report.failed += 1;
      } catch (error) {
        report.errors += 1;
        logger.warn('reconciling a pending payment failed; will retry', { orderId: id, error: describe(error) });
      }
    }
    try {
      await this.mail.deliverPending();
    } catch (error) {
      logger.warn('retrying queued e-mail failed', { error: describe(error) });
    }
    if (report.checked > 0) logger.info('reconciled pending payments', { ...report });
    return report;
  }

  /**
   * Runs reconcilePending shortly after start-up (what a crash left behind is cleaned up at the
   * next start) and then every PAYMENT_RECONCILE_SECONDS (0 = never), in one process at a time.
   */
  startReconciling(): void {
    const seconds = this.deps.env.PAYMENT_RECONCILE_SECONDS;
    if (this.timer || seconds <= 0) return;
    this.firstPass = setTimeout(() => {
      this.firstPass = null;
      void this.reconcileOnce();
    }, Math.min(FIRST_PASS_AFTER_MS, seconds * 1000));
    this.timer = setInterval(() => {
      void this.reconcileOnce();
    }, seconds * 1000);
    // Background work never keeps the process alive on its own.
    this.firstPass.unref();
    this.timer.unref();
  }

  stopReconciling(): void {
    if (this.firstPass) clearTimeout(this.firstPass);
    if (this.timer) clearInterval(this.timer);
    this.firstPass = null;
    this.timer = null;
  }

  /**
   * One guarded pass: skipped when a pass is still running here, or when another process holds
   * the advisory lock. The lock is session-level, so it is taken and released on one connection.
   */
  reconcileOnce(): Promise<ReconcileReport | null> {
    this.running ??= this.lockedPass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async lockedPass(): Promise<ReconcileReport | null> {
    const { dataSource, logger } = this.deps;
    // A one-connection pool is the embedded engine, which a single process owns; there, holding
    // the lock's connection would starve the pass itself of its only connection.
    if (((dataSource.options as { poolSize?: number }).poolSize ?? 10) <= 1) {
      return this.reconcilePending().catch((error: unknown) => {
        logger.warn('payment reconciliation pass failed', { error: describe(error) });
        return null;
      });
    }
    const runner = dataSource.createQueryRunner();
    try {
      await runner.connect();
      const [{ locked }] = await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [RECONCILE_LOCK_KEY]);
      if (!locked) return null;
      try {
        return await this.reconcilePending();
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1)', [RECONCILE_LOCK_KEY]);
      }
    } catch (error) {
      logger.warn('payment reconciliation pass failed', { error: describe(error) });
      return null;
    } finally {
      await runner.release();
    }
  }

  /** Applies the decision to the locked order. Returns true when a confirmation e-mail was queued. */
  private async apply(manager: EntityManager, order: OrderEntity, status: ProviderOrderStatus | null): Promise<boolean> {
    const { logger } = this.deps;
    const decision = decidePayment(order, status, new Date());
    switch (decision.kind) {
      case 'none':
        return false;
      case 'amount-mismatch':
        logger.error('provider reports a different amount than the order total; leaving the order as it is', {
          orderId: order.id,
          orderTotalPaise: order.totalPaise,
          providerAmountPaise: status?.amountPaise,
        });
        return false;
      case 'refund-due':
        logger.warn('payment completed for an order that was already closed; refund due', { orderId: order.id, status: order.status, paymentStatus: order.paymentStatus });
        await manager.update(OrderEntity, { id: order.id }, { refundDue: true, paymentReference: status?.transactionId ?? order.paymentReference });
        return false;
      case 'paid': {
        const reference = status?.transactionId ?? null;
        const nextStatus = order.status === 'Pending' ? 'Processing' : order.status;
        await manager.update(OrderEntity, { id: order.id }, { paymentStatus: 'PAID', status: nextStatus, paymentReference: reference, paymentFailureReason: null });
        if (nextStatus !== order.status) {
          await manager.insert(OrderStatusChangeEntity, {
            orderId: order.id,
            status: nextStatus,
            changedBy: 'payment',
            note: reference ? `Payment received (${reference})` : 'Payment received',
          });
        }
        return this.mail.enqueueOrderConfirmation(manager, { ...order, status: nextStatus, paymentStatus: 'PAID', paymentReference: reference } as OrderEntity);
      }
      case 'not-started': {
        // startPayment may have stored its payment row since synchronise looked; then it did start.
        if (await manager.findOne(PaymentEntity, { where: { orderId: order.id } })) return false;
        logger.warn('closing an order whose payment was never started', { orderId: order.id, createdAt: order.createdAt });
        // The idempotency key is freed, so the shopper's retry places a fresh order.
        await this.closeOrder(manager, order, PAYMENT_START_FAILED_REASON, 'The payment was never started', { idempotencyKey: null });
        return false;
      }
      case 'failed':
      case 'expired': {
        const reason = decision.kind === 'failed' ? decision.reason : EXPIRED_REASON;
        await this.closeOrder(manager, order, reason, decision.kind === 'failed' ? `Payment failed: ${reason}` : 'Payment window expired');
        return false;
      }
    }
  }

  /** Marks a pending payment failed, gives its stock back once and closes the order. */
  private async closeOrder(manager: EntityManager, order: OrderEntity, reason: string, note: string, extra: Partial<OrderEntity> = {}) {
    if (order.stockReserved) await releaseOrderStock(manager, order.id);
    await manager.update(OrderEntity, { id: order.id }, {
      paymentStatus: 'FAILED',
      paymentFailureReason: reason,
      stockReserved: false,
      // An unpaid order cannot go on; Cancelled keeps it out of the admin's pending work.
      status: 'Cancelled',
      ...extra,
    });
    // The history lists status changes; an order an admin already cancelled gets no second entry.
    if (order.status !== 'Cancelled') {
      await manager.insert(OrderStatusChangeEntity, { orderId: order.id, status: 'Cancelled', changedBy: 'payment', note });
    }
  }

  private async closeUnstartedOrder(orderId: string) {
    try {
      await this.deps.dataSource.transaction(async (manager) => {
        const order = await manager.findOne(OrderEntity, { where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
        if (!order || order.paymentStatus !== 'PENDING') return;
        await this.closeOrder(manager, order, PAYMENT_START_FAILED_REASON, 'The payment could not be started', { idempotencyKey: null });
      });
    } catch (error) {
      // The reconciler expires the order later if this fails too.
      this.deps.logger.error('could not close an order whose payment never started', { orderId, error: describe(error) });
    }
  }

  private deliverMailSoon() {
    this.mail.deliverPending().catch((error: unknown) => {
      this.deps.logger.warn('sending queued e-mail failed; will retry', { error: describe(error) });
    });
  }

  private async reload(orderId: string): Promise<OrderEntity> {
    const order = await loadOrderWithLines(this.deps.dataSource, orderId);
    if (!order) throw notFound('Order not found');
    return order;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
