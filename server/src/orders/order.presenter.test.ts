import { describe, expect, it } from 'vitest';
import { addressLineOf, customerNameOf, lineAmounts, orderAmounts, orderNumberOf } from './order.presenter.js';

describe('the order presenter', () => {
  const order = {
    orderNumber: 100042,
    firstName: 'Asha',
    lastName: 'Rao ',
    street: 'Flat 4, Lotus Apartments',
    city: 'Pune',
    state: 'Maharashtra',
    postalCode: '411001',
    country: 'India',
    subtotalPaise: 99_950,
    shippingPaise: 3_000,
    taxPaise: 0,
    totalPaise: 102_950,
  };

  it('shows the order number, name and address line as shoppers read them', () => {
    expect(orderNumberOf(order)).toBe('HB-100042');
    expect(customerNameOf(order)).toBe('Asha Rao');
    expect(addressLineOf(order)).toBe('Flat 4, Lotus Apartments, Pune, Maharashtra - 411001, India');
  });

  it('gives every figure in rupees, line totals by the pricing rule', () => {
    expect(orderAmounts(order)).toEqual({ subtotal: 999.5, shipping: 30, tax: 0, total: 1029.5 });
    expect(lineAmounts({ unitPricePaise: 24_950, quantity: 3 })).toEqual({ unitPrice: 249.5, lineTotal: 748.5 });
  });
});
