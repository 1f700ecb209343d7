import type { OrderStatusName } from '@common/order-status.js';
import type { EntityManager } from 'typeorm';
import { ShopError } from '../kernel/errors.js';
import type { DomainEventBus } from '../kernel/event-bus.js';
import { OrderPaymentConfirmed, OrderTransitioned } from './order-events.js';
import { transitionRefusal } from './order-state-machine.js';
import { OrderStatusChangeEntity } from './order-status-change.entity.js';
import { OrderEntity } from './order.entity.js';

/** What caused a move, written with the status in one UPDATE: the payment's outcome. */
export type OrderTransitionFacts = Partial<
  Pick<OrderEntity, 'paymentStatus' | 'paymentReference' | 'paymentFailureReason' | 'idempotencyKey' | 'cashCollectedAt'>
>;

export interface OrderTransition {
  to: OrderStatusName;
  /** Who moved the order, as its history and the event name them: an admin's e-mail, or 'payment'. */
  by: string;
  /** The history entry's note. A paid order that is cancelled says its refund is due when none is given. */
  note?: string | null;
  facts?: OrderTransitionFacts;
  /** No e-mail to the shopper for this move (an unpaid order the shopper let lapse). */
  quiet?: boolean;
}

export interface OrderTransitionScope {
  /** The caller's transaction, in which it holds the order's row lock. */
  manager: EntityManager;
  /** Where the move is published; its subscribers react in the same transaction. */
  events: DomainEventBus;
}

export interface OrderTransitionResult {
  /** False when the order already had that status: then only the facts were written. */
  changed: boolean;
  /** A paid order was cancelled: it is now marked refundDue and a full refund is owed. */
  refundDue: boolean;
}

/**
 * The one way an order's status changes (docs/decisions/024-one-order-transition.md): every caller
 * (the admin, the payment's outcome, its expiry, shipping, cash on delivery) moves an order through
 * here, in its own transaction, with the order locked.
 *
 * The state machine (order-state-machine.ts) decides, on the order as the facts leave it: a
 * refused move is INVALID_STATE and writes nothing. Then, in the caller's transaction, it writes
 * the status with the facts in one UPDATE (when Delivered, when; a paid order cancelled is marked
 * refundDue), one history entry for a new status, and publishes what happened
 * (order-events.ts): OrderPaymentConfirmed when the facts made the order PAID, then
 * OrderTransitioned for a new status. What follows from a move is its subscribers' (registered in
 * server/src/events.ts, listed in docs/architecture.md): the stock going back, the discount's use
 * given back, the tax invoice or credit note, the shopper's e-mail, the webhook. They run in this
 * transaction, so a move and its consequences commit together or not at all.
 * Moving to the status the order has writes only the facts (and OrderPaymentConfirmed when they
 * make it PAID), with no history entry and no OrderTransitioned.
 */
export async function transitionOrder(
  { manager, events }: OrderTransitionScope,
  order: OrderEntity,
  transition: OrderTransition,
): Promise<OrderTransitionResult> {
  const { to, by } = transition;
  const facts = transition.facts ?? {};
  const after = { ...order, ...facts };
  const refusal = transitionRefusal(after, to);
  if (refusal) throw new ShopError('INVALID_STATE', refusal, { from: order.status, to });
  const changed = order.status !== to;

  const changes: Partial<OrderEntity> = changed ? { ...facts, status: to } : { ...facts };
  if (changed && to === 'Delivered') changes.deliveredAt = new Date();
  const refundDue = changed && to === 'Cancelled' && after.paymentStatus === 'PAID';
  if (refundDue) changes.refundDue = true;
  // An UPDATE that sets nothing new would still move updated_at, which the order sync reads as a change.
  if (Object.keys(changes).length > 0) await manager.update(OrderEntity, { id: order.id }, changes);
  const moved = { ...order, ...changes };
  if (facts.paymentStatus === 'PAID' && order.paymentStatus !== 'PAID')
    await events.publish(manager, OrderPaymentConfirmed, { order: moved });
  if (!changed) return { changed, refundDue };

  await manager.insert(OrderStatusChangeEntity, {
    orderId: order.id,
    status: to,
    changedBy: by,
    note: transition.note ?? (refundDue ? 'Cancelled after payment: refund due' : null),
  });
  // Unpaid: the payment never came (pending or failed online), or the cash was not collected.
  const unpaid = after.paymentStatus === 'PENDING' || after.paymentStatus === 'FAILED' || after.paymentStatus === 'PAY_ON_DELIVERY';
  await events.publish(manager, OrderTransitioned, {
    order: moved,
    from: order.status,
    to,
    by,
    refundDue,
    unpaid,
    quiet: transition.quiet ?? false,
  });
  return { changed, refundDue };
}
