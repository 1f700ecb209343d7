import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING_MESSAGES } from '../../common/shipping-form.js';
import {
  CONFIRM_PAYMENT,
  countRows,
  createOrder,
  followReturn,
  ORDER_QUERY,
  placeOrder,
  productStock,
  setStock,
  settlePayment,
  snapshot,
  VALID_SHIPPING,
} from '../support/checkout-helpers.js';
import { startTestShop, type TestShop } from '../support/test-shop.js';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop?.close();
});

describe('checkout: the happy path', () => {
  it('creates a priced order, pays it in the sandbox and comes back to SUCCESS with one invoice', async () => {
    const client = shop.client();
    const stockBefore = await productStock(shop, 'hair-oil-1');
    const result = await createOrder(
      client,
      [
        { productId: 'hair-oil-1', size: '200ml', quantity: 1, unitPrice: 449 },
        { productId: 'hair-oil-1', size: '100ml', quantity: 2, unitPrice: 249 },
      ],
      { expected: { subtotal: 947, shipping: 30, tax: 0, total: 977 } },
    );
    expect(result.errors).toBeUndefined();
    const { order, paymentLink } = result.data!.createOrder;
    expect(order).toMatchObject({
      status: 'Pending',
      paymentStatus: 'PENDING',
      subtotal: 947,
      shipping: 30,
      tax: 0,
      total: 977,
      itemCount: 3,
      customerName: 'Asha Verma',
      addressLine: '12 MG Road, Bengaluru, Karnataka - 560001, India',
    });
    expect(order.orderNumber).toMatch(/^HB-\d+$/);
    expect(order.lines.map((line: any) => [line.size, line.quantity, line.unitPrice, line.lineTotal])).toEqual([
      ['200ml', 1, 449, 449],
      ['100ml', 2, 249, 498],
    ]);
    expect(await productStock(shop, 'hair-oil-1')).toBe(stockBefore - 3);

    // The hosted pay page shows the amount in rupees and a Pay button; paying redirects back.
    expect(paymentLink).toContain('/sandbox/phonepe/pay/');
    const pagePath = new URL(paymentLink).pathname;
    const page = await fetch(`${shop.url}${pagePath}`);
    const html = await page.text();
    expect(html).toContain('Pay ₹977.00');
    expect(html).not.toMatch(/<script/i);

    const paid = await fetch(`${shop.url}${pagePath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const back = paid.headers.get('location')!;
    expect(back).toBe(`${shop.url}/api/payments/phonepe/return?merchantOrderId=${order.id}`);

    const returned = await followReturn(shop, order.id);
    expect(returned.status).toBe(303);
    expect(returned.location).toBe(`/checkout?status=SUCCESS&merchantOrderId=${order.id}`);

    const view = await client.gql(ORDER_QUERY, { id: order.id });
    expect(view.data!.order).toMatchObject({ status: 'Processing', paymentStatus: 'PAID', total: 977 });
    expect(view.data!.order.paymentReference).toMatch(/^OM/);
    // The sandbox's webhook arrives too; however many signals, one invoice.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await countRows(shop, 'mail_outbox', 'order_id = $1', [order.id])).toBe(1);
    const [mail] = await shop.dataSource.query('SELECT to_address, subject, text_body, html_body FROM mail_outbox WHERE order_id = $1', [order.id]);
    expect(mail.to_address).toBe('asha@example.in');
    expect(mail.subject).toContain(order.orderNumber);
    expect(mail.text_body).toContain('₹977.00');
    expect(mail.text_body).toContain(`/order-summary/${order.id}`);
    expect(mail.html_body).toContain('Bhringraj &#38; Amla Hair Oil');
  });

  it('gives free shipping above ₹1000 and merges repeated lines', async () => {
    const result = await createOrder(shop.client(), [
      { productId: 'hair-oil-1', size: '100ml', quantity: 2 },
      { productId: 'hair-oil-1', size: '100ml', quantity: 3 },
    ]);
    expect(result.errors).toBeUndefined();
    const order = result.data!.createOrder.order;
    expect(order.lines).toHaveLength(1);
    expect(order).toMatchObject({ subtotal: 1245, shipping: 0, total: 1245, itemCount: 5 });
  });

  it('loads an order by its id and answers null for unknown or malformed ids', async () => {
    const { orderId } = await placeOrder(shop.client());
    const anonymous = shop.client();
    expect((await anonymous.gql(ORDER_QUERY, { id: orderId })).data!.order.id).toBe(orderId);
    expect((await anonymous.gql(ORDER_QUERY, { id: '00000000-0000-4000-8000-000000000000' })).data!.order).toBeNull();
    const malformed = await anonymous.gql(ORDER_QUERY, { id: 'not-a-uuid' });
    expect(malformed.errors).toBeUndefined();
    expect(malformed.data!.order).toBeNull();
  });

  it('keeps history for admins only', async () => {
    const { orderId } = await placeOrder(shop.client());
    const asShopper = await shop.client().gql(`query($id: ID!) { order(id: $id) { id history { status } } }`, { id: orderId });
    expect(asShopper.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('checkout: refused requests change nothing', () => {
  async function expectRefused(run: () => Promise<{ errors?: Array<{ message: string; extensions?: any }> }>, code: string, message: string | RegExp) {
    const before = await snapshot(shop);
    const result = await run();
    expect(result.errors?.[0].extensions?.code).toBe(code);
    if (typeof message === 'string') expect(result.errors?.[0].message).toBe(message);
    else expect(result.errors?.[0].message).toMatch(message);
    expect(await snapshot(shop)).toEqual(before);
    return result;
  }
  const priceMessage = 'Prices have changed since you added these items. Please review your cart.';

  it('refuses a tampered total, shipping, tax or subtotal', async () => {
    const lines = [{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }];
    const tampered: Array<Record<string, number>> = [{ total: 1 }, { total: 249 }, { shipping: 0 }, { tax: 24.9 }, { subtotal: 100 }, { total: 279.001 }];
    for (const expected of tampered) {
      const result = await expectRefused(() => createOrder(shop.client(), lines, { expected }), 'PRICE_MISMATCH', priceMessage);
      expect(result.errors![0].extensions).toMatchObject({ total: 279, shipping: 30 });
    }
  });

  it('refuses a tampered unit price', async () => {
    await expectRefused(
      () => createOrder(shop.client(), [{ productId: 'hair-oil-1', size: '200ml', quantity: 1, unitPrice: 1 }]),
      'PRICE_MISMATCH',
      priceMessage,
    );
    // The 100ml price sent for the 200ml size.
    await expectRefused(
      () => createOrder(shop.client(), [{ productId: 'hair-oil-1', size: '200ml', quantity: 1, unitPrice: 249 }]),
      'PRICE_MISMATCH',
      priceMessage,
    );
  });

  it('refuses unknown products and sizes', async () => {
    await expectRefused(
      () => createOrder(shop.client(), [{ productId: 'no-such-product', size: '100ml', quantity: 1 }]),
      'BAD_USER_INPUT',
      'Product no-such-product is no longer available',
    );
    await expectRefused(
      () => createOrder(shop.client(), [{ productId: 'hair-oil-1', size: '5 litres', quantity: 1 }]),
      'BAD_USER_INPUT',
      'Size 5 litres is not available for Bhringraj & Amla Hair Oil',
    );
  });

  it('refuses quantities that are not whole numbers from 1 to 99, and empty carts', async () => {
    for (const quantity of [0, -1, 100]) {
      await expectRefused(
        () => createOrder(shop.client(), [{ productId: 'hair-oil-1', size: '100ml', quantity }]),
        'BAD_USER_INPUT',
        'Quantity must be a whole number from 1 to 99',
      );
    }
    // 1.5 is not an Int: GraphQL itself refuses it before our code runs.
    const fractional = await createOrder(shop.client(), [{ productId: 'hair-oil-1', size: '100ml', quantity: 1.5 }]);
    expect(fractional.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    // Two lines of the same item that together exceed the limit.
    await expectRefused(
      () =>
        createOrder(shop.client(), [
          { productId: 'hair-oil-1', size: '100ml', quantity: 60 },
          { productId: 'hair-oil-1', size: '100ml', quantity: 60 },
        ]),
      'BAD_USER_INPUT',
      'Quantity must be a whole number from 1 to 99',
    );
    await expectRefused(() => createOrder(shop.client(), []), 'BAD_USER_INPUT', 'Your cart is empty');
  });

  it.each([
    ['firstName', '', SHIPPING_MESSAGES.required],
    ['lastName', '   ', SHIPPING_MESSAGES.required],
    ['email', 'asha.example.in', SHIPPING_MESSAGES.email],
    ['email', '', SHIPPING_MESSAGES.required],
    ['phone', '12345', SHIPPING_MESSAGES.phone],
    ['phone', 'call me maybe', SHIPPING_MESSAGES.phone],
    ['phone', '1234567890123456', SHIPPING_MESSAGES.phone],
    ['address', '', SHIPPING_MESSAGES.required],
    ['city', '', SHIPPING_MESSAGES.required],
    ['state', '', SHIPPING_MESSAGES.required],
    ['postalCode', '56001', SHIPPING_MESSAGES.postalCode],
    ['postalCode', '5600011', SHIPPING_MESSAGES.postalCode],
    ['postalCode', 'ABCDEF', SHIPPING_MESSAGES.postalCode],
    ['country', 'France', SHIPPING_MESSAGES.country],
    ['country', '', SHIPPING_MESSAGES.required],
  ])('refuses shipping.%s = %j with "%s"', async (field, value, message) => {
    const result = await expectRefused(
      () => createOrder(shop.client(), [{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }], { shipping: { ...VALID_SHIPPING, [field]: value } }),
      'BAD_USER_INPUT',
      message,
    );
    expect(result.errors![0].extensions?.field).toBe(field);
  });

  it('refuses more than the stock holds and says how many are left', async () => {
    await setStock(shop, 'skin-serum-1', 3);
    await expectRefused(
      () => createOrder(shop.client(), [{ productId: 'skin-serum-1', size: '30ml', quantity: 4 }]),
      'OUT_OF_STOCK',
      /^Only 3 left of /,
    );
    await setStock(shop, 'skin-serum-1', 0);
    await expectRefused(
      () => createOrder(shop.client(), [{ productId: 'skin-serum-1', size: '30ml', quantity: 1 }]),
      'OUT_OF_STOCK',
      /^Sorry, .* is out of stock$/,
    );
  });

  it('rolls back the whole order when a later line is out of stock', async () => {
    await setStock(shop, 'skin-serum-1', 0);
    await expectRefused(
      () =>
        createOrder(shop.client(), [
          { productId: 'hair-oil-1', size: '100ml', quantity: 1 },
          { productId: 'skin-serum-1', size: '30ml', quantity: 1 },
        ]),
      'OUT_OF_STOCK',
      /out of stock/,
    );
  });
});

describe('checkout: concurrency and retries', () => {
  it('sells the last unit to exactly one of two racing checkouts', async () => {
    await setStock(shop, 'hair-gel-2', 1);
    const ordersBefore = await countRows(shop, 'orders');
    const lines = [{ productId: 'hair-gel-2', size: '100ml', quantity: 1 }];
    const results = await Promise.all([createOrder(shop.client(), lines), createOrder(shop.client(), lines)]);
    const winners = results.filter((result) => !result.errors);
    const losers = results.filter((result) => result.errors);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(1);
    expect(losers[0].errors![0].extensions?.code).toBe('OUT_OF_STOCK');
    expect(await productStock(shop, 'hair-gel-2')).toBe(0);
    expect(await countRows(shop, 'orders')).toBe(ordersBefore + 1);
  });

  it('never oversells under many concurrent checkouts', async () => {
    await setStock(shop, 'hair-gel-2', 5);
    const results = await Promise.all(
      Array.from({ length: 12 }, () => createOrder(shop.client(), [{ productId: 'hair-gel-2', size: '100ml', quantity: 1 }])),
    );
    expect(results.filter((result) => !result.errors)).toHaveLength(5);
    expect(results.filter((result) => result.errors).every((result) => result.errors![0].extensions?.code === 'OUT_OF_STOCK')).toBe(true);
    expect(await productStock(shop, 'hair-gel-2')).toBe(0);
  });

  it('answers a retried request with the same idempotency key with the same order', async () => {
    const lines = [{ productId: 'face-wash-1', size: '100ml', quantity: 1 }];
    const key = `retry-${Date.now()}`;
    const first = await createOrder(shop.client(), lines, { idempotencyKey: key });
    const stockAfterFirst = await productStock(shop, 'face-wash-1');
    const second = await createOrder(shop.client(), lines, { idempotencyKey: key, shipping: { ...VALID_SHIPPING, email: 'ASHA@example.in ' } });
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    expect(second.data!.createOrder.order.id).toBe(first.data!.createOrder.order.id);
    expect(second.data!.createOrder.paymentLink).toBe(first.data!.createOrder.paymentLink);
    expect(await productStock(shop, 'face-wash-1')).toBe(stockAfterFirst);
    expect(await countRows(shop, 'orders', 'idempotency_key = $1', [key])).toBe(1);
  });

  it('answers concurrent retries with one order', async () => {
    const lines = [{ productId: 'face-wash-1', size: '100ml', quantity: 1 }];
    const key = `race-${Date.now()}`;
    const results = await Promise.all([1, 2, 3].map(() => createOrder(shop.client(), lines, { idempotencyKey: key })));
    for (const result of results) expect(result.errors).toBeUndefined();
    expect(new Set(results.map((result) => result.data!.createOrder.order.id)).size).toBe(1);
    expect(await countRows(shop, 'orders', 'idempotency_key = $1', [key])).toBe(1);
  });

  it('refuses the same idempotency key with a different cart', async () => {
    const key = `mismatch-${Date.now()}`;
    await createOrder(shop.client(), [{ productId: 'face-wash-1', size: '100ml', quantity: 1 }], { idempotencyKey: key });
    const before = await snapshot(shop);
    const other = await createOrder(shop.client(), [{ productId: 'face-wash-1', size: '100ml', quantity: 2 }], { idempotencyKey: key });
    expect(other.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(other.errors?.[0].message).toBe('This idempotency key was already used for a different order');
    expect(await snapshot(shop)).toEqual(before);
    const tooLong = await createOrder(shop.client(), [{ productId: 'face-wash-1', size: '100ml', quantity: 1 }], { idempotencyKey: 'k'.repeat(101) });
    expect(tooLong.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('confirms a payment twice with one invoice and one Processing entry', async () => {
    const client = shop.client();
    const { orderId } = await placeOrder(client);
    await settlePayment(shop, orderId, 'success');
    const first = await client.gql(CONFIRM_PAYMENT, { orderId });
    const second = await client.gql(CONFIRM_PAYMENT, { orderId });
    for (const result of [first, second]) {
      expect(result.errors).toBeUndefined();
      expect(result.data!.confirmPayment).toMatchObject({ paid: true, message: 'Payment successful! Invoice sent to your email.' });
    }
    expect(await countRows(shop, 'mail_outbox', 'order_id = $1', [orderId])).toBe(1);
    expect(await countRows(shop, 'order_status_changes', "order_id = $1 AND status = 'Processing'", [orderId])).toBe(1);
  });
});
