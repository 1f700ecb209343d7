import { describe, expect, it } from 'vitest';
import { decidePayment, PAYMENT_START_GRACE_MS, paymentConfirmationMessage } from './payment-decision.js';
import type { ProviderOrderStatus } from '../kernel/payment-provider.js';

const now = new Date('2025-11-22T10:00:00Z');
const pending = {
  paymentStatus: 'PENDING' as const,
  status: 'Pending' as const,
  stockReserved: true,
  refundDue: false,
  totalPaise: 27900,
  paymentExpiresAt: new Date('2025-11-22T10:30:00Z'),
};
const completed: ProviderOrderStatus = { state: 'COMPLETED', amountPaise: 27900, transactionId: 'OM1' };
const failed: ProviderOrderStatus = { state: 'FAILED', amountPaise: 27900, reason: 'declined' };
const open: ProviderOrderStatus = { state: 'PENDING', amountPaise: 27900 };

describe('decidePayment', () => {
  it('pays a pending order when the provider completed the full amount', () => {
    expect(decidePayment(pending, completed, now)).toEqual({ kind: 'paid' });
  });

  it('leaves the order alone when the amounts differ', () => {
    expect(decidePayment(pending, { ...completed, amountPaise: 27899 }, now)).toEqual({ kind: 'amount-mismatch' });
  });

  it('fails a pending order with the provider reason', () => {
    expect(decidePayment(pending, failed, now)).toEqual({ kind: 'failed', reason: 'declined' });
    expect(decidePayment(pending, { ...failed, reason: undefined }, now)).toEqual({ kind: 'failed', reason: 'failed' });
  });

  it('expires a pending order past its window while the provider still waits, or never heard of it', () => {
    const late = new Date('2025-11-22T10:30:00Z');
    expect(decidePayment(pending, open, late)).toEqual({ kind: 'expired' });
    expect(decidePayment(pending, null, late)).toEqual({ kind: 'expired' });
    expect(decidePayment(pending, open, now)).toEqual({ kind: 'none' });
  });

  it('never pays an order that gave its stock back: a refund is due instead, once', () => {
    const released = { ...pending, paymentStatus: 'FAILED' as const, status: 'Cancelled' as const, stockReserved: false };
    expect(decidePayment(released, completed, now)).toEqual({ kind: 'refund-due' });
    expect(decidePayment({ ...released, refundDue: true }, completed, now)).toEqual({ kind: 'none' });
    const cancelled = { ...pending, status: 'Cancelled' as const, stockReserved: false };
    expect(decidePayment(cancelled, completed, now)).toEqual({ kind: 'refund-due' });
  });

  it('changes nothing on a paid order, whatever arrives', () => {
    const paid = { ...pending, paymentStatus: 'PAID' as const, status: 'Processing' as const };
    for (const status of [completed, failed, open, null])
      expect(decidePayment(paid, status, new Date('2030-01-01'))).toEqual({ kind: 'none' });
  });

  it('closes an order whose payment was never started once the start-up grace has passed, not before', () => {
    const createdAt = new Date(now.getTime() - PAYMENT_START_GRACE_MS);
    expect(decidePayment({ ...pending, createdAt }, null, now)).toEqual({ kind: 'not-started' });
    expect(decidePayment({ ...pending, createdAt: new Date(now.getTime() - PAYMENT_START_GRACE_MS + 1000) }, null, now)).toEqual({
      kind: 'none',
    });
    // With a payment at the provider the usual rules apply, however old the order.
    expect(decidePayment({ ...pending, createdAt }, open, now)).toEqual({ kind: 'none' });
    expect(decidePayment({ ...pending, createdAt, paymentStatus: 'FAILED' as const, stockReserved: false }, null, now)).toEqual({
      kind: 'none',
    });
  });

  it('keeps the order open while the provider order is CREATED or PENDING after a failed attempt: the shopper may retry', () => {
    const retrying: ProviderOrderStatus = { state: 'PENDING', rawState: 'PENDING', amountPaise: 27900, failedAttempts: 1, errorCode: 'ZM' };
    expect(decidePayment(pending, retrying, now)).toEqual({ kind: 'none' });
    expect(decidePayment(pending, { state: 'PENDING', rawState: 'CREATED', amountPaise: 27900 }, now)).toEqual({ kind: 'none' });
    // Expiry still closes it on time.
    expect(decidePayment(pending, retrying, new Date('2025-11-22T10:30:00Z'))).toEqual({ kind: 'expired' });
  });

  it('changes nothing on a refunded order', () => {
    for (const paymentStatus of ['REFUNDED', 'PARTIALLY_REFUNDED'] as const)
      expect(decidePayment({ ...pending, paymentStatus, status: 'Processing' as const }, completed, now)).toEqual({ kind: 'none' });
  });

  it('does not fail an order twice', () => {
    const alreadyFailed = { ...pending, paymentStatus: 'FAILED' as const, stockReserved: false };
    expect(decidePayment(alreadyFailed, failed, now)).toEqual({ kind: 'none' });
    expect(decidePayment(alreadyFailed, open, new Date('2030-01-01'))).toEqual({ kind: 'none' });
  });
});

describe('paymentConfirmationMessage', () => {
  it('uses the texts shoppers read on the payment pages', () => {
    expect(paymentConfirmationMessage({ paymentStatus: 'PAID', refundDue: false, paymentFailureReason: null })).toBe(
      'Payment successful! Invoice sent to your email.',
    );
    expect(paymentConfirmationMessage({ paymentStatus: 'FAILED', refundDue: false, paymentFailureReason: 'timeout' })).toBe(
      'The payment timed out. Please try again.',
    );
    expect(paymentConfirmationMessage({ paymentStatus: 'FAILED', refundDue: false, paymentFailureReason: null })).toBe(
      'Your payment could not be processed.',
    );
  });
});
