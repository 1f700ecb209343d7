import { describe, expect, it } from 'vitest';
import { codOffer, codSettingsProblem, codShopperKeys, DEFAULT_COD_SETTINGS } from './cash-on-delivery.js';

const ON = { ...DEFAULT_COD_SETTINGS, enabled: true, feePaise: 4900, maxOrderPaise: 200_000 };

describe('cash on delivery', () => {
  it('is offered only when on, for an Indian address, up to the largest order', () => {
    expect(codOffer(DEFAULT_COD_SETTINGS, 27_900)).toMatchObject({ available: false, reason: 'DISABLED' });
    expect(codOffer(ON, 200_000, 'India')).toEqual({ available: true, feePaise: 4900, reason: null, message: null });
    expect(codOffer(ON, 200_001)).toMatchObject({
      available: false,
      reason: 'ABOVE_LIMIT',
      message: 'Cash on delivery is available for orders up to ₹2,000.00. Please pay online.',
    });
    expect(codOffer(ON, 27_900, 'United Kingdom')).toMatchObject({ available: false, reason: 'OUTSIDE_INDIA' });
  });

  it("refuses the owner's terms outside their ranges, naming the field", () => {
    expect(codSettingsProblem(ON)).toBeNull();
    expect(codSettingsProblem({ ...ON, feePaise: 12.5 })?.field).toBe('feePaise');
    expect(codSettingsProblem({ ...ON, maxOrderPaise: 99 })?.field).toBe('maxOrderPaise');
    expect(codSettingsProblem({ ...ON, maxOpenOrders: 21 })?.field).toBe('maxOpenOrders');
  });

  it('knows one shopper by the last ten digits of the phone, the e-mail in any case and the street with its PIN', () => {
    const keys = codShopperKeys({ email: ' Asha@Example.IN ', phone: '+91 98765 43210', street: '12  MG Road ', postalCode: '560 001' });
    expect(keys).toEqual({ email: 'asha@example.in', phone: '9876543210', address: '12mgroad|560001' });
  });

  it('folds the names one person can give the same door: +tags, Gmail dots, +91 or a leading 0, punctuation in the street', () => {
    const one = codShopperKeys({ email: 'asha.verma@gmail.com', phone: '9876543210', street: '12, M.G. Road', postalCode: '560001' });
    const variations = [
      { email: 'Asha.Verma+1@gmail.com', phone: '+91 98765-43210', street: '12 MG Road.', postalCode: '560 001' },
      { email: 'ashaverma+cod@googlemail.com', phone: '098765 43210', street: '12 mg road', postalCode: '560001' },
    ];
    for (const variation of variations) expect(codShopperKeys(variation)).toEqual(one);
    // Dots matter at other providers.
    expect(codShopperKeys({ ...variations[0], email: 'a.sha@example.in' }).email).not.toBe(
      codShopperKeys({ ...variations[0], email: 'asha@example.in' }).email,
    );
  });
});
