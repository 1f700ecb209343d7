import { In } from 'typeorm';
import { OrderEntity } from '../orders/order.entity.js';
import { PaymentEntity } from './payment.entity.js';
import { notFound, ShopError } from '../kernel/errors.js';
import { isUuid, loadOrderWithLines } from '../orders/order-loading.js';
import { PAYMENT_START_FAILED_REASON } from './payment-decision.js';
import { applyPaymentDecision, closeUnpaidOrder } from './payment-outcome.js';
import type { PaymentWebhookEvent } from '../kernel/payment-provider.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import { enforceRateLimit, type RateLimiter } from '../kernel/rate-limiter.js';
import { reconcileBatch } from './reconcile-batch.js';
import type { RequestContext } from '../kernel/request-context.js';

/** Within this long of the last provider call for an order, callers get what was recorded then. */
export const MIN_CHECK_INTERVAL_MS = 1_000;
const RECONCILE_BATCH = 50;
/** Give a shopper this long on the pay page before the background pass starts asking about them. */
const RECONCILE_AFTER = '1 minute';

export interface ReconcileReport {
  checked: number;
  paid: number;
  failed: number;
  errors: number;
}

/**
 * Keeps orders in step with the payment provider. The provider's status call is
 * the only truth: the browser's return, the webhook and the REST paymentCallback merely ask us
 * to look. Each look moves an order forward at most once, under its row lock, so duplicates and
 * out-of-order deliveries change nothing. What an answer means is payment-decision.ts's rule, what
 * it then does to the order payment-outcome.ts's; the background passes are payment-reconciler.ts's.
 *
 * Looks are coalesced per order: while one provider call for an order is in flight, other
 * callers wait for it, and an order asked about within MIN_CHECK_INTERVAL_MS is answered from
 * what we recorded (a flood of confirmPayment calls must not become a flood at PhonePe).
 */
export class PaymentSyncService {
  /** The provider call in flight per order, shared by every caller asking meanwhile. */
  private readonly inFlight = new Map<string, Promise<OrderEntity>>();

  constructor(
    private readonly deps: ShopServiceDeps,
    private readonly rateLimiter: RateLimiter,
  ) {}

  /**
   * A shopper's (or integrator's) "has my payment arrived?": confirmPayment and the REST
   * paymentCallback. Limited per address, then coalesced per order (synchronise).
   */
  async confirm(ctx: RequestContext, orderId: string): Promise<OrderEntity> {
    await enforceRateLimit(this.rateLimiter, paymentCheckKey(ctx.ip), this.deps.env.RATE_LIMIT_PAYMENT_CHECKS_PER_MINUTE);
    return this.synchronise(orderId);
  }

  /**
   * The shopper's browser back from the pay page (GET, so anyone can repeat it at will): under the
   * same per-address limit as confirm, and coalesced per order like every look. Over the limit the
   * order is answered by the look in flight or from what was recorded, without asking the
   * provider, so the shopper still lands on the page that fits (the checkout page keeps asking
   * while it is pending).
   */
  async returned(ip: string, orderId: string): Promise<OrderEntity> {
    const decision = await this.rateLimiter.consume(paymentCheckKey(ip), this.deps.env.RATE_LIMIT_PAYMENT_CHECKS_PER_MINUTE, 60);
    if (!decision.allowed) {
      if (!isUuid(orderId)) throw notFound('Order not found');
      // A look already under way costs the provider nothing more to join, and its answer is the
      // one the shopper should land on: the record read now may predate it by a few milliseconds.
      return this.inFlight.get(orderId) ?? this.reload(orderId);
    }
    return this.synchronise(orderId);
  }

  /**
   * Opens the payment at the provider for a freshly committed order and returns the pay link.
   * When the provider cannot be reached the order is closed at once (failed, stock released,
   * idempotency key freed so the shopper's retry starts afresh) and PAYMENT_PROVIDER_UNAVAILABLE is thrown.
   */
  async startPayment(order: OrderEntity): Promise<string> {
    const { dataSource, paymentProvider, logger } = this.deps;
    const expiresAt = order.paymentExpiresAt?.getTime() ?? Date.now() + this.deps.env.PAYMENT_EXPIRY_MINUTES * 60_000;
    let created;
    try {
      created = await paymentProvider.createPayment({
        merchantOrderId: order.id,
        amountPaise: order.totalPaise,
        expireAfterSeconds: Math.max(1, Math.round((expiresAt - Date.now()) / 1000)),
      });
    } catch (error) {
      logger.error('could not start the payment; closing the order', { orderId: order.id, error: describe(error) });
      await this.closeUnstartedOrder(order.id);
      throw error instanceof ShopError && error.code === 'PAYMENT_PROVIDER_UNAVAILABLE'
        ? error
        : new ShopError('PAYMENT_PROVIDER_UNAVAILABLE', 'The payment service is not responding. Please try again.');
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

  /** The provider's raw failure code recorded for each order (null when none), for the admin. */
  async errorCodesForOrders(orderIds: readonly string[]): Promise<Array<string | null>> {
    const rows = orderIds.length
      ? await this.deps.dataSource
          .getRepository(PaymentEntity)
          .find({ where: { orderId: In([...orderIds]) }, select: { orderId: true, errorCode: true } })
      : [];
    const byOrder = new Map(rows.map((row) => [row.orderId, row.errorCode]));
    return orderIds.map((id) => byOrder.get(id) ?? null);
  }

  /** The pay link of an order whose payment was started, or null. */
  async paymentLinkFor(orderId: string): Promise<string | null> {
    const payment = await this.deps.dataSource.getRepository(PaymentEntity).findOne({ where: { orderId } });
    return payment?.paymentLink ?? null;
  }

  /**
   * Asks the provider about the order and records the answer; returns the order as it now is.
   * Safe to call any number of times, from anywhere, concurrently. Every caller shares one
   * per-order minimum interval between provider calls. `fresh` (a webhook said something changed,
   * or the reconciler's pass) does not join a call that began earlier and, within the interval,
   * waits for it to pass and then asks, instead of taking the recorded answer.
   */
  async synchronise(orderId: string, options: { fresh?: boolean } = {}): Promise<OrderEntity> {
    if (!isUuid(orderId)) throw notFound('Order not found');
    const running = this.inFlight.get(orderId);
    if (running) {
      if (!options.fresh) return running;
      await running.catch(() => undefined);
    }
    const look = this.look(orderId, options.fresh ?? false).finally(() => {
      if (this.inFlight.get(orderId) === look) this.inFlight.delete(orderId);
    });
    this.inFlight.set(orderId, look);
    return look;
  }

  private async look(orderId: string, fresh: boolean): Promise<OrderEntity> {
    const { dataSource, paymentProvider } = this.deps;
    const orders = dataSource.getRepository(OrderEntity);
    const before = await orders.findOne({ where: { id: orderId } });
    if (!before) throw notFound('Order not found');
    if (before.paymentStatus !== 'PENDING' && before.paymentStatus !== 'FAILED') return this.reload(orderId);

    const payment = await dataSource.getRepository(PaymentEntity).findOne({ where: { orderId } });
    // A provider's COMPLETED or FAILED is final; once acted on there is nothing more to ask.
    if (payment && payment.state !== 'PENDING' && (before.paymentStatus !== 'PENDING' || before.refundDue)) return this.reload(orderId);
    // Asked a moment ago (by any process: the time is on the row): that answer still stands, or,
    // for a fresh look, the provider is asked once the interval has passed.
    const sinceLastCheck = payment?.lastCheckedAt ? Date.now() - payment.lastCheckedAt.getTime() : Infinity;
    if (sinceLastCheck < MIN_CHECK_INTERVAL_MS && !(before.paymentExpiresAt && before.paymentExpiresAt.getTime() <= Date.now())) {
      if (!fresh) return this.reload(orderId);
      await new Promise((resolve) => setTimeout(resolve, MIN_CHECK_INTERVAL_MS - sinceLastCheck));
    }

    // The network call happens before the transaction, so no row lock waits on the provider.
    const status = payment ? await paymentProvider.getOrderStatus(orderId) : null;

    await dataSource.transaction(async (manager) => {
      const order = await manager.findOne(OrderEntity, { where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
      if (!order) return;
      if (payment) {
        await manager.update(
          PaymentEntity,
          { id: payment.id },
          status
            ? {
                state: status.state,
                transactionId: status.transactionId ?? payment.transactionId,
                // The raw code (e.g. Z9) stays for the admin, also for a failed attempt the shopper retried.
                errorCode: status.errorCode ?? (status.state === 'COMPLETED' ? null : payment.errorCode),
                lastCheckedAt: new Date(),
              }
            : { lastCheckedAt: new Date() },
        );
      }
      await applyPaymentDecision(manager, order, status, this.deps.logger, this.deps.events);
    });
    return this.reload(orderId);
  }

  /** Parses and authenticates a webhook; null when it must be refused. */
  verifyWebhook(authorizationHeader: string | undefined, rawBody: Buffer | string): PaymentWebhookEvent | null {
    return this.deps.paymentProvider.verifyWebhook(authorizationHeader, rawBody);
  }

  /** An authenticated order webhook is only a hint to look; unknown orders are acknowledged and ignored. */
  async handleWebhook(event: Extract<PaymentWebhookEvent, { kind: 'order' }>): Promise<OrderEntity | null> {
    try {
      return await this.synchronise(event.merchantOrderId, { fresh: true });
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
    return reconcileBatch<ReconcileReport>(
      this.deps,
      { checked: 0, paid: 0, failed: 0, errors: 0 },
      {
        table: 'orders',
        dueWhen: `payment_status = 'PENDING' AND refund_due = false
          AND (payment_expires_at <= now() OR created_at <= now() - interval '${RECONCILE_AFTER}')`,
        limit,
        check: async (id, report) => {
          const order = await this.synchronise(id, { fresh: true });
          if (order.paymentStatus === 'PAID') report.paid += 1;
          if (order.paymentStatus === 'FAILED') report.failed += 1;
        },
        failedMessage: 'reconciling a pending payment failed; will retry',
        idKey: 'orderId',
        doneMessage: 'reconciled pending payments',
      },
    );
  }

  private async closeUnstartedOrder(orderId: string) {
    try {
      await this.deps.dataSource.transaction(async (manager) => {
        const order = await manager.findOne(OrderEntity, { where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
        if (!order || order.paymentStatus !== 'PENDING') return;
        await closeUnpaidOrder(
          { manager, events: this.deps.events },
          order,
          PAYMENT_START_FAILED_REASON,
          'The payment could not be started',
          {
            idempotencyKey: null,
          },
        );
      });
    } catch (error) {
      // The reconciler expires the order later if this fails too.
      this.deps.logger.error('could not close an order whose payment never started', { orderId, error: describe(error) });
    }
  }

  private async reload(orderId: string): Promise<OrderEntity> {
    const order = await loadOrderWithLines(this.deps.dataSource, orderId);
    if (!order) throw notFound('Order not found');
    return order;
  }
}

/** One rate-limit count per client address for every way of asking about a payment. */
function paymentCheckKey(ip: string): string {
  return `payment-check:${ip}`;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
