import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING_MESSAGES } from '@common/shipping-form.js';
import {
  adminClient,
  countRows,
  payThroughProvider,
  productStock,
  settlePayment,
  snapshot,
  userClient,
} from '../support/checkout-helpers.js';
import { z } from 'zod';
import { startTestShop, type ShopClient, type TestShop } from '../support/test-shop.js';

let shop: TestShop;
let admin: ShopClient;
let shopper: ShopClient;

beforeAll(async () => {
  shop = await startTestShop();
  admin = await adminClient(shop);
  shopper = await userClient(shop);
});

afterAll(async () => {
  await shop?.close();
});

/** What the shims answer: `ok` and a message, plus what each endpoint adds (read where it is used). */
const ANSWER = z.looseObject({
  ok: z.boolean().optional(),
  message: z.string().optional(),
  order: z.looseObject({ id: z.string(), payment_link: z.string() }).optional(),
  payment_status: z.string().optional(),
  data: z.unknown().optional(),
});
/** getorders' list, as the older admin page reads it. */
const LISTED = z.array(z.looseObject({ first_name: z.string(), created_at: z.string() }));

/** A REST call whose JSON answer is read through ANSWER (non-JSON comes back as `{ raw }`). */
async function rest(client: ShopClient, method: string, path: string, body?: unknown) {
  const response = await client.rest(method, path, body);
  return { status: response.status, json: ANSWER.parse(response.json) };
}

/** The id of the order a createorders answer made, or a failed test. */
function orderIdOf(answer: { status: number; json: z.infer<typeof ANSWER> }): string {
  if (!answer.json.order) throw new Error(`no order in a ${answer.status} answer: ${answer.json.message ?? ''}`);
  return answer.json.order.id;
}

/** The payload the older checkout sends (docs/storefront.md, REST endpoints): cart lines as they are, checkout figures, one address line. */
function specPayload(overrides: Record<string, unknown> = {}) {
  return {
    service_id: 1,
    first_name: 'Ravi',
    last_name: 'Kumar',
    email: 'ravi@example.in',
    phone: '9876543210',
    address: 'Flat 2, Green Residency, Anna Nagar, Chennai, Tamil Nadu - 600040, India',
    order_items: [
      {
        id: 'hair-oil-1',
        name: 'Bhringraj & Amla Hair Oil',
        price: 249,
        size: '100ml',
        quantity: 2,
        imageUrl: '/images/products/hair-oil-1/640.webp',
      },
      { id: 'skin-soap-1', name: 'Soap', price: 145, size: '100g', quantity: 1 },
    ],
    shipping_cost: 30,
    tax_amount: 0,
    total: 673,
    ...overrides,
  };
}

describe('POST /api/orders/createorders/', () => {
  it('creates the order and answers with its id and payment link, as older integrations read them', async () => {
    const response = await rest(shop.client(), 'POST', '/api/orders/createorders/', specPayload());
    expect(response.status).toBe(201);
    expect(response.json.ok).toBe(true);
    expect(response.json.order?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.json.order?.payment_link).toContain('/sandbox/phonepe/pay/');
    const [row]: unknown[] = await shop.dataSource.query(
      'SELECT street, city, state, postal_code, country, total_paise FROM orders WHERE id = $1',
      [orderIdOf(response)],
    );
    expect(row).toEqual({
      street: 'Flat 2, Green Residency, Anna Nagar',
      city: 'Chennai',
      state: 'Tamil Nadu',
      postal_code: '600040',
      country: 'India',
      total_paise: 67300,
    });
  });

  it('answers without the trailing slash too', async () => {
    const response = await rest(shop.client(), 'POST', '/api/orders/createorders', specPayload());
    expect(response.status).toBe(201);
  });

  it.each([
    ['a tampered total', { total: 1 }],
    ['a tampered shipping cost', { shipping_cost: 0 }],
    ['tax the older cart page would add', { tax_amount: 52.9 }],
    ['a tampered item price', { order_items: [{ id: 'hair-oil-1', price: 1, size: '100ml', quantity: 1 }], total: 31 }],
  ])('refuses %s with 409 and stores nothing', async (_name, overrides) => {
    const before = await snapshot(shop);
    const response = await rest(shop.client(), 'POST', '/api/orders/createorders/', specPayload(overrides));
    expect(response.status).toBe(409);
    expect(response.json).toMatchObject({
      ok: false,
      message: 'Prices have changed since you added these items. Please review your cart.',
    });
    expect(await snapshot(shop)).toEqual(before);
  });

  it.each([
    ['an address line of another shape', { address: 'Near the big temple' }, SHIPPING_MESSAGES.required],
    ['a bad postal code', { address: '1 Road, Chennai, Tamil Nadu - 6000, India' }, SHIPPING_MESSAGES.pinCode],
    ['a bad e-mail', { email: 'ravi' }, SHIPPING_MESSAGES.email],
    ['a missing phone', { phone: undefined }, SHIPPING_MESSAGES.required],
    ['an empty cart', { order_items: [] }, 'Your cart is empty'],
    [
      'a fractional quantity',
      { order_items: [{ id: 'hair-oil-1', price: 249, size: '100ml', quantity: 1.5 }] },
      'Quantity must be a whole number from 1 to 99',
    ],
    [
      'an unknown product',
      { order_items: [{ id: 'gone-1', price: 249, size: '100ml', quantity: 1 }] },
      'Product gone-1 is no longer available',
    ],
  ])('refuses %s with 400 and its message', async (_name, overrides, message) => {
    const before = await snapshot(shop);
    const response = await rest(shop.client(), 'POST', '/api/orders/createorders/', specPayload(overrides));
    expect(response.status).toBe(400);
    expect(response.json.message).toBe(message);
    expect(await snapshot(shop)).toEqual(before);
  });

  it('refuses malformed JSON and non-object bodies with 400', async () => {
    const malformed = await rest(shop.client(), 'POST', '/api/orders/createorders/', '{"first_name": ');
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toBe('The request body is not valid JSON');
    const list = await rest(shop.client(), 'POST', '/api/orders/createorders/', '[1, 2]');
    expect(list.status).toBe(400);
    expect(typeof list.json.message).toBe('string');
  });

  it('answers a retry with the same Idempotency-Key header with the same order', async () => {
    const client = shop.client();
    const send = () =>
      client.fetch('/api/orders/createorders/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'rest-retry-1' },
        body: JSON.stringify(specPayload()),
      });
    const first = await send();
    const second = await send();
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    const answerOf = async (response: Response) => ({ status: response.status, json: ANSWER.parse(await response.json()) });
    expect(orderIdOf(await answerOf(second))).toBe(orderIdOf(await answerOf(first)));
  });
});

describe('GET /api/orders/getorders/', () => {
  it('is for admins only', async () => {
    expect((await rest(shop.client(), 'GET', '/api/orders/getorders/')).status).toBe(401);
    const forbidden = await rest(shopper, 'GET', '/api/orders/getorders/');
    expect(forbidden.status).toBe(403);
    expect(typeof forbidden.json.message).toBe('string');
  });

  it("lists orders with the older integrations' fields, money in rupees", async () => {
    await rest(shop.client(), 'POST', '/api/orders/createorders/', specPayload({ first_name: 'Listed' }));
    for (const path of ['/api/orders/getorders/', '/api/orders/getorders']) {
      const response = await rest(admin, 'GET', path);
      expect(response.status).toBe(200);
      const listed = LISTED.parse(response.json.data).find((order) => order.first_name === 'Listed');
      if (!listed) throw new Error('the order placed above is not listed');
      expect(listed).toMatchObject({
        last_name: 'Kumar',
        email: 'ravi@example.in',
        phone: '9876543210',
        total: 673,
        status: 'Pending',
        order_items: [
          { name: 'Bhringraj & Amla Hair Oil', size: '100ml', quantity: 2, price: 249 },
          { size: '100g', quantity: 1, price: 145 },
        ],
      });
      expect(new Date(listed.created_at).toISOString()).toBe(listed.created_at);
    }
  });
});

describe('POST /api/orders/updateStatus/', () => {
  it('lets only admins change a status', async () => {
    const created = await rest(shop.client(), 'POST', '/api/orders/createorders/', specPayload());
    const orderId = orderIdOf(created);
    expect((await rest(shop.client(), 'POST', '/api/orders/updateStatus/', { order_id: orderId, status: 'Shipped' })).status).toBe(401);
    expect((await rest(shopper, 'POST', '/api/orders/updateStatus/', { order_id: orderId, status: 'Shipped' })).status).toBe(403);
    // An unpaid order cannot ship (the order state machine); once its payment is confirmed it can.
    const unpaid = await rest(admin, 'POST', '/api/orders/updateStatus/', { order_id: orderId, status: 'Shipped' });
    expect(unpaid.status).toBe(409);
    expect(unpaid.json.message).toMatch(/Only an order in Processing/);
    await payThroughProvider(shop, orderId);
    const ok = await rest(admin, 'POST', '/api/orders/updateStatus/', { order_id: orderId, status: 'Shipped' });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ ok: true, data: { id: orderId, status: 'Shipped' } });
    expect(await countRows(shop, 'order_status_changes', "order_id = $1 AND status = 'Shipped'", [orderId])).toBe(1);
  });

  it('cancelling gives the stock back; bad statuses and unknown orders are refused', async () => {
    const stockBefore = await productStock(shop, 'skin-soap-1');
    const orderId = orderIdOf(await rest(shop.client(), 'POST', '/api/orders/createorders/', specPayload()));
    expect(await productStock(shop, 'skin-soap-1')).toBe(stockBefore - 1);
    expect((await rest(admin, 'POST', '/api/orders/updateStatus', { order_id: orderId, status: 'Cancelled' })).status).toBe(200);
    expect(await productStock(shop, 'skin-soap-1')).toBe(stockBefore);
    const bad = await rest(admin, 'POST', '/api/orders/updateStatus/', { order_id: orderId, status: 'Teleported' });
    expect(bad.status).toBe(400);
    expect(typeof bad.json.message).toBe('string');
    const missing = await rest(admin, 'POST', '/api/orders/updateStatus/', {
      order_id: '00000000-0000-4000-8000-000000000000',
      status: 'Shipped',
    });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Order not found');
  });
});

describe('POST /api/orders/paymentCallback/', () => {
  it("never believes the browser's payment_status: an unpaid order stays pending", async () => {
    const orderId = orderIdOf(await rest(shop.client(), 'POST', '/api/orders/createorders/', specPayload()));
    for (const path of ['/api/orders/paymentCallback/', '/api/orders/paymentCallback']) {
      const response = await rest(shop.client(), 'POST', path, { order_id: orderId, payment_status: 'success' });
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({ ok: true, payment_status: 'PENDING' });
    }
    const [row]: unknown[] = await shop.dataSource.query('SELECT payment_status, status FROM orders WHERE id = $1', [orderId]);
    expect(row).toEqual({ payment_status: 'PENDING', status: 'Pending' });
    expect(await countRows(shop, 'mail_outbox', 'order_id = $1', [orderId])).toBe(0);
  });

  it('confirms a payment the provider really took', async () => {
    const orderId = orderIdOf(await rest(shop.client(), 'POST', '/api/orders/createorders/', specPayload()));
    await settlePayment(shop, orderId, 'success');
    const response = await rest(shop.client(), 'POST', '/api/orders/paymentCallback/', { order_id: orderId, payment_status: 'failed' });
    expect(response.json).toMatchObject({ ok: true, payment_status: 'PAID', message: 'Payment successful! Invoice sent to your email.' });
    expect(await countRows(shop, 'mail_outbox', 'order_id = $1', [orderId])).toBe(1);
  });

  it('answers 400 without an order id and 404 for unknown orders', async () => {
    const missing = await rest(shop.client(), 'POST', '/api/orders/paymentCallback/', { payment_status: 'success' });
    expect(missing.status).toBe(400);
    expect(typeof missing.json.message).toBe('string');
    const unknown = await rest(shop.client(), 'POST', '/api/orders/paymentCallback/', { order_id: 'nope', payment_status: 'success' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('Order not found');
  });
});
