import { hasControlCharacters, SINGLE_LINE_MESSAGE } from '@common/single-line-text.js';
import { In, type EntityManager } from 'typeorm';
import { OrderEntity } from '../orders/order.entity.js';
import { PaymentEntity } from './payment.entity.js';
import { RefundEntity } from './refund.entity.js';
import { requireAdmin } from '../kernel/access.js';
import { invalidInput, notFound } from '../kernel/errors.js';
import { beginRefund, type ManualRefundInput } from './refund-steps.js';
import { RefundCompleted } from './payment-events.js';
import { paidPaise, refundAllowance, refundedPaise } from './refund-allowance.js';
import { isUuid, loadOrderWithLines } from '../orders/order-loading.js';
import { RefundRefusedError, type PaymentWebhookEvent, type ProviderRefundStatus } from '../kernel/payment-provider.js';
import { reconcileBatch } from './reconcile-batch.js';
import type { RequestContext } from '../kernel/request-context.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import type { LineReturn } from '../orders/stock-reservation.js';

/**
 * Sending money back for a paid order, followed like payments: the provider's refund
 * status call is the truth, its pg.refund.* webhooks only ask us to look, and the reconciler
 * looks at refunds still pending. A refund row is written (PENDING) before the provider is asked,
 * under the order's row lock, so a double click or two admins at once make one refund; a FAILED
 * refund moved no money and the admin may simply try again.
 */
export interface RefundOrderInput {
  /** Paise to refund; the whole remaining amount when absent. */
  amountPaise?: number | null;
  reason: string;
  /** Return every unit the order still holds to stock. */
  restock?: boolean | null;
  /** Return exactly these units of these lines to stock instead (a part refund: the items sent back). */
  restockLines?: readonly LineReturn[] | null;
  /** How the owner sent the money back by hand: required for an order paid in cash on delivery. */
  manual?: ManualRefundInput | null;
  /** Goodwill: nothing comes back, so the credit note reverses no tax. */
  goodwill?: boolean | null;
}

export interface RefundResult {
  order: OrderEntity;
  refund: RefundEntity;
}

export interface RefundReconcileReport {
  checked: number;
  completed: number;
  failed: number;
  errors: number;
}

const MAX_REASON_LENGTH = 500;
/** A refund the provider still does not know this long after we asked never reached it. */
const UNKNOWN_REFUND_GRACE_MS = 2 * 60_000;
/** The reconciler asks about a pending refund at most this often (PhonePe settles within ~90 s). */
const REFUND_RECHECK_AFTER = '20 seconds';
const RECONCILE_BATCH = 50;

export class RefundService {
  constructor(private readonly deps: ShopServiceDeps) {}

  /**
   * Refunds a paid order (or one flagged refundDue: paid after it was closed), in full or by an
   * amount. Admins only. Also the way a cancellation of a paid order gives the money back.
   */
  async refundOrder(ctx: RequestContext, orderId: string, input: RefundOrderInput): Promise<RefundResult> {
    requireAdmin(ctx);
    if (!isUuid(orderId)) throw notFound('Order not found');
    const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
    if (!reason) throw invalidInput('Give a reason for the refund', { field: 'reason' });
    if (reason.length > MAX_REASON_LENGTH || reason.includes('\u0000')) {
      throw invalidInput(`The reason must be at most ${MAX_REASON_LENGTH} characters of text`, { field: 'reason' });
    }
    if (hasControlCharacters(reason)) throw invalidInput(SINGLE_LINE_MESSAGE, { field: 'reason' });
    if (input.goodwill && (input.restock || input.restockLines?.length))
      throw invalidInput('A goodwill refund returns no goods: leave the items to return to stock empty', { field: 'goodwill' });
    const asked = input.amountPaise ?? null;
    if (asked !== null && (!Number.isSafeInteger(asked) || asked <= 0)) {
      throw invalidInput('The refund amount must be more than ₹0.00, in whole paise', { field: 'amount' });
    }

    const refund = await this.deps.dataSource.transaction(async (manager) => {
      const order = await manager.findOne(OrderEntity, { where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
      if (!order) throw notFound('Order not found');
      // requireAdmin lets only signed-in admins through (no API tokens): the admin's e-mail.
      return this.startRefund(manager, order, { ...input, reason, amountPaise: asked }, ctx.user?.email ?? 'system');
    });
    const sent = await this.sendToProvider(refund);
    return { order: await this.reloadOrder(orderId), refund: sent };
  }

  /** A refund begun inside the caller's transaction (refund-steps.ts); sendToProvider after the commit. */
  startRefund(...args: Parameters<typeof beginRefund>): Promise<RefundEntity> {
    return beginRefund(...args);
  }

  /**
   * Asks the provider for a refund startRefund wrote, and answers it as it then stands. A manual
   * refund (cash on delivery, sent back by UPI or bank transfer) was made by the owner before it
   * was recorded: it completes now, with its credit note and e-mail, as a provider's refund does.
   */
  async sendToProvider(refund: RefundEntity): Promise<RefundEntity> {
    if (refund.method !== 'PROVIDER') await this.record(refund.id, { state: 'COMPLETED' });
    else await this.askProvider(refund);
    return this.reloadRefund(refund.id);
  }

  /** Refunds of each order, newest first (one query for many orders: a DataLoader batch). */
  async refundsForOrders(orderIds: readonly string[]): Promise<RefundEntity[][]> {
    const rows = orderIds.length
      ? await this.deps.dataSource.getRepository(RefundEntity).find({ where: { orderId: In([...orderIds]) }, order: { createdAt: 'DESC' } })
      : [];
    return orderIds.map((id) => rows.filter((row) => row.orderId === id));
  }

  /** What may be refunded now of each order, by refundAllowance (two queries for many orders: a DataLoader batch). */
  async refundablePaiseForOrders(
    orders: readonly Pick<OrderEntity, 'id' | 'paymentStatus' | 'refundDue' | 'paymentMethod' | 'cashCollectedAt' | 'totalPaise'>[],
  ): Promise<number[]> {
    const ids = orders.map((order) => order.id);
    const [payments, refunds] = ids.length
      ? await Promise.all([
          this.deps.dataSource
            .getRepository(PaymentEntity)
            .find({ where: { orderId: In(ids) }, select: { orderId: true, state: true, amountPaise: true } }),
          this.deps.dataSource
            .getRepository(RefundEntity)
            .find({ where: { orderId: In(ids) }, select: { orderId: true, state: true, amountPaise: true } }),
        ])
      : [[], []];
    return orders.map(
      (order) =>
        refundAllowance(
          order,
          payments.find((payment) => payment.orderId === order.id) ?? null,
          refunds.filter((refund) => refund.orderId === order.id),
        ).refundablePaise,
    );
  }

  /** An authenticated pg.refund.* webhook: only a hint to ask the provider about that refund. */
  async handleWebhook(event: Extract<PaymentWebhookEvent, { kind: 'refund' }>): Promise<RefundEntity | null> {
    const refund = await this.deps.dataSource.getRepository(RefundEntity).findOne({ where: { merchantRefundId: event.merchantRefundId } });
    if (!refund) {
      this.deps.logger.warn('refund webhook for a refund we do not know', { merchantRefundId: event.merchantRefundId, event: event.event });
      return null;
    }
    return this.synchroniseRefund(refund.id);
  }

  /** Asks the provider about one refund and records the answer. Safe to repeat. */
  async synchroniseRefund(refundId: string): Promise<RefundEntity> {
    const refund = await this.reloadRefund(refundId);
    if (refund.state !== 'PENDING') return refund;
    // A manual refund left pending (the process stopped after recording it) is the owner's word, not the provider's.
    if (refund.method !== 'PROVIDER') return this.sendToProvider(refund);
    const status = await this.deps.paymentProvider.getRefundStatus(refund.merchantRefundId);
    if (status === null) {
      // The request may never have reached the provider (a timeout): after a grace, it failed.
      if (Date.now() - refund.createdAt.getTime() >= UNKNOWN_REFUND_GRACE_MS) {
        await this.record(refund.id, { state: 'FAILED', errorCode: 'NOT_RECEIVED_BY_PROVIDER' });
      } else {
        await this.deps.dataSource.getRepository(RefundEntity).update({ id: refund.id }, { lastCheckedAt: new Date() });
      }
    } else {
      await this.record(refund.id, status);
    }
    return this.reloadRefund(refund.id);
  }

  /** Re-asks about refunds still pending (oldest first). Called by the reconciler. */
  async reconcilePending(limit = RECONCILE_BATCH): Promise<RefundReconcileReport> {
    return reconcileBatch<RefundReconcileReport>(
      this.deps,
      { checked: 0, completed: 0, failed: 0, errors: 0 },
      {
        table: 'refunds',
        dueWhen: `state = 'PENDING' AND (last_checked_at IS NULL OR last_checked_at <= now() - interval '${REFUND_RECHECK_AFTER}')`,
        limit,
        check: async (id, report) => {
          const refund = await this.synchroniseRefund(id);
          if (refund.state === 'COMPLETED') report.completed += 1;
          if (refund.state === 'FAILED') report.failed += 1;
        },
        failedMessage: 'reconciling a refund failed; will retry',
        idKey: 'refundId',
        doneMessage: 'reconciled pending refunds',
      },
    );
  }

  private async askProvider(refund: RefundEntity): Promise<void> {
    try {
      const status = await this.deps.paymentProvider.refund({
        merchantRefundId: refund.merchantRefundId,
        originalMerchantOrderId: refund.orderId,
        amountPaise: refund.amountPaise,
      });
      await this.record(refund.id, status);
    } catch (error) {
      if (error instanceof RefundRefusedError) {
        // Refused outright: no money moved; the admin sees why and may try again.
        await this.record(refund.id, { state: 'FAILED', errorCode: error.errorCode });
        return;
      }
      // Unknown outcome (timeout, 5xx): stays PENDING; the status call settles it later.
      this.deps.logger.warn('refund request did not get a clear answer; will ask for its status', {
        merchantRefundId: refund.merchantRefundId,
        error: describe(error),
      });
    }
  }

  /** Applies a provider answer to a pending refund, and a completed refund to its order, once. */
  private async record(refundId: string, status: Pick<ProviderRefundStatus, 'state' | 'errorCode' | 'providerRefundId'>): Promise<void> {
    await this.deps.dataSource.transaction(async (manager) => {
      const current = await manager.findOne(RefundEntity, { where: { id: refundId } });
      if (!current) return;
      // The order first, then the refund: the same lock order as refundOrder, so they never deadlock.
      const order = await manager.findOne(OrderEntity, { where: { id: current.orderId }, lock: { mode: 'pessimistic_write' } });
      const refund = await manager.findOne(RefundEntity, { where: { id: refundId }, lock: { mode: 'pessimistic_write' } });
      if (!order || !refund || refund.state !== 'PENDING') return;
      const changes: Partial<RefundEntity> = {
        lastCheckedAt: new Date(),
        providerRefundId: status.providerRefundId ?? refund.providerRefundId,
      };
      if (status.state === 'FAILED') Object.assign(changes, { state: 'FAILED', errorCode: status.errorCode ?? 'FAILED' });
      if (status.state === 'COMPLETED') Object.assign(changes, { state: 'COMPLETED', completedAt: new Date(), errorCode: null });
      await manager.update(RefundEntity, { id: refund.id }, changes);
      if (status.state !== 'COMPLETED') return;
      await this.completeOrderRefund(manager, order, { ...refund, ...changes });
    });
  }

  /**
   * The order's payment status follows its completed refunds; then RefundCompleted, in this
   * transaction: its credit note, the return it belongs to, the webhook and the shopper's e-mail
   * are its subscribers' (server/src/events.ts).
   */
  private async completeOrderRefund(manager: EntityManager, order: OrderEntity, refund: RefundEntity): Promise<void> {
    const payment = await manager.findOne(PaymentEntity, { where: { orderId: order.id } });
    const completed = await manager.find(RefundEntity, { where: { orderId: order.id, state: 'COMPLETED' } });
    const paid = paidPaise(order, payment) ?? order.totalPaise;
    const refunded = refundedPaise(completed);
    await manager.update(
      OrderEntity,
      { id: order.id },
      { paymentStatus: refunded >= paid ? 'REFUNDED' : 'PARTIALLY_REFUNDED', refundDue: false },
    );
    await this.deps.events.publish(manager, RefundCompleted, { order, refund, refundedPaise: refunded, fully: refunded >= paid });
  }

  private async reloadOrder(orderId: string): Promise<OrderEntity> {
    const order = await loadOrderWithLines(this.deps.dataSource, orderId);
    if (!order) throw notFound('Order not found');
    return order;
  }

  private async reloadRefund(refundId: string): Promise<RefundEntity> {
    const refund = await this.deps.dataSource.getRepository(RefundEntity).findOne({ where: { id: refundId } });
    if (!refund) throw notFound('Refund not found');
    return refund;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
