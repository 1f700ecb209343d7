import { describe, expect, it } from 'vitest';
import { applyDiscount, discountRefusal, minimumRefusal, priceDiscountedOrder, spreadDiscount, type DiscountTerms } from './discount.js';

const TERMS: DiscountTerms = {
  code: 'DIWALI10',
  kind: 'PERCENTAGE',
  percent: 10,
  amountPaise: null,
  minimumSubtotalPaise: 500_00,
  startsAt: new Date('2026-11-01T00:00:00+05:30'),
  endsAt: new Date('2026-12-01T00:00:00+05:30'),
  active: true,
};

describe('discount codes', () => {
  it('takes a percentage to the nearest paisa, a fixed amount up to the goods, and free shipping off shipping', () => {
    expect(applyDiscount({ kind: 'PERCENTAGE', percent: 15, amountPaise: null }, 333_33)).toMatchObject({
      discountPaise: 50_00,
      shippingPaise: 30_00,
    });
    expect(applyDiscount({ kind: 'PERCENTAGE', percent: 15, amountPaise: null }, 3_30)).toMatchObject({ discountPaise: 50 });
    expect(applyDiscount({ kind: 'FIXED_AMOUNT', percent: null, amountPaise: 200_00 }, 150_00)).toMatchObject({ discountPaise: 150_00 });
    expect(applyDiscount({ kind: 'FREE_SHIPPING', percent: null, amountPaise: null }, 400_00)).toEqual({
      subtotalPaise: 400_00,
      discountPaise: 0,
      shippingPaise: 0,
      savingPaise: 30_00,
    });
  });

  it('spreads a discount over lines by largest remainder, adding up to the paisa and never above a line', () => {
    expect(spreadDiscount([100, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(spreadDiscount([249_00, 3 * 199_00, 1], 84_60)).toEqual([24_90, 59_70, 0]);
    for (let discount = 0; discount <= 1000; discount += 7) {
      const shares = spreadDiscount([1, 333, 666], discount);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBe(discount);
      shares.forEach((share, index) => expect(share).toBeLessThanOrEqual([1, 333, 666][index]));
    }
  });

  it('prices an order with a code: total = subtotal − discount + shipping', () => {
    const order = priceDiscountedOrder(
      [
        { unitPricePaise: 249_00, quantity: 1 },
        { unitPricePaise: 199_00, quantity: 3 },
      ],
      { kind: 'PERCENTAGE', percent: 10, amountPaise: null },
    );
    expect(order).toEqual({
      subtotalPaise: 846_00,
      discountPaise: 84_60,
      shippingPaise: 30_00,
      taxPaise: 0,
      totalPaise: 791_40,
      savingPaise: 84_60,
      lineDiscountsPaise: [24_90, 59_70],
    });
  });

  it('refuses goods below the minimum with what is still needed, and words each reason for the shopper', () => {
    expect(minimumRefusal(TERMS, 600_00)).toBeNull();
    expect(minimumRefusal(TERMS, 450_50)).toEqual({
      reason: 'BELOW_MINIMUM',
      message: 'Add ₹49.50 more to use DIWALI10.',
      amountNeededPaise: 49_50,
    });
    expect(discountRefusal('NOT_STARTED', 'diwali10', { at: new Date('2026-11-01T00:00:00+05:30') }).message).toBe(
      'DIWALI10 works from 1 Nov 2026, 12:00 am IST.',
    );
    expect(discountRefusal('EXPIRED', 'DIWALI10').message).toBe('DIWALI10 has expired.');
    expect(discountRefusal('UNKNOWN', ' diwali5 ').message).toBe('DIWALI5 is not a discount code we know. Please check it.');
  });
});
