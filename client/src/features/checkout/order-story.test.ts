import { describe, expect, it } from 'vitest';
import { orderStory, REFUND_NOTE } from './order-story';

const createdAt = '2026-11-20T10:00:00.000Z';

describe('order story: one status model for every order page', () => {
  it('a failed payment is a failed payment: no cancelled heading, no refund, no delivery date, no progress', () => {
    const story = orderStory({ status: 'Cancelled', paymentStatus: 'FAILED', paymentFailureReason: 'insufficient_funds', createdAt });
    expect(story).toMatchObject({
      kind: 'payment-failed',
      title: 'Payment Failed',
      statusLabel: 'Payment failed',
      failureMessage: 'Payment failed due to insufficient funds in your account.',
      estimatedDelivery: null,
      steps: null,
      refundNote: null,
      suggestRetry: true,
    });
    expect(story.text).toContain('You have not been charged');
    expect(story.text).not.toMatch(/refund/i);
  });

  it('a part-refunded order says how much of the payment came back', () => {
    const story = orderStory({
      status: 'PROCESSING',
      paymentStatus: 'PARTIALLY_REFUNDED',
      refundedFormatted: '₹100.00',
      totalFormatted: '₹727.00',
    });
    expect(story.refundNote).toBe('₹100.00 of your ₹727.00 payment has been refunded to the original payment method.');
  });

  it('a paid order is confirmed with its progress and an estimated delivery', () => {
    const story = orderStory({ status: 'Processing', paymentStatus: 'PAID', createdAt });
    expect(story).toMatchObject({
      kind: 'confirmed',
      tone: 'success',
      title: 'Order Confirmed!',
      statusLabel: 'Processing',
      refundNote: null,
    });
    expect(story.estimatedDelivery).toBeInstanceOf(Date);
    expect(story.steps?.map((step) => step.done)).toEqual([true, true, false, false]);
  });

  it('an order waiting for payment shows no delivery date and says what it waits for', () => {
    const story = orderStory({ status: 'Pending', paymentStatus: 'PENDING', createdAt });
    expect(story).toMatchObject({ kind: 'awaiting-payment', statusLabel: 'Awaiting payment', estimatedDelivery: null });
    expect(story.steps?.map((step) => step.label)).toEqual(['Order Placed', 'Payment']);
  });

  it('a paid order cancelled later promises the refund; an unpaid one says nothing was charged', () => {
    const paid = orderStory({ status: 'Cancelled', paymentStatus: 'PAID', createdAt });
    expect(paid).toMatchObject({
      kind: 'cancelled',
      title: 'Order Cancelled',
      refundNote: REFUND_NOTE,
      estimatedDelivery: null,
      steps: null,
    });
    const unpaid = orderStory({ status: 'Cancelled', paymentStatus: 'PENDING', createdAt });
    expect(unpaid).toMatchObject({ kind: 'cancelled', refundNote: null });
    expect(unpaid.text).toContain('You have not been charged');
  });

  it('a delivered order is delivered, with no estimate left', () => {
    expect(orderStory({ status: 'Delivered', paymentStatus: 'PAID', createdAt })).toMatchObject({
      kind: 'delivered',
      estimatedDelivery: null,
    });
  });
});

describe('order story: refunds', () => {
  it('a refunded order says so, and nothing about delivery', () => {
    expect(orderStory({ status: 'Cancelled', paymentStatus: 'REFUNDED', createdAt })).toMatchObject({
      title: 'Order Refunded',
      statusLabel: 'Refunded',
      estimatedDelivery: null,
      refundNote: null,
    });
  });
});
