import { orderStatusCode } from '@common/order-status.js';
import type { EntityManager } from 'typeorm';
import { OrderEntity } from '../orders/order.entity.js';
import { OrderStatusChangeEntity } from '../orders/order-status-change.entity.js';
import { PaymentEntity } from './payment.entity.js';
import type { Logger } from '../kernel/logger.js';
import { recordEvent } from '../integrations/domain-events.js';
import type { MailService } from '../mail/mail.service.js';
import { decidePayment, EXPIRED_REASON, PAYMENT_START_FAILED_REASON } from './payment-decision.js';
import type { ProviderOrderStatus } from './payment-provider.js';
import { releaseOrderStock } from '../orders/placement/stock-reservation.js';

/*
 * What happens to an order once the provider has answered: paid (status moves on, history,
 * events, confirmation e-mail), closed as failed or expired (stock back, cancelled), or flagged
 * for a refund. The caller (payment-sync.service.ts) decides when to look and holds the row lock.
 */

/**
 * Applies what the provider's answer means (payment-decision.ts) to the order, which the caller
 * holds locked in `manager`'s transaction. Returns true when a confirmation e-mail was queued.
 */
export async function applyPaymentDecision(
  manager: EntityManager,
  order: OrderEntity,
  status: ProviderOrderStatus | null,
  logger: Logger,
  mail: MailService,
): Promise<boolean> {
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
      return false;
    case 'paid': {
      const reference = status?.transactionId ?? null;
      const nextStatus = order.status === 'Pending' ? 'Processing' : order.status;
      await manager.update(
        OrderEntity,
        { id: order.id },
        { paymentStatus: 'PAID', status: nextStatus, paymentReference: reference, paymentFailureReason: null },
      );
      await recordEvent(manager, 'order.paid', { id: order.id, paymentReference: reference, totalPaise: order.totalPaise });
      if (nextStatus !== order.status) {
        await manager.insert(OrderStatusChangeEntity, {
          orderId: order.id,
          status: nextStatus,
          changedBy: 'payment',
          note: reference ? `Payment received (${reference})` : 'Payment received',
        });
        await recordEvent(manager, 'order.status_changed', {
          id: order.id,
          from: orderStatusCode(order.status),
          to: orderStatusCode(nextStatus),
          changedBy: 'payment',
        });
      }
      return mail.enqueueOrderConfirmation(manager, {
        ...order,
        status: nextStatus,
        paymentStatus: 'PAID',
        paymentReference: reference,
      });
    }
    case 'not-started': {
      // startPayment may have stored its payment row since synchronise looked; then it did start.
      if (await manager.findOne(PaymentEntity, { where: { orderId: order.id } })) return false;
      logger.warn('closing an order whose payment was never started', { orderId: order.id, createdAt: order.createdAt });
      // The idempotency key is freed, so the shopper's retry places a fresh order.
      await closeUnpaidOrder(manager, order, PAYMENT_START_FAILED_REASON, 'The payment was never started', { idempotencyKey: null });
      return false;
    }
    case 'failed':
    case 'expired': {
      const reason = decision.kind === 'failed' ? decision.reason : EXPIRED_REASON;
      await closeUnpaidOrder(manager, order, reason, decision.kind === 'failed' ? `Payment failed: ${reason}` : 'Payment window expired');
      return false;
    }
  }
}

/** Marks a pending payment failed, gives its stock back once and closes the (locked) order. */
export async function closeUnpaidOrder(
  manager: EntityManager,
  order: OrderEntity,
  reason: string,
  note: string,
  extra: Partial<OrderEntity> = {},
): Promise<void> {
  if (order.stockReserved) await releaseOrderStock(manager, order.id);
  await manager.update(
    OrderEntity,
    { id: order.id },
    {
      paymentStatus: 'FAILED',
      paymentFailureReason: reason,
      stockReserved: false,
      // An unpaid order cannot go on; Cancelled keeps it out of the admin's pending work.
      status: 'Cancelled',
      ...extra,
    },
  );
  // The history lists status changes; an order an admin already cancelled gets no second entry.
  if (order.status !== 'Cancelled') {
    await manager.insert(OrderStatusChangeEntity, { orderId: order.id, status: 'Cancelled', changedBy: 'payment', note });
    await recordEvent(manager, 'order.status_changed', {
      id: order.id,
      from: orderStatusCode(order.status),
      to: 'CANCELLED',
      changedBy: 'payment',
    });
  }
}
