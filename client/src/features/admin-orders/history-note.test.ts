import { describe, expect, it } from 'vitest';
import { historyNote } from './history-note';

describe('historyNote', () => {
  it('puts a failed payment’s reason key in words and leaves other notes alone', () => {
    expect(historyNote('Payment failed: insufficient_funds')).toBe(
      'Payment failed: Payment failed due to insufficient funds in your account.',
    );
    expect(historyNote('Refunded ₹120.00')).toBe('Refunded ₹120.00');
  });
});
