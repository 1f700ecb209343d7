import { domainEvent } from '../kernel/event-bus.js';
import type { OrderEntity } from '../orders/order.entity.js';
import type { RefundEntity } from './refund.entity.js';

/*
 * What payments tell the rest of the shop (kernel/event-bus.ts), published in the transaction that
 * records it.
 */

/** The provider confirmed an online payment and the order moved on (or stayed further along). */
export interface OrderPaidOnlineEvent {
  order: OrderEntity;
  /** The provider's transaction id, when it gave one. */
  paymentReference: string | null;
}
export const OrderPaidOnline = domainEvent<OrderPaidOnlineEvent>('payment.order-paid-online');

/** A refund completed: the money went back (through the provider, or by the owner's own transfer). */
export interface RefundCompletedEvent {
  /** The order as it was locked, before its payment status was updated for this refund. */
  order: OrderEntity;
  refund: RefundEntity;
  /** Every completed refund of the order, this one included. */
  refundedPaise: number;
  /** Nothing of the order's payment is left to refund. */
  fully: boolean;
}
export const RefundCompleted = domainEvent<RefundCompletedEvent>('payment.refund-completed');
