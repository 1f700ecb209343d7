import { describe, expect, it, vi } from 'vitest';

// The frame after the touch, run by the test when it chooses.
const afterPaint: Array<() => void> = [];
vi.mock('@/lib/after-next-paint', () => ({ afterNextPaint: (work: () => void) => afterPaint.push(work) }));

const fetched: string[] = [];
vi.mock('./payment-step', () => {
  fetched.push('payment step');
  return { PaymentStep: () => null };
});
vi.mock('./checkout-results', () => {
  fetched.push('outcome views');
  return { ProcessingView: () => null, PendingView: () => null, SuccessView: () => null, FailedView: () => null };
});

const { preloadCheckoutViews } = await import('./checkout-views');

describe('the next steps of checkout, fetched as the shopper starts on the form', () => {
  it('asks for their code after the touch is painted, not in the touch, and only once', async () => {
    preloadCheckoutViews(); // the first touch on a field
    preloadCheckoutViews(); // the next field's focus
    expect(fetched).toEqual([]);
    expect(afterPaint).toHaveLength(1);

    afterPaint[0]();
    await vi.waitFor(() => expect(fetched.sort()).toEqual(['outcome views', 'payment step']));
  });
});
