import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING_MESSAGES } from '@common/shipping-form.js';
import {
  CONFIRM_PAYMENT,
  countRows,
  createOrder,
  followReturn,
  placeOrder,
  productStock,
  setSizeStock,
  setStock,
  settlePayment,
  snapshot,
  VALID_SHIPPING,
} from '../support/checkout-helpers.js';
import { graphql } from '../support/gql/gql.js';
import type { ExpectedTotalsInput } from '../support/gql/graphql.js';
import { startTestShop, type TestShop } from '../support/test-shop.js';

let shop: TestShop;

const ORDER = graphql(`
  query CheckoutOrder($id: ID!) {
    order(id: $id) {
      ...OrderPageFields
    }
  }
`);
const ORDER_HISTORY = graphql(`
  query CheckoutOrderHistory($id: ID!) {
    order(id: $id) {
      id
      history {
        status
      }
    }
  }
`);
/** The created order and its pay link, or a failed test. */
function created(result: Awaited<ReturnType<typeof createOrder>>) {
  const { order, paymentLink, errors } = result.data?.createOrder ?? {};
  if (!order || !paymentLink) throw new Error(`createOrder failed: ${JSON.stringify(result.errors ?? errors)}`);
  return { order, paymentLink };
}

/** Why createOrder refused, as an integrator reads it: the payload's first UserError. */
function refusal(result: Awaited<ReturnType<typeof createOrder>>) {
  return result.data?.createOrder.errors[0];
}

/** Placed, not refused: HTTP 200 and no UserError. */
const succeeded = (result: Awaited<ReturnType<typeof createOrder>>) => !result.errors && result.data?.createOrder.errors.length === 0;

/** What the invoice mail row holds. */
interface MailRow {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
}

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
      { expected: { subtotalPaise: 94700, shippingPaise: 3000, taxPaise: 0, totalPaise: 97700 } },
    );
    expect(succeeded(result)).toBe(true);
    const { order, paymentLink } = created(result);
    expect(order).toMatchObject({
      status: 'PENDING',
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
    expect(order.lines.map((line) => [line.size, line.quantity, line.unitPrice, line.lineTotal])).toEqual([
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

    const view = await client.gql(ORDER, { id: order.id });
    expect(view.data?.order).toMatchObject({ status: 'PROCESSING', paymentStatus: 'PAID', total: 977 });
    expect(view.data?.order?.paymentReference).toMatch(/^OM/);
    // The sandbox's webhook arrives too; however many signals, one invoice.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await countRows(shop, 'mail_outbox', 'order_id = $1', [order.id])).toBe(1);
    const [mail]: MailRow[] = await shop.dataSource.query(
      'SELECT to_address, subject, text_body, html_body FROM mail_outbox WHERE order_id = $1',
      [order.id],
    );
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
    const { order } = created(result);
    expect(order.lines).toHaveLength(1);
    expect(order).toMatchObject({ subtotal: 1245, shipping: 0, total: 1245, itemCount: 5 });
  });

  it('answers createOrder with the order exactly as it is stored', async () => {
    // createOrder builds its answer from what the insert returned (orders/placement/order-placement.ts)
    // instead of reading the order back: every field must be what a later read gives.
    const client = shop.client();
    const { order } = created(
      await createOrder(client, [
        { productId: 'hair-oil-1', size: '100ml', quantity: 2 },
        { productId: 'face-wash-1', size: '100ml', quantity: 1 },
      ]),
    );
    expect((await client.gql(ORDER, { id: order.id })).data?.order).toEqual(order);
  });

  it('keeps the second address line after the first, the state as listed and an Indian mobile number as typed', async () => {
    const { order } = created(
      await createOrder(shop.client(), [{ productId: 'face-wash-1', size: '100ml', quantity: 1 }], {
        shipping: { ...VALID_SHIPPING, addressLine2: 'Flat 4B, near Cauvery Bhavan', state: 'karnataka', phone: '098765-43210' },
      }),
    );
    expect(order.address).toMatchObject({ street: '12 MG Road, Flat 4B, near Cauvery Bhavan', state: 'Karnataka' });
    expect(order.addressLine).toBe('12 MG Road, Flat 4B, near Cauvery Bhavan, Bengaluru, Karnataka - 560001, India');
    expect(order.phone).toBe('098765-43210');
  });

  it('loads an order by its id and answers null for unknown or malformed ids', async () => {
    const { orderId } = await placeOrder(shop.client());
    const anonymous = shop.client();
    expect((await anonymous.gql(ORDER, { id: orderId })).data?.order?.id).toBe(orderId);
    const unknown = await anonymous.gql(ORDER, { id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.data).toEqual({ order: null });
    const malformed = await anonymous.gql(ORDER, { id: 'not-a-uuid' });
    expect(malformed.errors).toBeUndefined();
    expect(malformed.data).toEqual({ order: null });
  });

  it('keeps history for admins only', async () => {
    const { orderId } = await placeOrder(shop.client());
    const asShopper = await shop.client().gql(ORDER_HISTORY, { id: orderId });
    expect(asShopper.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('checkout: refused requests change nothing', () => {
  /** A refusal is data: HTTP 200, no GraphQL error, no order, one UserError with its code and message. */
  async function expectRefused(run: () => ReturnType<typeof createOrder>, code: string, message: string | RegExp) {
    const before = await snapshot(shop);
    const result = await run();
    expect(result.status).toBe(200);
    expect(result.errors).toBeUndefined();
    expect(result.data?.createOrder).toMatchObject({ order: null, paymentLink: null });
    const error = refusal(result);
    expect(error?.code).toBe(code);
    if (typeof message === 'string') expect(error?.message).toBe(message);
    else expect(error?.message).toMatch(message);
    expect(await snapshot(shop)).toEqual(before);
    return error!;
  }
  const priceMessage = 'Prices have changed since you added these items. Please review your cart.';

  it('refuses a tampered total, shipping, tax or subtotal', async () => {
    const lines = [{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }];
    const tampered: ExpectedTotalsInput[] = [
      { totalPaise: 1 },
      { totalPaise: 24900 },
      { shippingPaise: 0 },
      { taxPaise: 2490 },
      { subtotalPaise: 100 },
      { totalPaise: 27901 },
    ];
    for (const expected of tampered) {
      const error = await expectRefused(() => createOrder(shop.client(), lines, { expected }), 'PRICE_CHANGED', priceMessage);
      // The server's own figures, so the caller can show them or re-send them.
      expect(error.serverTotals).toEqual({
        subtotalMoney: { amount: 24900 },
        shippingMoney: { amount: 3000 },
        taxMoney: { amount: 0 },
        totalMoney: { amount: 27900 },
      });
    }
  });

  it('refuses a tampered unit price', async () => {
    await expectRefused(
      () => createOrder(shop.client(), [{ productId: 'hair-oil-1', size: '200ml', quantity: 1, unitPrice: 1 }]),
      'PRICE_CHANGED',
      priceMessage,
    );
    // The 100ml price sent for the 200ml size.
    await expectRefused(
      () => createOrder(shop.client(), [{ productId: 'hair-oil-1', size: '200ml', quantity: 1, unitPrice: 249 }]),
      'PRICE_CHANGED',
      priceMessage,
    );
  });

  it('refuses a size no longer sold (an unknown variant id) as NOT_FOUND, as quote names the same line', async () => {
    await expectRefused(
      () => createOrder(shop.client(), [{ productId: 'no-such-product', size: '100ml', quantity: 1 }]),
      'NOT_FOUND',
      'This item is no longer sold. Please remove it.',
    );
    await expectRefused(
      () => createOrder(shop.client(), [{ productId: 'hair-oil-1', size: '5 litres', quantity: 1 }]),
      'NOT_FOUND',
      'This item is no longer sold. Please remove it.',
    );
  });

  it('refuses quantities that are not whole numbers from 1 to 99, and empty carts', async () => {
    for (const quantity of [0, -1, 100]) {
      await expectRefused(
        () => createOrder(shop.client(), [{ productId: 'hair-oil-1', size: '100ml', quantity }]),
        'VALIDATION',
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
      'VALIDATION',
      'Quantity must be a whole number from 1 to 99',
    );
    const empty = await expectRefused(() => createOrder(shop.client(), []), 'VALIDATION', 'Your cart is empty');
    expect(empty.field).toEqual(['input', 'lines']);
  });

  it.each([
    ['firstName', '', SHIPPING_MESSAGES.required],
    ['lastName', '   ', SHIPPING_MESSAGES.required],
    ['email', 'asha.example.in', SHIPPING_MESSAGES.email],
    ['email', '', SHIPPING_MESSAGES.required],
    ['phone', '12345', SHIPPING_MESSAGES.indianPhone],
    ['phone', 'call me maybe', SHIPPING_MESSAGES.indianPhone],
    ['phone', '1234567890123456', SHIPPING_MESSAGES.indianPhone],
    // Ten digits, but no Indian mobile number starts with 1-5.
    ['phone', '12345 67890', SHIPPING_MESSAGES.indianPhone],
    ['phone', '+91 58765 43210', SHIPPING_MESSAGES.indianPhone],
    ['addressLine2', 'x'.repeat(201), SHIPPING_MESSAGES.tooLong],
    ['state', 'Karnatka', `${SHIPPING_MESSAGES.state}: did you mean Karnataka?`],
    ['address', '', SHIPPING_MESSAGES.required],
    ['city', '', SHIPPING_MESSAGES.required],
    ['state', '', SHIPPING_MESSAGES.required],
    ['postalCode', '56001', SHIPPING_MESSAGES.pinCode],
    ['postalCode', '5600011', SHIPPING_MESSAGES.pinCode],
    ['postalCode', 'ABCDEF', SHIPPING_MESSAGES.pinCode],
    ['country', 'France', SHIPPING_MESSAGES.country],
    ['country', '', SHIPPING_MESSAGES.required],
  ])('refuses shipping.%s = %j with "%s"', async (field, value, message) => {
    const error = await expectRefused(
      () =>
        createOrder(shop.client(), [{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }], {
          shipping: { ...VALID_SHIPPING, [field]: value },
        }),
      'VALIDATION',
      message,
    );
    // The path into the mutation's arguments, as an integrator's form would map it to its field.
    expect(error.field).toEqual(['input', 'shipping', field]);
  });

  it('refuses more than the stock holds and says how many are left', async () => {
    // Stock is counted per size: the 30 ml has 3 left, whatever the 100 ml holds.
    await setSizeStock(shop, 'skin-serum-1', { '30ml': 3, '100ml': 20 });
    const short = await expectRefused(
      () => createOrder(shop.client(), [{ productId: 'skin-serum-1', size: '30ml', quantity: 4 }]),
      'OUT_OF_STOCK',
      /^Only 3 left of .* \(30ml\)$/,
    );
    expect(short.stock).toEqual([
      {
        productId: 'skin-serum-1',
        variantId: expect.any(String) as unknown,
        name: expect.any(String) as unknown,
        size: '30ml',
        requested: 4,
        available: 3,
      },
    ]);
    await setStock(shop, 'skin-serum-1', 0);
    await expectRefused(
      () => createOrder(shop.client(), [{ productId: 'skin-serum-1', size: '30ml', quantity: 1 }]),
      'OUT_OF_STOCK',
      /^Sorry, .* is out of stock$/,
    );
  });

  it('rolls back the whole order when a later line is out of stock', async () => {
    await setStock(shop, 'skin-serum-1', 0);
    const stockOf = async (id: string) =>
      (await shop.dataSource.query<Array<{ stock: number }>>('SELECT stock FROM products WHERE id = $1', [id]))[0].stock;
    const orderCount = async () => (await shop.dataSource.query<Array<{ n: number }>>('SELECT count(*)::int AS n FROM orders'))[0].n;
    const hairOilBefore = await stockOf('hair-oil-1');
    const ordersBefore = await orderCount();
    await expectRefused(
      () =>
        createOrder(shop.client(), [
          { productId: 'hair-oil-1', size: '100ml', quantity: 1 },
          { productId: 'skin-serum-1', size: '30ml', quantity: 1 },
        ]),
      'OUT_OF_STOCK',
      /out of stock/,
    );
    // The line that had stock took none, and no order was written.
    expect(await stockOf('hair-oil-1')).toBe(hairOilBefore);
    expect(await orderCount()).toBe(ordersBefore);
  });

  it('lists every short product with what is left, so the whole cart can be fixed at once', async () => {
    await setStock(shop, 'skin-serum-1', 1);
    await setStock(shop, 'hair-gel-1', 0);
    const error = await expectRefused(
      () =>
        createOrder(shop.client(), [
          { productId: 'hair-oil-1', size: '100ml', quantity: 1 },
          { productId: 'skin-serum-1', size: '30ml', quantity: 2 },
          { productId: 'hair-gel-1', size: '100ml', quantity: 1 },
        ]),
      'OUT_OF_STOCK',
      /out of stock|left of/,
    );
    expect(error.stock?.map(({ productId, requested, available }) => ({ productId, requested, available }))).toEqual([
      { productId: 'hair-gel-1', requested: 1, available: 0 },
      { productId: 'skin-serum-1', requested: 2, available: 1 },
    ]);
  });
});

describe('checkout: concurrency and retries', () => {
  it('sells the last unit to exactly one of two racing checkouts', async () => {
    await setStock(shop, 'hair-gel-2', 1);
    const ordersBefore = await countRows(shop, 'orders');
    const lines = [{ productId: 'hair-gel-2', size: '100ml', quantity: 1 }];
    const results = await Promise.all([createOrder(shop.client(), lines), createOrder(shop.client(), lines)]);
    const winners = results.filter(succeeded);
    const losers = results.filter((result) => !succeeded(result));
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(1);
    expect(refusal(losers[0])?.code).toBe('OUT_OF_STOCK');
    expect(await productStock(shop, 'hair-gel-2')).toBe(0);
    expect(await countRows(shop, 'orders')).toBe(ordersBefore + 1);
  });

  it('never oversells under many concurrent checkouts', async () => {
    await setStock(shop, 'hair-gel-2', 5);
    const results = await Promise.all(
      Array.from({ length: 12 }, () => createOrder(shop.client(), [{ productId: 'hair-gel-2', size: '100ml', quantity: 1 }])),
    );
    expect(results.filter(succeeded)).toHaveLength(5);
    expect(results.filter((result) => !succeeded(result)).every((result) => refusal(result)?.code === 'OUT_OF_STOCK')).toBe(true);
    expect(await productStock(shop, 'hair-gel-2')).toBe(0);
  });

  it('answers a retried request with the same idempotency key with the same order', async () => {
    const lines = [{ productId: 'face-wash-1', size: '100ml', quantity: 1 }];
    const key = `retry-${Date.now()}`;
    const first = await createOrder(shop.client(), lines, { idempotencyKey: key });
    const stockAfterFirst = await productStock(shop, 'face-wash-1');
    const second = await createOrder(shop.client(), lines, {
      idempotencyKey: key,
      shipping: { ...VALID_SHIPPING, email: 'ASHA@example.in ' },
    });
    expect(succeeded(first)).toBe(true);
    expect(succeeded(second)).toBe(true);
    expect(created(second).order.id).toBe(created(first).order.id);
    expect(created(second).paymentLink).toBe(created(first).paymentLink);
    expect(await productStock(shop, 'face-wash-1')).toBe(stockAfterFirst);
    expect(await countRows(shop, 'orders', 'idempotency_key = $1', [key])).toBe(1);
  });

  it('answers concurrent retries with one order', async () => {
    const lines = [{ productId: 'face-wash-1', size: '100ml', quantity: 1 }];
    const key = `race-${Date.now()}`;
    const results = await Promise.all([1, 2, 3].map(() => createOrder(shop.client(), lines, { idempotencyKey: key })));
    for (const result of results) expect(succeeded(result)).toBe(true);
    expect(new Set(results.map((result) => created(result).order.id)).size).toBe(1);
    expect(await countRows(shop, 'orders', 'idempotency_key = $1', [key])).toBe(1);
  });

  it('refuses the same idempotency key with a different cart', async () => {
    const key = `mismatch-${Date.now()}`;
    await createOrder(shop.client(), [{ productId: 'face-wash-1', size: '100ml', quantity: 1 }], { idempotencyKey: key });
    const before = await snapshot(shop);
    const other = await createOrder(shop.client(), [{ productId: 'face-wash-1', size: '100ml', quantity: 2 }], { idempotencyKey: key });
    expect(refusal(other)).toMatchObject({ code: 'CONFLICT', message: 'This idempotency key was already used for a different order' });
    expect(await snapshot(shop)).toEqual(before);
    const tooLong = await createOrder(shop.client(), [{ productId: 'face-wash-1', size: '100ml', quantity: 1 }], {
      idempotencyKey: 'k'.repeat(101),
    });
    expect(refusal(tooLong)?.code).toBe('VALIDATION');
  });

  it('confirms a payment twice with one invoice and one Processing entry', async () => {
    const client = shop.client();
    const { orderId } = await placeOrder(client);
    await settlePayment(shop, orderId, 'success');
    const first = await client.gql(CONFIRM_PAYMENT, { orderId });
    const second = await client.gql(CONFIRM_PAYMENT, { orderId });
    for (const result of [first, second]) {
      expect(result.errors).toBeUndefined();
      expect(result.data?.confirmPayment).toMatchObject({ paid: true, message: 'Payment successful! Invoice sent to your email.' });
    }
    expect(await countRows(shop, 'mail_outbox', 'order_id = $1', [orderId])).toBe(1);
    expect(await countRows(shop, 'order_status_changes', "order_id = $1 AND status = 'Processing'", [orderId])).toBe(1);
  });
});
