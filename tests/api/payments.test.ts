import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentFailureMessage } from '@common/payment-reasons.js';
import { PHONEPE_SANDBOX_PATH } from '@server/payments/payment-paths.js';
import { SANDBOX_FAILURES } from '@server/payments/phonepe/sandbox/failure-codes.js';
import { webhookAuthorization } from '@server/payments/phonepe/phonepe-webhook.js';
import { sandboxCredentials } from '@server/payments/phonepe/sandbox/credentials.js';
import type { PaymentProvider } from '@server/kernel/payment-provider.js';
import {
  adminClient,
  CONFIRM_PAYMENT,
  countRows,
  createOrder,
  followReturn,
  ORDER_QUERY,
  placeOrder,
  productStock,
  SET_ORDER_STATUS,
  settlePayment,
  snapshot,
  startPaymentShop,
} from '../support/checkout-helpers.js';
import { eventually } from '../support/eventually.js';
import { graphql } from '../support/gql/gql.js';
import type { TestShop } from '../support/test-shop.js';

let shop: TestShop;
let webhookAuth: string;

beforeAll(async () => ({ shop, webhookAuth } = await startPaymentShop()));

afterAll(async () => {
  await shop?.close();
});

interface OrderRow {
  status: string;
  payment_status: string;
  payment_failure_reason: string | null;
  refund_due: boolean;
  stock_reserved: boolean;
  payment_reference: string | null;
}

const PAYMENT_ERROR_CODE = graphql(`
  query PaymentsErrorCode($id: ID!) {
    order(id: $id) {
      paymentErrorCode
    }
  }
`);

async function paymentRow(orderId: string): Promise<{ state: string; error_code: string | null }> {
  const [row] = await shop.dataSource.query<Array<{ state: string; error_code: string | null }>>(
    'SELECT state, error_code FROM payments WHERE order_id = $1',
    [orderId],
  );
  return row;
}

async function orderRow(orderId: string): Promise<OrderRow> {
  const [row] = await shop.dataSource.query<OrderRow[]>(
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
  return {
    event: 'checkout.order.completed',
    payload: { merchantOrderId, orderId: 'OMO1', state: 'COMPLETED', amount: 1, paymentDetails: [] },
  };
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
    expect(await orderRow(orderId)).toMatchObject({
      payment_status: 'FAILED',
      status: 'Cancelled',
      payment_failure_reason: 'declined',
      stock_reserved: false,
    });

    // Asking again changes nothing and gives the stock back only once.
    const confirm = await client.gql(CONFIRM_PAYMENT, { orderId });
    expect(confirm.data!.confirmPayment).toMatchObject({
      paid: false,
      message: 'Your card was declined by the bank. Please try another payment method.',
    });
    expect(await productStock(shop, 'hair-oil-1')).toBe(stockBefore);
    // One e-mail, however often it is asked: the payment failed (with the way back to pay), never a confirmation.
    expect(await countRows(shop, 'mail_outbox', "order_id = $1 AND kind = 'payment-failed'", [orderId])).toBe(1);
    expect(await countRows(shop, 'mail_outbox', 'order_id = $1', [orderId])).toBe(1);
  });

  it.each(Object.keys(SANDBOX_FAILURES))(
    'the pay page fails the order with the real code %s; the shopper sees the reason in words',
    async (code) => {
      const { orderId, paymentLink } = await placeOrder(shop.client());
      const pagePath = new URL(paymentLink).pathname;
      const html = await (await fetch(`${shop.url}${pagePath}`)).text();
      expect(html).toContain(`value="${code}"`);
      const response = await fetch(`${shop.url}${pagePath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `outcome=failed&scope=order&code=${code}`,
        redirect: 'manual',
      });
      expect(response.status).toBe(303);
      const back = await followReturn(shop, orderId);
      const url = new URL(back.location, shop.url);
      expect(url.searchParams.get('status')).toBe('FAILED');
      const expected: Record<string, string> = {
        Z9: 'Payment failed due to insufficient funds in your account.',
        ZM: 'Your card was declined by the bank. Please try another payment method.',
        U30: 'Your card was declined by the bank. Please try another payment method.',
        TXN_AUTO_FAILED: paymentFailureMessage('payment_window_expired'),
        USER_CANCEL: 'You cancelled the payment process.',
      };
      expect(paymentFailureMessage(url.searchParams.get('reason'))).toBe(expected[code]);
      // The raw code stays on the payment row, for the admin.
      const payment = await paymentRow(orderId);
      expect(payment.error_code).toBe(code);
    },
  );

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
      refund: (request) => real.refund(request),
      getRefundStatus: (id) => real.getRefundStatus(id),
      verifyWebhook: (header, body) => real.verifyWebhook(header, body),
    };
    try {
      const key = `down-${Date.now()}`;
      const result = await createOrder(shop.client(), [{ productId: 'hair-oil-2', size: '100ml', quantity: 1 }], { idempotencyKey: key });
      expect(result.status).toBe(200);
      expect(result.data?.createOrder).toMatchObject({
        order: null,
        errors: [{ code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: 'The payment service is not responding. Please try again.' }],
      });
      expect(await productStock(shop, 'hair-oil-2')).toBe(stockBefore);
      const [closed] = await shop.dataSource.query<Array<Record<string, unknown>>>(
        'SELECT payment_status, status, idempotency_key FROM orders ORDER BY created_at DESC LIMIT 1',
      );
      expect(closed).toMatchObject({ payment_status: 'FAILED', status: 'Cancelled', idempotency_key: null });

      // Once the provider is back, the shopper's retry with the same key gets a fresh order.
      deps.paymentProvider = real;
      const retry = await createOrder(shop.client(), [{ productId: 'hair-oil-2', size: '100ml', quantity: 1 }], { idempotencyKey: key });
      expect(retry.data?.createOrder.errors).toEqual([]);
      expect(retry.data?.createOrder.order?.paymentStatus).toBe('PENDING');
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
    expect(await orderRow(orderId)).toMatchObject({
      payment_status: 'FAILED',
      payment_failure_reason: 'payment_window_expired',
      stock_reserved: false,
      status: 'Cancelled',
    });
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
    expect(confirm.data!.confirmPayment.order?.refundDue).toBe(true);
    expect(await orderRow(orderId)).toMatchObject({ payment_status: 'FAILED', refund_due: true });
    expect(await productStock(shop, 'face-wash-3')).toBe(stockBefore);
    expect(await countRows(shop, 'mail_outbox', 'order_id = $1', [orderId])).toBe(0);
  });

  it('marks a refund due when an admin cancelled the order before the payment completed', async () => {
    const admin = await adminClient(shop);
    const { orderId } = await placeOrder(shop.client());
    const cancel = await admin.gql(SET_ORDER_STATUS, { id: orderId, status: 'CANCELLED' });
    expect(cancel.data?.updateOrderStatus.errors).toEqual([]);
    await settlePayment(shop, orderId, 'success');
    await shop.services.payments.synchronise(orderId);
    expect(await orderRow(orderId)).toMatchObject({ status: 'Cancelled', refund_due: true, stock_reserved: false });
    expect((await orderRow(orderId)).payment_status).not.toBe('PAID');
  });

  it('runs the reconciler in one process at a time (advisory lock)', async (context) => {
    // The embedded engine is one session owned by one process; the lock is not used there.
    if (shop.database.kind === 'embedded') context.skip('needs a Postgres server a second connection can reach (TEST_DATABASE_URL)');
    const other = new pg.Client({ connectionString: shop.database.url });
    await other.connect();
    try {
      await other.query('SELECT pg_advisory_lock(740317001)');
      expect(await shop.services.reconciler.reconcileOnce()).toBeNull();
      await other.query('SELECT pg_advisory_unlock(740317001)');
      expect(await shop.services.reconciler.reconcileOnce()).toMatchObject({ errors: 0 });
    } finally {
      await other.end();
    }
  });

  it('keeps the invoice in the outbox, marked logged, when no SMTP server is configured', async () => {
    const client = shop.client();
    const { orderId } = await placeOrder(client);
    await settlePayment(shop, orderId, 'success');
    await client.gql(CONFIRM_PAYMENT, { orderId });
    await eventually(
      async () =>
        (await shop.dataSource.query<Array<{ status: string }>>('SELECT status FROM mail_outbox WHERE order_id = $1', [orderId]))[0]
          ?.status === 'logged',
    );
  });
});

describe('shopper-facing answers', () => {
  it('answers NOT_FOUND for confirmPayment on an unknown order, and changes nothing', async () => {
    const before = await snapshot(shop);
    const result = await shop.client().gql(CONFIRM_PAYMENT, { orderId: '00000000-0000-4000-8000-000000000000' });
    expect(result.status).toBe(200);
    expect(result.errors).toBeUndefined();
    expect(result.data!.confirmPayment).toMatchObject({
      order: null,
      paid: null,
      errors: [{ code: 'NOT_FOUND', message: 'Order not found' }],
    });
    expect(await snapshot(shop)).toEqual(before);
  });

  it('tells a shopper still waiting that the payment is not confirmed yet', async () => {
    const client = shop.client();
    const { orderId } = await placeOrder(client);
    const result = await client.gql(CONFIRM_PAYMENT, { orderId });
    expect(result.data!.confirmPayment).toMatchObject({ paid: false });
    expect(result.data!.confirmPayment.message).toMatch(/waiting/);
    const view = await client.gql(ORDER_QUERY, { id: orderId });
    expect(view.data!.order?.paymentStatus).toBe('PENDING');
  });
});

describe('the sandbox answers like PhonePe (documented shapes)', () => {
  const sandbox = () => `${shop.url}${PHONEPE_SANDBOX_PATH}`;
  const provider = () => (shop.services.payments as unknown as { deps: { paymentProvider: PaymentProvider } }).deps.paymentProvider;

  async function token(): Promise<Record<string, unknown>> {
    const credentials = sandboxCredentials(shop.env);
    const response = await fetch(`${sandbox()}/v1/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
        client_version: credentials.clientVersion,
        grant_type: 'client_credentials',
      }).toString(),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  }

  it('issues the documented token: expires_in null, O-Bearer, expires_at in epoch seconds', async () => {
    const body = await token();
    expect(Object.keys(body).sort()).toEqual(
      ['access_token', 'encrypted_access_token', 'expires_at', 'expires_in', 'issued_at', 'session_expires_at', 'token_type'].sort(),
    );
    expect(body).toMatchObject({ expires_in: null, token_type: 'O-Bearer' });
    expect(body.expires_at).toBeGreaterThan(Date.now() / 1000);
  });

  it('reports CREATED before any attempt, which the shop reads as pending', async () => {
    const { orderId } = await placeOrder(shop.client());
    await expect(provider().getOrderStatus(orderId)).resolves.toMatchObject({ state: 'PENDING', rawState: 'CREATED' });
    expect((await orderRow(orderId)).payment_status).toBe('PENDING');
  });

  it('keeps the order pending after a failed attempt, then pays it once on the retry', async () => {
    const client = shop.client();
    const { orderId, paymentLink } = await placeOrder(client);
    const pagePath = new URL(paymentLink).pathname;
    // The shopper enters a wrong UPI PIN on the pay page: PhonePe keeps them there to try again.
    const attempt = await fetch(`${shop.url}${pagePath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=failed&scope=attempt&code=ZM',
      redirect: 'manual',
    });
    expect(attempt.status).toBe(303);
    expect(attempt.headers.get('location')).toBe(`${pagePath}?failed=ZM`);
    const again = await (await fetch(`${shop.url}${pagePath}?failed=ZM`)).text();
    expect(again).toContain('That attempt failed: Wrong UPI PIN (ZM). You can try again.');

    const confirm = await client.gql(CONFIRM_PAYMENT, { orderId });
    expect(confirm.data!.confirmPayment).toMatchObject({ paid: false, order: { paymentStatus: 'PENDING', status: 'PENDING' } });
    const payment = await paymentRow(orderId);
    expect(payment).toEqual({ state: 'PENDING', error_code: 'ZM' });

    const paid = await fetch(`${shop.url}${pagePath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
      redirect: 'manual',
    });
    await paid.body?.cancel();
    const back = await followReturn(shop, orderId);
    expect(back.location).toBe(`/checkout?status=SUCCESS&merchantOrderId=${orderId}`);
    expect(await orderRow(orderId)).toMatchObject({ payment_status: 'PAID', status: 'Processing' });
    await eventually(async () => (await countRows(shop, 'mail_outbox', 'order_id = $1', [orderId])) === 1);
    const cleared = await paymentRow(orderId);
    expect(cleared).toEqual({ state: 'COMPLETED', error_code: null });
  });

  it('fails the order on an order-level Z9: the shopper reads "insufficient funds", the admin keeps Z9', async () => {
    const client = shop.client();
    const { orderId } = await placeOrder(client);
    await settlePayment(shop, orderId, 'failed', { code: 'Z9' });
    const confirm = await client.gql(CONFIRM_PAYMENT, { orderId });
    expect(confirm.data!.confirmPayment).toMatchObject({
      paid: false,
      message: 'Payment failed due to insufficient funds in your account.',
      order: { paymentStatus: 'FAILED', paymentFailureReason: 'insufficient_funds' },
    });
    expect(JSON.stringify(confirm.data)).not.toContain('Z9');
    // The admin sees the raw code in the order's details.
    const admin = await adminClient(shop);
    const view = await admin.gql(PAYMENT_ERROR_CODE, { id: orderId });
    expect(view.data!.order?.paymentErrorCode).toBe('Z9');
    const peek = await client.gql(PAYMENT_ERROR_CODE, { id: orderId });
    expect(peek.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const payment = await paymentRow(orderId);
    expect(payment).toEqual({ state: 'FAILED', error_code: 'Z9' });
  });

  it('adds errorContext to a failed order only when asked', async () => {
    const { orderId } = await placeOrder(shop.client());
    await settlePayment(shop, orderId, 'failed', { code: 'Z9' });
    const { access_token: accessToken } = await token();
    const status = async (query: string) =>
      (await (
        await fetch(`${sandbox()}/checkout/v2/order/${orderId}/status${query}`, {
          headers: { authorization: `O-Bearer ${String(accessToken)}`, 'content-type': 'application/json' },
        })
      ).json()) as Record<string, unknown>;
    expect(await status('?errorContext=true')).toMatchObject({
      state: 'FAILED',
      errorCode: 'PAYMENT_ERROR',
      detailedErrorCode: 'Z9',
      errorContext: { errorCode: 'PAYMENT_ERROR', detailedErrorCode: 'Z9' },
    });
    expect(await status('')).not.toHaveProperty('errorContext');
  });

  it('answers unknown paths with 404 JSON, validates expireAfter and refuses redirects off the shop', async () => {
    const unknown = await fetch(`${sandbox()}/checkout/v9/nothing`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/application\/json/);
    await unknown.json();

    const { access_token: accessToken } = await token();
    const pay = (body: Record<string, unknown>) =>
      fetch(`${sandbox()}/checkout/v2/pay`, {
        method: 'POST',
        headers: { authorization: `O-Bearer ${String(accessToken)}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          merchantOrderId: `sandbox-check-${Math.random().toString(36).slice(2)}`,
          amount: 1000,
          paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: `${shop.url}/api/payments/phonepe/return` } },
          ...body,
        }),
      });
    for (const expireAfter of [100, 299, 3601]) {
      const response = await pay({ expireAfter });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: 'expireAfter must be between 300 and 3600 seconds' });
    }
    expect((await pay({ expireAfter: 300 })).status).toBe(200);
    const offSite = await pay({ paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: 'https://evil.example/steal' } } });
    expect(offSite.status).toBe(400);
  });
});
