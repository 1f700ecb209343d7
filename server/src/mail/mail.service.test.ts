import { describe, expect, it } from 'vitest';
import type { OrderLineEntity } from '../orders/order-line.entity.js';
import type { OrderEntity } from '../orders/order.entity.js';
import { renderOrderConfirmation } from './templates/order-confirmation.js';

const order = {
  id: '4ee6cb9e-a385-45cd-88ba-8fed15743b15',
  orderNumber: 100042,
  firstName: 'Asha <b>',
  lastName: 'Verma',
  email: 'asha@example.in',
  phone: '+91 98765 43210',
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
  subtotalPaise: 94700,
  shippingPaise: 3000,
  taxPaise: 0,
  totalPaise: 97700,
  paymentReference: 'OM123',
} as OrderEntity;
const lines = [
  { position: 0, name: 'Bhringraj & Amla Hair Oil', size: '200ml', quantity: 1, unitPricePaise: 44900 },
  { position: 1, name: 'Bhringraj & Amla Hair Oil', size: '100ml', quantity: 2, unitPricePaise: 24900 },
] as OrderLineEntity[];

describe('renderOrderConfirmation', () => {
  const mail = renderOrderConfirmation(order, lines, 'https://shop.example/');

  it('names the order and links to its summary page', () => {
    expect(mail.subject).toBe('Your Herbal Roots order HB-100042 is confirmed');
    expect(mail.text).toContain('https://shop.example/order-summary/4ee6cb9e-a385-45cd-88ba-8fed15743b15');
    expect(mail.html).toContain('href="https://shop.example/order-summary/4ee6cb9e-a385-45cd-88ba-8fed15743b15"');
  });

  it('lists every line and the totals in rupees', () => {
    expect(mail.text).toContain('Bhringraj & Amla Hair Oil (100ml) × 2 at ₹249.00 = ₹498.00');
    expect(mail.text).toContain('Shipping: ₹30.00');
    expect(mail.text).toContain('Total paid: ₹977.00');
    expect(mail.text).toContain('12 MG Road, Bengaluru, Karnataka - 560001, India');
    expect(mail.html).toContain('₹977.00');
  });

  it('escapes what customers typed in the HTML part', () => {
    expect(mail.html).toContain('Asha &#60;b&#62;');
    expect(mail.html).not.toContain('Asha <b>');
  });
});
