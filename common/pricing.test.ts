import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees, rupeesToPaise } from './money.js';
import { freeShippingShortfall, priceOrder, shippingFor } from './pricing.js';

describe('the one pricing rule', () => {
  it('charges ₹30 shipping up to and including a ₹1000 subtotal', () => {
    expect(shippingFor(999_00)).toBe(30_00);
    expect(shippingFor(1000_00)).toBe(30_00);
  });

  it('ships free when the subtotal is above ₹1000', () => {
    expect(shippingFor(1000_01)).toBe(0);
    expect(shippingFor(2500_00)).toBe(0);
  });

  it('adds no tax: prices include GST', () => {
    const totals = priceOrder([{ unitPricePaise: 249_00, quantity: 2 }]);
    expect(totals).toEqual({ subtotalPaise: 498_00, shippingPaise: 30_00, taxPaise: 0, totalPaise: 528_00 });
  });

  it('prices a cart that crosses the threshold without shipping', () => {
    const totals = priceOrder([
      { unitPricePaise: 395_00, quantity: 2 },
      { unitPricePaise: 249_50, quantity: 1 },
    ]);
    expect(totals.subtotalPaise).toBe(1039_50);
    expect(totals.shippingPaise).toBe(0);
    expect(totals.totalPaise).toBe(1039_50);
  });

  it('charges nothing for an empty cart', () => {
    expect(priceOrder([])).toEqual({ subtotalPaise: 0, shippingPaise: 0, taxPaise: 0, totalPaise: 0 });
  });

  it('says how much more makes shipping free: enough to pass ₹1000, never ₹0.00', () => {
    expect(freeShippingShortfall(600_00)).toBe(400_01);
    expect(freeShippingShortfall(1000_00)).toBe(1);
    expect(shippingFor(1000_00 + freeShippingShortfall(1000_00)!)).toBe(0);
    expect(shippingFor(999_99 + freeShippingShortfall(999_99)! - 1)).toBe(30_00);
  });

  it('has nothing to say when shipping is already free or the cart is empty', () => {
    expect(freeShippingShortfall(1000_01)).toBeNull();
    expect(freeShippingShortfall(0)).toBeNull();
  });
});

describe('money', () => {
  it('writes rupees the Indian way with two decimals', () => {
    expect(formatRupees(1234)).toBe('₹1,234.00');
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
    expect(formatPaise(30_00)).toBe('₹30.00');
  });

  it('converts rupees to exact paise and refuses what is not money', () => {
    expect(rupeesToPaise(249.5)).toBe(24950);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(12.345)).toBeNull();
    expect(rupeesToPaise(Number.NaN)).toBeNull();
    expect(rupeesToPaise(Number.POSITIVE_INFINITY)).toBeNull();
    expect(rupeesToPaise(1e300)).toBeNull();
  });
});
