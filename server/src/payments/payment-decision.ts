import { paymentFailureMessage, type PaymentReason } from '@common/payment-reasons.js';
import type { OrderEntity } from '../orders/order.entity.js';
import type { ProviderOrderStatus } from '../kernel/payment-provider.js';

/**
 * The one rule for what a provider's answer means for a shop order, and what the
 * shopper is told about it. Pure, so every case is tested without a database or a provider.
 */
export const PAYMENT_START_FAILED_REASON = 'The payment could not be started';
/** The shop's own payment window ran out: not the shopper's card. */
export const EXPIRED_REASON: PaymentReason = 'payment_window_expired';

/**
 * An order with no payment row this old was committed by a process that died (or lost the
 * provider) before it could start the payment: nobody holds a pay link, so its stock goes back.
 * Longer than startPayment can take with the default PHONEPE_TIMEOUT_MS (a token and a pay call,
 * each retried once: 40 s at most), so an order another process is still setting up is not
 * closed; were it closed anyway, money paid for it later is flagged for refund, never lost.
 */
export const PAYMENT_START_GRACE_MS = 2 * 60_000;

export const PAYMENT_SUCCESS_MESSAGE = 'Payment successful! Invoice sent to your email.';
export const PAYMENT_PENDING_MESSAGE = 'We are still waiting for the payment provider to confirm your payment.';
export const REFUND_DUE_MESSAGE = 'Your payment arrived after this order was closed. We will refund it to your original payment method.';
export const REFUNDED_MESSAGE = 'This order has been refunded to your original payment method.';

/** What the shopper is told about an order's payment after we asked the provider. */
export const CASH_ON_DELIVERY_MESSAGE = 'Your order is confirmed. Please pay the courier in cash when it arrives.';

export function paymentConfirmationMessage(order: Pick<OrderEntity, 'paymentStatus' | 'refundDue' | 'paymentFailureReason'>): string {
  if (order.paymentStatus === 'PAID') return PAYMENT_SUCCESS_MESSAGE;
  if (order.paymentStatus === 'PAY_ON_DELIVERY') return CASH_ON_DELIVERY_MESSAGE;
  if (order.paymentStatus === 'REFUNDED' || order.paymentStatus === 'PARTIALLY_REFUNDED') return REFUNDED_MESSAGE;
  if (order.refundDue) return REFUND_DUE_MESSAGE;
  if (order.paymentStatus === 'FAILED') return paymentFailureMessage(order.paymentFailureReason);
  return PAYMENT_PENDING_MESSAGE;
}

export type PaymentDecision =
  | { kind: 'none' }
  | { kind: 'not-started' }
  | { kind: 'paid' }
  | { kind: 'failed'; reason: string }
  | { kind: 'expired' }
  | { kind: 'refund-due' }
  | { kind: 'amount-mismatch' };

export type OrderPaymentView = Pick<
  OrderEntity,
  'paymentStatus' | 'status' | 'stockReserved' | 'refundDue' | 'totalPaise' | 'paymentExpiresAt'
> &
  Partial<Pick<OrderEntity, 'createdAt'>>;

/**
 * `provider` is null when no payment was ever created at the provider (or it forgot it). Only an
 * order-level FAILED fails the order: a failed attempt while the provider's order is still open
 * (PENDING) leaves the shopper free to retry on the pay page.
 */
export function decidePayment(order: OrderPaymentView, provider: ProviderOrderStatus | null, now: Date): PaymentDecision {
  // Paid (and later refunded) orders are settled: nothing the provider says moves them back.
  if (order.paymentStatus !== 'PENDING' && order.paymentStatus !== 'FAILED') return { kind: 'none' };
  if (
    provider === null &&
    order.paymentStatus === 'PENDING' &&
    order.createdAt &&
    order.createdAt.getTime() <= now.getTime() - PAYMENT_START_GRACE_MS
  ) {
    return { kind: 'not-started' };
  }
  if (provider?.state === 'COMPLETED') {
    if (provider.amountPaise !== order.totalPaise) return { kind: 'amount-mismatch' };
    // Money for an order that no longer holds its stock is never turned into a paid order.
    if (order.paymentStatus === 'PENDING' && order.status !== 'Cancelled' && order.stockReserved) return { kind: 'paid' };
    return order.refundDue ? { kind: 'none' } : { kind: 'refund-due' };
  }
  if (order.paymentStatus !== 'PENDING') return { kind: 'none' };
  if (provider?.state === 'FAILED') return { kind: 'failed', reason: provider.reason?.trim() || 'failed' };
  if (order.paymentExpiresAt && order.paymentExpiresAt.getTime() <= now.getTime()) return { kind: 'expired' };
  return { kind: 'none' };
}
