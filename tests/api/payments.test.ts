import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentFailureMessage, SANDBOX_FAILURE_REASONS } from '../../common/payment-reasons.js';
import { webhookAuthorization } from '../../server/src/payments/payment-provider.js';
import { sandboxCredentials } from '../../server/src/payments/phonepe-sandbox.js';
import type { PaymentProvider } from '../../server/src/payments/payment-provider.js';
import {
  adminClient,
  CONFIRM_PAYMENT,
  countRows,
  createOrder,
  eventually,
  followReturn,
  ORDER_QUERY,
  placeOrder,
  productStock,
  settlePayment,
  snapshot,
} from '../support/checkout-helpers.js';
import { startTestShop, type TestShop } from '../support/test-shop.js';

let shop: TestShop;
let webhookAuth: string;

beforeAll(async () => {
  shop = await startTestShop();
  const credentials = sandboxCredentials(shop.env);
  webhookAuth = webhookAuthorization(credentials.webhookUsername, credentials.webhookPassword);
});

afterAll(async () => {
  await shop?.close();
});

async function orderRow(orderId: string) {
  const [row] = await shop.dataSource.query(
    'SELECT status, payment_status, payment_failure_reason, refund_due, stock_reserved, payment_reference FROM orders WHERE id = $1',
    [orderId],
  );
  return row;
}

function sendWebhook(body: unknown, authorization: string | null = webhookAuth) {
  return fetch(`${shop.url}/api/payments/phonepe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization === null ? {} : { authorization }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function completedEvent(merchantOrderId: string) {
  return { event: 'checkout.order.completed', payload: { merchantOrderId, orderId: 'OMO1', state: 'COMPLETED', amount: 1, paymentDetails: [] } };
}

describe('payment failures', () => {
  it('fails a declined payment, gives the stock back and sends the shopper to FAILED with the reason', async () => {
    const client = shop.client();
    const stockBefore = await productStock(shop, 'hair-oil-1');
    const { orderId } = await placeOrder(client, [{ productId: 'hair-oil-1', size: '100ml', quantity: 3 }]);
    expect(await productStock(shop, 'hair-oil-1')).toBe(stockBefore - 3);

    await settlePayment(shop, orderId, 'failed', { reason: 'declined' });
    const back = await followReturn(shop, orderId);
    expect(back.location).toBe(`/checkout?status=FAILED&merchantOrderId=${orderId}&reason=declined`);
    expect(await productStock(shop, 'hair-oil-1')).toBe(stockBefore);
    expect(await orderRow(orderId)).toMatchObject({ payment_status: 'FAILED', status: 'Cancelled', payment_failure_reason: 'declined', stock_reserved: false });

    // Asking again changes nothing and gives the stock back only once.
    const confirm = await client.gql(CONFIRM_PAYMENT, { orderId });
    expect(confirm.data!.confirmPayment).toMatchObject({ paid: false, message: 'Your card was declined by the bank. Please try another payment method.' });
    expect(await productStock(shop, 'hair-oil-1')).toBe(stockBefore);
    expect(await countRows(shop, 'mail_outbox', 'order_id = $1', [orderId])).toBe(0);
  });

  it.each(Object.keys(SANDBOX_FAILURE_REASONS))('the pay page fails with "%s" and the reason maps to the spec message', async (reason) => {
    const { orderId, paymentLink } = await placeOrder(shop.client());
    const pagePath = new URL(paymentLink).pathname;
    const html = await (await fetch(`${shop.url}${pagePath}`)).text();
    expect(html).toContain(`value="${reason}"`);
    const response = await fetch(`${shop.url}${pagePath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `outcome=failed&reason=${reason}`,
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    const back = await followReturn(shop, orderId);
    const url = new URL(back.location, shop.url);
    expect(url.searchParams.get('status')).toBe('FAILED');
    const expected: Record<string, string> = {
      insufficient_funds: 'Payment failed due to insufficient funds in your account.',
      declined: 'Your card was declined by the bank. Please try another payment method.',
      expired: 'Your card has expired. Please use a valid payment method.',
      timeout: 'The payment timed out. Please try again.',
      cancelled: 'You cancelled the payment process.',
    };
    expect(paymentFailureMessage(url.searchParams.get('reason'))).toBe(expected[reason]);
  });

  it('sends a shopper whose payment is still open to PENDING', async () => {
    const { orderId } = await placeOrder(shop.client());
    const back = await followReturn(shop, orderId);
    expect(back.location).toBe(`/checkout?status=PENDING&merchantOrderId=${orderId}`);
    expect((await orderRow(orderId)).payment_status).toBe('PENDING');
  });

  it('sends unknown or missing orders to FAILED without an error page', async () => {
    const unknown = await followReturn(shop, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(303);
    expect(unknown.location).toMatch(/^\/checkout\?status=FAILED/);
    const missing = await fetch(`${shop.url}/api/payments/phonepe/return`, { redirect: 'manual' });
    expect(missing.status).toBe(303);
    expect(missing.headers.get('location')).toMatch(/^\/checkout\?status=FAILED/);
  });

  it('leaves an order pending when the provider reports a different amount', async () => {
    const client = shop.client();
    const { orderId } = await placeOrder(client);
    await settlePayment(shop, orderId, 'success', { amountPaise: 100 });
    const confirm = await client.gql(CONFIRM_PAYMENT, { orderId });
    expect(confirm.data!.confirmPayment.paid).toBe(false);
    expect((await orderRow(orderId)).payment_status).toBe('PENDING');
    expect(await countRows(shop, 'mail_outbox', 'order_id = $1', [orderId])).toBe(0);
  });

  it('closes the order and gives the stock back when the provider cannot start the payment', async () => {
    const deps = (shop.services.payments as unknown as { deps: { paymentProvider: PaymentProvider } }).deps;
    const real = deps.paymentProvider;
    const stockBefore = await productStock(shop, 'hair-oil-2');
    deps.paymentProvider = {
      ...real,
      name: real.name,
      createPayment: () => Promise.reject(new Error('connection refused')),
      getOrderStatus: (id) => real.getOrderStatus(id),
      verifyWebhook: (header, body) => real.verifyWebhook(header, body),
    };
    try {
      const key = `down-${Date.now()}`;
      const result = await createOrder(shop.client(), [{ productId: 'hair-oil-2', size: '100ml', quantity: 1 }], { idempotencyKey: key });
      expect(result.errors?.[0].extensions?.code).toBe('PAYMENT_PROVIDER_ERROR');
      expect(result.errors?.[0].message).toBe('The payment service is not responding. Please try again.');
      expect(await productStock(shop, 'hair-oil-2')).toBe(stockBefore);
      const [closed] = await shop.dataSource.query("SELECT payment_status, status, idempotency_key FROM orders ORDER BY created_at DESC LIMIT 1");
      expect(closed).toMatchObject({ payment_status: 'FAILED', status: 'Cancelled', idempotency_key: null });

      // Once the provider is back, the shopper's retry with the same key gets a fresh order.
      deps.paymentProvider = real;
      const retry = await createOrder(shop.client(), [{ productId: 'hair-oil-2', size: '100ml', quantity: 1 }], { idempotencyKey: key });
      expect(retry.errors).toBeUndefined();
      expect(retry.data!.createOrder.order.paymentStatus).toBe('PENDING');
    } finally {
      deps.paymentProvider = real;
    }
  });
});

describe('webhooks', () => {
  it("marks the order paid from the provider's webhook alone", async () => {
    const { orderId } = await placeOrder(shop.client());
    await settlePayment(shop, orderId, 'success', { notify: true });
    await eventually(async () => (await orderRow(orderId)).payment_status === 'PAID');
    expect((await orderRow(orderId)).status).toBe('Processing');
  });

  it('changes nothing on forged or missing credentials, even when the payment did complete', async () => {
    const { orderId } = await placeOrder(shop.client());
    await settlePayment(shop, orderId, 'success');
    for (const authorization of [null, 'wrong', webhookAuthorization('herbal_sandbox', 'guess'), `${webhookAuth}0`]) {
      const response = await sendWebhook(completedEvent(orderId), authorization);
      expect(response.status).toBe(401);
    }
    expect((await orderRow(orderId)).payment_status).toBe('PENDING');
    // A well-signed but unreadable body is refused too.
    expect((await sendWebhook('{not json')).status).toBe(401);
    expect((await orderRow(orderId)).payment_status).toBe('PENDING');
  });

  it('believes the provider, not the webhook body', async () => {
    const { orderId } = await placeOrder(shop.client());
    const response = await sendWebhook(completedEvent(orderId));
    expect(response.status).toBe(200);
    expect((await orderRow(orderId)).payment_status).toBe('PENDING');
  });

  it('treats replayed and out-of-order webhooks as one', async () => {
    const { orderId } = await placeOrder(shop.client());
    await settlePayment(shop, orderId, 'success');
    const failedEvent = { event: 'checkout.order.failed', payload: { merchantOrderId: orderId, state: 'FAILED' } };
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) => sendWebhook(index % 3 === 0 ? failedEvent : completedEvent(orderId))),
    );
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(await orderRow(orderId)).toMatchObject({ payment_status: 'PAID', status: 'Processing' });
    expect(await countRows(shop, 'mail_outbox', 'order_id = $1', [orderId])).toBe(1);
    expect(await countRows(shop, 'order_status_changes', "order_id = $1 AND status = 'Processing'", [orderId])).toBe(1);
  });

  it('acknowledges webhooks for orders it does not know', async () => {
    const response = await sendWebhook(completedEvent('00000000-0000-4000-8000-000000000000'));
    expect(response.status).toBe(200);
  });
});

describe('pending payments over time', () => {
  it('releases an expired pending order in the reconciliation pass', async () => {
    const stockBefore = await productStock(shop, 'face-wash-2');
    const { orderId } = await placeOrder(shop.client(), [{ productId: 'face-wash-2', size: '100ml', quantity: 2 }]);
    const fresh = await placeOrder(shop.client(), [{ productId: 'face-wash-2', size: '100ml', quantity: 1 }]);
    await shop.dataSource.query("UPDATE orders SET payment_expires_at = now() - interval '1 minute' WHERE id = $1", [orderId]);

    const report = await shop.services.payments.reconcilePending();
    expect(report.failed).toBeGreaterThanOrEqual(1);
    expect(await orderRow(orderId)).toMatchObject({ payment_status: 'FAILED', payment_failure_reason: 'expired', stock_reserved: false, status: 'Cancelled' });
    // Only the expired order's two units come back; the fresh order keeps its unit.
    expect(await productStock(shop, 'face-wash-2')).toBe(stockBefore - 1);
    expect((await orderRow(fresh.orderId)).payment_status).toBe('PENDING');

    // A second pass finds nothing more to release.
    await shop.services.payments.reconcilePending();
    expect(await productStock(shop, 'face-wash-2')).toBe(stockBefore - 1);
  });

  it('marks a refund due when money arrives for an order that was already released, without taking stock again', async () => {
    const client = shop.client();
    const stockBefore = await productStock(shop, 'face-wash-3');
    const { orderId } = await placeOrder(client, [{ productId: 'face-wash-3', size: '100ml', quantity: 1 }]);
    await shop.dataSource.query("UPDATE orders SET payment_expires_at = now() - interval '1 minute' WHERE id = $1", [orderId]);
    await shop.services.payments.reconcilePending();
    expect(await productStock(shop, 'face-wash-3')).toBe(stockBefore);

    await settlePayment(shop, orderId, 'success');
    const confirm = await client.gql(CONFIRM_PAYMENT, { orderId });
    expect(confirm.data!.confirmPayment.paid).toBe(false);
    expect(confirm.data!.confirmPayment.order.refundDue).toBe(true);
    expect(await orderRow(orderId)).toMatchObject({ payment_status: 'FAILED', refund_due: true });
    expect(await productStock(shop, 'face-wash-3')).toBe(stockBefore);
    expect(await countRows(shop, 'mail_outbox', 'order_id = $1', [orderId])).toBe(0);
  });

  it('marks a refund due when an admin cancelled the order before the payment completed', async () => {
    const admin = await adminClient(shop);
    const { orderId } = await placeOrder(shop.client());
    const cancel = await admin.gql(`mutation($id: ID!) { updateOrderStatus(orderId: $id, status: Cancelled) { status } }`, { id: orderId });
    expect(cancel.errors).toBeUndefined();
    await settlePayment(shop, orderId, 'success');
    await shop.services.payments.synchronise(orderId);
    expect(await orderRow(orderId)).toMatchObject({ status: 'Cancelled', refund_due: true, stock_reserved: false });
    expect((await orderRow(orderId)).payment_status).not.toBe('PAID');
  });

  it('runs the reconciler in one process at a time (advisory lock)', async (context) => {
    // The embedded engine is one session owned by one process; the lock is not used there.
    if (shop.database.kind === 'embedded') context.skip();
    const other = new pg.Client({ connectionString: shop.database.url });
    await other.connect();
    try {
      await other.query('SELECT pg_advisory_lock(740317001)');
      expect(await shop.services.payments.reconcileOnce()).toBeNull();
      await other.query('SELECT pg_advisory_unlock(740317001)');
      expect(await shop.services.payments.reconcileOnce()).toMatchObject({ errors: 0 });
    } finally {
      await other.end();
    }
  });

  it('keeps the invoice in the outbox, marked logged, when no SMTP server is configured', async () => {
    const client = shop.client();
    const { orderId } = await placeOrder(client);
    await settlePayment(shop, orderId, 'success');
    await client.gql(CONFIRM_PAYMENT, { orderId });
    await eventually(async () => (await shop.dataSource.query('SELECT status FROM mail_outbox WHERE order_id = $1', [orderId]))[0]?.status === 'logged');
  });
});

describe('shopper-facing answers', () => {
  it('answers NOT_FOUND for confirmPayment on an unknown order, and changes nothing', async () => {
    const before = await snapshot(shop);
    const result = await shop.client().gql(CONFIRM_PAYMENT, { orderId: '00000000-0000-4000-8000-000000000000' });
    expect(result.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await snapshot(shop)).toEqual(before);
  });

  it('tells a shopper still waiting that the payment is not confirmed yet', async () => {
    const client = shop.client();
    const { orderId } = await placeOrder(client);
    const result = await client.gql(CONFIRM_PAYMENT, { orderId });
    expect(result.data!.confirmPayment).toMatchObject({ paid: false });
    expect(result.data!.confirmPayment.message).toMatch(/waiting/);
    const view = await client.gql(ORDER_QUERY, { id: orderId });
    expect(view.data!.order.paymentStatus).toBe('PENDING');
  });
});
