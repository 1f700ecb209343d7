import type { OrderEntity } from '../orders/order.entity.js';
import type { PaymentEntity } from './payment.entity.js';
import type { RefundEntity } from './refund.entity.js';

/** The refund limit: what of an order may be given back now, and why not when nothing may. */
export interface RefundAllowance {
  /** Paise an admin may refund now; 0 when refusal says why not. */
  refundablePaise: number;
  /** Why the order cannot be refunded now (refundOrder's INVALID_STATE message), or null. */
  refusal: string | null;
}

/**
 * Whether and how much of an order may be refunded now: a completed payment for an order that is
 * paid (or flagged refundDue: paid after it was closed), no refund still with the provider, and
 * money left after the completed refunds. refundOrder enforces it; Order.refundableAmountMoney shows it.
 */
export function refundAllowance(
  order: Pick<OrderEntity, 'paymentStatus' | 'refundDue' | 'paymentMethod' | 'cashCollectedAt' | 'totalPaise'>,
  payment: Pick<PaymentEntity, 'state' | 'amountPaise'> | null,
  refunds: readonly Pick<RefundEntity, 'state' | 'amountPaise'>[],
): RefundAllowance {
  const refused = (refusal: string): RefundAllowance => ({ refundablePaise: 0, refusal });
  const paidFor = ['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED'].includes(order.paymentStatus) || order.refundDue;
  const received = paidPaise(order, payment);
  if (received === null || !paidFor) return refused('Only a paid order can be refunded');
  if (refunds.some((refund) => refund.state === 'PENDING')) return refused('A refund of this order is already in progress');
  const remaining = received - refundedPaise(refunds);
  if (remaining <= 0) return refused('This order has already been refunded in full');
  return { refundablePaise: remaining, refusal: null };
}

/**
 * What the shop received for the order: the provider's completed payment, or for cash on delivery
 * the total once the cash is recorded as collected (refunded by hand, manualRefundOf); null before.
 */
export function paidPaise(
  order: Pick<OrderEntity, 'paymentMethod' | 'cashCollectedAt' | 'totalPaise'>,
  payment: Pick<PaymentEntity, 'state' | 'amountPaise'> | null,
): number | null {
  if (payment?.state === 'COMPLETED') return payment.amountPaise;
  return order.paymentMethod === 'CASH_ON_DELIVERY' && order.cashCollectedAt ? order.totalPaise : null;
}

/** Paise given back so far: the completed refunds only (a pending one may still fail, a failed one moved nothing). */
export function refundedPaise(refunds: readonly Pick<RefundEntity, 'state' | 'amountPaise'>[]): number {
  return refunds.filter((refund) => refund.state === 'COMPLETED').reduce((total, refund) => total + refund.amountPaise, 0);
}
