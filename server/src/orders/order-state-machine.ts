import { ORDER_STATUSES, type OrderStatusName } from '@common/order-status.js';
import type { PaymentStatusName } from './order.entity.js';

/**
 * The order's life, written once (docs/decisions/011-order-state-machine.md). A pure table: the
 * order service asks it before every status change, and the API hands its answers to the admin
 * console, so no screen restates the rules.
 *
 *   Pending ──(payment confirmed, or cash on delivery)──▶ Processing ──▶ Shipped ──▶ Delivered
 *      │                                 │                    │
 *      └──────────────▶ Cancelled ◀──────┘◀───────────────────┘ (cash on delivery only:
 *                                                                 returned undelivered)
 *
 * - Pending → Processing happens when the provider confirms the payment (payment-sync); an admin
 *   may only make that step for an order whose payment is already confirmed. A cash-on-delivery
 *   order (payment PAY_ON_DELIVERY) makes it when it is placed, without the provider.
 * - Cancelled and Delivered are final. A shipped order cannot be cancelled: it is on its way;
 *   except a cash-on-delivery order refused or returned undelivered, which comes back unpaid.
 *   A delivered COD order's cash is recorded as a change of payment, not of status.
 * - Cancelling releases the order's stock and, when it was paid, starts a refund.
 */
export interface OrderStateFacts {
  status: OrderStatusName;
  paymentStatus: PaymentStatusName;
}

export interface StatusOption {
  status: OrderStatusName;
  allowed: boolean;
  /** Why the order cannot move there now; null when it can (or it is the current status). */
  reason: string | null;
}

/**
 * Where each status may go next. The final ones (FINAL_ORDER_STATUSES in common/order-status.ts,
 * which the open-COD-order counts read) go nowhere; order-state-machine.test.ts holds the two
 * together.
 */
const NEXT: Record<OrderStatusName, readonly OrderStatusName[]> = {
  Pending: ['Processing', 'Cancelled'],
  Processing: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered', 'Cancelled'],
  Delivered: [],
  Cancelled: [],
};

const FINAL_REASON: Partial<Record<OrderStatusName, string>> = {
  Cancelled: 'A cancelled order is final: its stock has been released.',
  Delivered: 'A delivered order is final.',
};

/** Why `order` may not move to `to` now, or null when it may. Moving to its own status is a no-op, allowed. */
export function transitionRefusal(order: OrderStateFacts, to: OrderStatusName): string | null {
  const from = order.status;
  if (from === to) return null;
  const final = FINAL_REASON[from];
  if (final) return final;
  if (from === 'Shipped' && to === 'Cancelled' && order.paymentStatus !== 'PAY_ON_DELIVERY') {
    return 'A shipped order cannot be cancelled: it is already on its way.';
  }
  if (!NEXT[from].includes(to)) {
    if (to === 'Pending') return 'An order never goes back to Pending.';
    if (to === 'Cancelled' && from === 'Shipped') return 'A shipped order cannot be cancelled: it is already on its way.';
    if (to === 'Delivered') return 'Only a shipped order can be marked Delivered.';
    if (to === 'Shipped') return 'Only an order in Processing (paid) can be shipped.';
    return `${from} orders cannot move to ${to}.`;
  }
  if (from === 'Pending' && to === 'Processing' && order.paymentStatus !== 'PAID' && order.paymentStatus !== 'PAY_ON_DELIVERY') {
    return 'Waiting for payment: an order moves to Processing when its payment is confirmed.';
  }
  return null;
}

/** The statuses `order` may move to now, in the usual order. */
export function allowedNextStatuses(order: OrderStateFacts): OrderStatusName[] {
  return ORDER_STATUSES.filter((status) => status !== order.status && transitionRefusal(order, status) === null);
}

/** Every status with whether the order may move there now and, if not, why (the admin's status control). */
export function statusOptions(order: OrderStateFacts): StatusOption[] {
  return ORDER_STATUSES.map((status) => {
    const reason = status === order.status ? null : transitionRefusal(order, status);
    return { status, allowed: status !== order.status && reason === null, reason };
  });
}
