import type { OrderStatusName } from '@common/order-status.js';
import { domainEvent } from '../kernel/event-bus.js';
import type { OrderEntity } from './order.entity.js';

/*
 * What happens to an order, as the domains that react to it hear it (kernel/event-bus.ts). Published
 * by the order's one transition (order-transition.ts) in the transaction that made the change.
 */

/** An order moved to a new status; its history entry is written. */
export interface OrderTransitionedEvent {
  /** The order as the move left it (status, facts, deliveredAt written). */
  order: OrderEntity;
  from: OrderStatusName;
  to: OrderStatusName;
  /** Who moved it: an admin's e-mail, 'payment' or 'customer'. */
  by: string;
  /** A paid order was cancelled: a full refund is owed. */
  refundDue: boolean;
  /** The payment was not taken (online payment pending or failed, or cash not yet collected). */
  unpaid: boolean;
  /** No e-mail to the shopper for this move (an unpaid order the shopper let lapse). */
  quiet: boolean;
}
export const OrderTransitioned = domainEvent<OrderTransitionedEvent>('order.transitioned');

/**
 * The order's payment was confirmed by this move (its payment status became PAID), whether or not
 * its status changed with it. Published before OrderTransitioned, so its reactions (the tax
 * invoice) exist when the move's own reactions (the confirmation e-mail) run.
 */
export interface OrderPaymentConfirmedEvent {
  order: OrderEntity;
}
export const OrderPaymentConfirmed = domainEvent<OrderPaymentConfirmedEvent>('order.payment-confirmed');
