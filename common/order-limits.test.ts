import { describe, expect, it } from 'vitest';
import { orderLimitMessage, orderLimitNote } from './order-limits.js';

describe('the per-order limit, said where it stops the quantity', () => {
  it('names the limit when it, not the stock, stops the stepper', () => {
    // "Only 3 left!": half of what is left, rounded down, is 1.
    expect(orderLimitNote(1, 3)).toBe('Limit 1 per order while only 3 are left');
    // Plenty left: the configured ten.
    expect(orderLimitNote(10, 86)).toBe('Limit 10 per order');
    expect(orderLimitNote(5, 10)).toBe('Limit 5 per order');
  });

  it('says nothing when the stock itself is what stops it, or nothing can be ordered', () => {
    expect(orderLimitNote(1, 1)).toBeNull();
    expect(orderLimitNote(7, 7)).toBeNull();
    expect(orderLimitNote(0, 0)).toBeNull();
  });

  it('words the refusal the cart and the order give', () => {
    expect(orderLimitMessage(10, 'Neem Tulsi Face Wash')).toBe('You can order at most 10 of Neem Tulsi Face Wash at a time');
  });
});
