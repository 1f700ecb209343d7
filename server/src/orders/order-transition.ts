import { orderStatusCode, type OrderStatusName } from '@common/order-status.js';
import type { EntityManager } from 'typeorm';
import { recordEvent } from '../integrations/domain-events.js';
import { ShopError } from '../kernel/errors.js';
import type { MailService } from '../mail/mail.service.js';
import { transitionRefusal } from './order-state-machine.js';
import { OrderStatusChangeEntity } from './order-status-change.entity.js';
import { OrderEntity } from './order.entity.js';
import { releaseOrderStock } from './placement/stock-reservation.js';
import { issueInvoice, issueReturnCreditNote } from '../invoicing/issue-tax-documents.js';
import type { TaxDocumentEntity } from '../invoicing/tax-document.entity.js';

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
  mail: Pick<MailService, 'enqueueOrderConfirmation' | 'enqueueOrderDelivered' | 'enqueueOrderCancelled'>;
}

export interface OrderTransitionResult {
  /** False when the order already had that status: then only the facts were written. */
  changed: boolean;
  /** A paid order was cancelled: it is now marked refundDue and a full refund is owed. */
  refundDue: boolean;
  /** The confirmation, delivered, cancelled or payment-failed e-mail was queued; the caller sends it after the commit. */
  mailQueued: boolean;
  /** The GST invoice issued by this move into PAID, or by a cash-on-delivery order's shipping (in the caller's transaction), else null. */
  invoice: TaxDocumentEntity | null;
}

/**
 * The one way an order's status changes (docs/decisions/024-one-order-transition.md): every caller
 * (the admin, the payment's outcome, its expiry) moves an order through here, in its own
 * transaction, with the order locked.
 *
 * The state machine (order-state-machine.ts) decides, on the order as the facts leave it: a
 * refused move is INVALID_STATE and writes nothing. Then, in the caller's transaction:
 * - Cancelled: the reserved stock goes back (once: stockReserved guards it), an unpaid order gives
 *   back its discount code's use, and a paid order is marked refundDue; a cash-on-delivery order
 *   returned undelivered after its invoice was issued gets a credit note reversing it;
 * - the tax invoice is issued with the move into PAID, or, for a cash-on-delivery order, when it
 *   ships (goods are invoiced when they leave: CGST Act section 31(1)); its cash collected later
 *   finds the invoice already issued;
 * - Processing: the order confirmation e-mail is queued (once per order);
 * - Delivered: when is recorded (the return window counts from it) and the delivered e-mail,
 *   which says until when a return can be asked, is queued;
 * - Cancelled: the shopper's e-mail is queued: "payment failed" with a retry link when the
 *   provider refused the payment, "cancelled" with what happens to the money when the shop cancels;
 *   none when the shopper let the payment lapse;
 * - a new status: one history entry and one order.status_changed event, in the API's names
 *   (PENDING), as integrators read them.
 * Moving to the status the order has writes only the facts, and no history or event.
 */
export async function transitionOrder(
  { manager, mail }: OrderTransitionScope,
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
  if (to === 'Cancelled' && order.stockReserved) {
    await releaseOrderStock(manager, order.id);
    changes.stockReserved = false;
  }
  // An unpaid order that expires or is cancelled gives its discount code's use back; a paid one keeps it.
  const unpaid = after.paymentStatus === 'PENDING' || after.paymentStatus === 'FAILED' || after.paymentStatus === 'PAY_ON_DELIVERY';
  if (changed && to === 'Cancelled' && order.discountCodeId && !order.discountReleased && unpaid) changes.discountReleased = true;
  if (changed && to === 'Delivered') changes.deliveredAt = new Date();
  const refundDue = changed && to === 'Cancelled' && after.paymentStatus === 'PAID';
  if (refundDue) changes.refundDue = true;
  // An UPDATE that sets nothing new would still move updated_at, which the order sync reads as a change.
  if (Object.keys(changes).length > 0) await manager.update(OrderEntity, { id: order.id }, changes);
  // Paid and invoiced, or neither: the tax invoice is issued with the move into PAID; a COD order's when it ships.
  const paidNow = facts.paymentStatus === 'PAID' && order.paymentStatus !== 'PAID';
  const codShipped = changed && to === 'Shipped' && after.paymentStatus === 'PAY_ON_DELIVERY';
  const invoice = paidNow || codShipped ? await issueInvoice(manager, order.id) : null;
  if (changed && to === 'Cancelled' && after.paymentStatus === 'PAY_ON_DELIVERY') await issueReturnCreditNote(manager, order.id);
  if (!changed) return { changed, refundDue, mailQueued: false, invoice };

  await manager.insert(OrderStatusChangeEntity, {
    orderId: order.id,
    status: to,
    changedBy: by,
    note: transition.note ?? (refundDue ? 'Cancelled after payment: refund due' : null),
  });
  await recordEvent(manager, 'order.status_changed', {
    id: order.id,
    from: orderStatusCode(order.status),
    to: orderStatusCode(to),
    changedBy: by,
  });
  const moved = { ...order, ...changes };
  let mailQueued = false;
  if (to === 'Processing') mailQueued = await mail.enqueueOrderConfirmation(manager, moved, invoice);
  if (to === 'Delivered') mailQueued = await mail.enqueueOrderDelivered(manager, moved, changes.deliveredAt!);
  if (to === 'Cancelled' && !transition.quiet) mailQueued = await mail.enqueueOrderCancelled(manager, moved, by);
  return { changed, refundDue, mailQueued, invoice };
}
