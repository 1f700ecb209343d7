import { domainEvent } from '../kernel/event-bus.js';
import type { OrderLineEntity } from '../orders/order-line.entity.js';
import type { OrderEntity } from '../orders/order.entity.js';
import type { ReturnRequestEntity } from './return-request.entity.js';

/*
 * A return's steps, as the domains that react to them hear them (kernel/event-bus.ts): each is
 * published in the transaction that writes the step. Receiving the parcel is no event of its own:
 * it begins a refund, and the refund's completion (payments' RefundCompleted) marks the return
 * refunded and publishes ReturnRefunded.
 */

/** A step of one return, with the order it belongs to (locked by the step's transaction). */
export interface ReturnStepEvent {
  /** The request as the step left it, with its lines. */
  request: ReturnRequestEntity;
  order: OrderEntity;
  /** The order's lines, in the order's order: what the request's lines name. */
  orderLines: OrderLineEntity[];
}

/** A shopper asked to return items of a delivered order. */
export const ReturnRequested = domainEvent<ReturnStepEvent>('return.requested');
/** The owner accepted the request: the shopper may send the items back. */
export const ReturnApproved = domainEvent<ReturnStepEvent>('return.approved');
/** The owner refused the request, saying why. */
export const ReturnRejected = domainEvent<ReturnStepEvent>('return.rejected');
/** The refund for the returned items completed. */
export const ReturnRefunded = domainEvent<ReturnStepEvent>('return.refunded');
