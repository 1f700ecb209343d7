import type { EntityManager } from 'typeorm';
import { OrderEntity } from '../orders/order.entity.js';
import { PaymentEntity } from './payment.entity.js';
import type { Logger } from '../kernel/logger.js';
import { decidePayment, EXPIRED_REASON, PAYMENT_START_FAILED_REASON } from './payment-decision.js';
import type { ProviderOrderStatus } from '../kernel/payment-provider.js';
import { transitionOrder, type OrderTransitionFacts, type OrderTransitionScope } from '../orders/order-transition.js';
import { ordersFailed, ordersPaid } from '../kernel/metrics.js';
import type { DomainEventBus } from '../kernel/event-bus.js';
import { OrderPaidOnline } from './payment-events.js';

/*
 * What happens to an order once the provider has answered: paid (on to Processing), closed as
 * failed or expired (cancelled), or flagged for a refund. The status moves only through
 * orders/order-transition.ts, whose subscribers bring the invoice, stock and e-mail that go with it.
 * The caller (payment-sync.service.ts) decides when to look and holds the row lock.
 */

/**
 * Applies what the provider's answer means (payment-decision.ts) to the order, which the caller
 * holds locked in `manager`'s transaction.
 */
export async function applyPaymentDecision(
  manager: EntityManager,
  order: OrderEntity,
  status: ProviderOrderStatus | null,
  logger: Logger,
  events: DomainEventBus,
): Promise<void> {
  const decision = decidePayment(order, status, new Date());
  switch (decision.kind) {
    case 'none':
      return;
    case 'amount-mismatch':
      logger.error('provider reports a different amount than the order total; leaving the order as it is', {
        orderId: order.id,
        orderTotalPaise: order.totalPaise,
        providerAmountPaise: status?.amountPaise,
      });
      return;
    case 'refund-due':
      logger.warn('payment completed for an order that was already closed; refund due', {
        orderId: order.id,
        status: order.status,
        paymentStatus: order.paymentStatus,
      });
      await manager.update(
        OrderEntity,
        { id: order.id },
        { refundDue: true, paymentReference: status?.transactionId ?? order.paymentReference },
      );
      return;
    case 'paid': {
      const reference = status?.transactionId ?? null;
      await transitionOrder({ manager, events }, order, {
        // Paid moves a pending order on; an order already further along keeps its status.
        to: order.status === 'Pending' ? 'Processing' : order.status,
        by: 'payment',
        note: reference ? `Payment received (${reference})` : 'Payment received',
        facts: { paymentStatus: 'PAID', paymentReference: reference, paymentFailureReason: null },
      });
      // After the transition, whose subscribers issued the GST invoice the order.paid webhook quotes.
      await events.publish(manager, OrderPaidOnline, {
        order: { ...order, paymentStatus: 'PAID', paymentReference: reference },
        paymentReference: reference,
      });
      // The caller holds the order's row lock: only one process gets here per order.
      ordersPaid.inc();
      return;
    }
    case 'not-started': {
      // startPayment may have stored its payment row since synchronise looked; then it did start.
      if (await manager.findOne(PaymentEntity, { where: { orderId: order.id } })) return;
      logger.warn('closing an order whose payment was never started', { orderId: order.id, createdAt: order.createdAt });
      // The idempotency key is freed, so the shopper's retry places a fresh order.
      await closeUnpaidOrder({ manager, events }, order, PAYMENT_START_FAILED_REASON, 'The payment was never started', {
        idempotencyKey: null,
      });
      return;
    }
    case 'failed':
    case 'expired': {
      const reason = decision.kind === 'failed' ? decision.reason : EXPIRED_REASON;
      // A refused payment's e-mail (with the way back to pay) is the transition's subscribers'.
      await closeUnpaidOrder(
        { manager, events },
        order,
        reason,
        decision.kind === 'failed' ? `Payment failed: ${reason}` : 'Payment window expired',
      );
    }
  }
}

/**
 * Marks a pending payment failed and cancels the (locked) order: an unpaid order cannot go on, and
 * Cancelled keeps it out of the admin's pending work. Its stock goes back once; an order an admin
 * already cancelled gets no second history entry.
 */
export async function closeUnpaidOrder(
  scope: OrderTransitionScope,
  order: OrderEntity,
  reason: string,
  note: string,
  facts: OrderTransitionFacts = {},
): Promise<void> {
  ordersFailed.inc({ reason: failureKind(reason) });
  await transitionOrder(scope, order, {
    to: 'Cancelled',
    by: 'payment',
    note,
    facts: { paymentStatus: 'FAILED', paymentFailureReason: reason, ...facts },
    // The shopper who let the pay window lapse, or whose payment never started, left the pay page:
    // only a payment the provider refused is worth an e-mail (with the way back to pay).
    quiet: reason === EXPIRED_REASON || reason === PAYMENT_START_FAILED_REASON,
  });
}

/** The metric's reason: a few kinds, never the provider's free text. */
function failureKind(reason: string): 'expired' | 'not-started' | 'failed' {
  if (reason === EXPIRED_REASON) return 'expired';
  if (reason === PAYMENT_START_FAILED_REASON) return 'not-started';
  return 'failed';
}
