import { describe, expect, it } from 'vitest';
import { moneyBreakdown } from '../invoicing/money-breakdown.js';
import type { OrderEntity } from '../orders/order.entity.js';
import { DEFAULT_SHOP_DETAILS } from '../settings/shop-details.js';
import { escapeWithAmounts, renderMail } from './templates/mail-layout.js';
import { orderConfirmationMail } from './templates/order-confirmation.js';
import { paymentFailedMail } from './templates/payment-failed.js';
import { reviewRequestMail } from './templates/review-request.js';

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
  paymentFailureReason: 'declined',
  discountPaise: 0,
} as OrderEntity;
const money = moneyBreakdown({
  lines: [
    {
      orderLineId: 1,
      description: 'Bhringraj & Amla Hair Oil (200ml)',
      hsnCode: '33059019',
      gstRatePercent: 5,
      quantity: 1,
      unitPricePaise: 44900,
    },
    {
      orderLineId: 2,
      description: 'Bhringraj & Amla Hair Oil (100ml)',
      hsnCode: '33059019',
      gstRatePercent: 5,
      quantity: 2,
      unitPricePaise: 24900,
    },
  ],
  shippingPaise: 3000,
  codFeePaise: 0,
  discountCode: null,
  placeOfSupply: { code: '29', name: 'Karnataka' },
  regime: 'IGST',
});

describe('the order confirmation', async () => {
  const mail = await renderMail(orderConfirmationMail(order, money, 'https://shop.example/', null, 'Herbal Roots'), DEFAULT_SHOP_DETAILS);

  it('names the order and links to its summary page', () => {
    expect(mail.subject).toBe('Your Herbal Roots order HB-100042 is confirmed');
    expect(mail.text).toContain('https://shop.example/order-summary/4ee6cb9e-a385-45cd-88ba-8fed15743b15');
    expect(mail.html).toContain('href="https://shop.example/order-summary/4ee6cb9e-a385-45cd-88ba-8fed15743b15"');
  });

  it('lists every line and the totals in rupees', () => {
    expect(mail.text).toContain('Bhringraj & Amla Hair Oil (100ml) × 2 at ₹249.00: ₹498.00');
    expect(mail.text).toContain('Shipping: ₹30.00');
    expect(mail.text).toContain('Total paid: ₹977.00');
    // The GST is the breakdown's: ₹21.38 + ₹23.71 in the oils and ₹1.43 in the shipping, at 5 %.
    expect(mail.text).toContain('GST included in the total: ₹46.52');
    expect(mail.text).toContain('12 MG Road, Bengaluru, Karnataka - 560001, India');
    expect(mail.html).toContain('₹977.00');
  });

  it('escapes what customers typed in the HTML part', () => {
    expect(mail.html).toContain('Asha &#60;b&#62;');
    expect(mail.html).not.toContain('Asha <b>');
  });

  it("closes with the shop's name, registered address, GSTIN and contact details, in both parts", () => {
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Herbal Roots (Herbal Roots Naturals)');
      expect(part).toContain('12 Temple Car Street, Kumbakonam, Tamil Nadu 612001, India');
      expect(part).toContain('GSTIN: 33AAHCH1234R1ZE');
      expect(part).toContain('care@herbalroots.in · +91 98400 12345');
    }
  });
});

describe('the payment-failed e-mail', async () => {
  const mail = await renderMail(paymentFailedMail(order, money, 'https://shop.example'), DEFAULT_SHOP_DETAILS);

  it('says why in the shop’s words and links back to the checkout to try again', () => {
    expect(mail.subject).toBe('Your payment for order HB-100042 did not go through');
    expect(mail.text).toContain('Your card was declined by the bank.');
    const retry = 'https://shop.example/checkout?status=FAILED&merchantOrderId=4ee6cb9e-a385-45cd-88ba-8fed15743b15';
    expect(mail.text).toContain(`Try the payment again: ${retry}`);
    expect(mail.html).toContain(`href="${retry.replace('&', '&#38;')}"`);
  });
});

describe('the review request', async () => {
  const products = [
    { productId: 'hair-oil-1', name: 'Bhringraj & Amla Hair Oil' },
    { productId: 'face-wash-3', name: 'Neem Face Wash' },
  ];
  const mail = await renderMail(reviewRequestMail(order, products, 'https://shop.example'), DEFAULT_SHOP_DETAILS);

  it("links to the order page's review form of each product", () => {
    const page = 'https://shop.example/order-summary/4ee6cb9e-a385-45cd-88ba-8fed15743b15';
    expect(mail.text).toContain(`Review Bhringraj & Amla Hair Oil: ${page}#review-hair-oil-1`);
    expect(mail.text).toContain(`Review Neem Face Wash: ${page}#review-face-wash-3`);
    expect(mail.html).toContain(`href="${page}#review-face-wash-3"`);
  });
});

describe('amounts in the HTML part', () => {
  it('keeps each amount, its sign included, on one line and escapes the words around it', () => {
    expect(escapeWithAmounts('Discount −₹100.70 on <₹1,007.00>')).toBe(
      'Discount <span style="white-space:nowrap;">−₹100.70</span> on &#60;<span style="white-space:nowrap;">₹1,007.00</span>&#62;',
    );
  });

  it('wraps every amount of the order confirmation', async () => {
    const { html } = await renderMail(
      orderConfirmationMail(order, money, 'https://shop.example/', null, 'Herbal Roots'),
      DEFAULT_SHOP_DETAILS,
    );
    expect(html).toContain('<span style="white-space:nowrap;">₹977.00</span>');
    expect(html).toContain('× 2 at <span style="white-space:nowrap;">₹249.00</span>');
  });
});
