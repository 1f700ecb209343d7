import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookAuthorization } from '@server/payments/phonepe/phonepe-webhook.js';
import type { PaymentProvider } from '@server/kernel/payment-provider.js';
import { PHONEPE_SANDBOX_PATH } from '@server/payments/payment-paths.js';
import { PAYMENT_START_FAILED_REASON, PAYMENT_START_GRACE_MS } from '@server/payments/payment-decision.js';
import type { RequestContext } from '@server/kernel/request-context.js';
import { CONFIRM_PAYMENT, createOrder, placeOrder, productStock, settlePayment, startPaymentShop } from '../support/checkout-helpers.js';
import type { TestShop } from '../support/test-shop.js';

/**
 * Payments believed only from the provider, under pressure: the provider's webhook delivered 100 times, completed and
 * failed events shuffled, interleaved with the browser's return and the REST paymentCallback
 * claiming success or failure — the order becomes paid once, with one e-mail and one history
 * entry. Forged webhooks and unconfirmed claims change nothing; money arriving after an order
 * was released is flagged for refund; concurrent reconciliation passes release each order once.
 * (tests/api/payments.test.ts covers each case once; this suite repeats them concurrently.)
 */
let shop: TestShop;
let webhookAuth: string;

// The storms below all come from one address, and the return route counts against the same
// per-address limit as confirmPayment: room for every storm in the file within one minute.
beforeAll(async () => ({ shop, webhookAuth } = await startPaymentShop({ RATE_LIMIT_PAYMENT_CHECKS_PER_MINUTE: '400' })));

afterAll(async () => {
  await shop?.close();
});

type Hit = { kind: string; status: number; location?: string; body?: { payment_status?: string } };

function webhookBody(merchantOrderId: string, state: 'COMPLETED' | 'FAILED') {
  return JSON.stringify({
    event: state === 'COMPLETED' ? 'checkout.order.completed' : 'checkout.order.failed',
    payload: { merchantOrderId, orderId: 'OMO-STORM', state, amount: 1, paymentDetails: [] },
  });
}

async function webhook(merchantOrderId: string, state: 'COMPLETED' | 'FAILED', authorization: string | null = webhookAuth): Promise<Hit> {
  const response = await fetch(`${shop.url}/api/payments/phonepe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization === null ? {} : { authorization }) },
    body: webhookBody(merchantOrderId, state),
  });
  await response.body?.cancel();
  return { kind: `webhook-${state}`, status: response.status };
}

async function browserReturn(merchantOrderId: string): Promise<Hit> {
  const response = await fetch(`${shop.url}/api/payments/phonepe/return?merchantOrderId=${merchantOrderId}`, { redirect: 'manual' });
  await response.body?.cancel();
  return { kind: 'return', status: response.status, location: response.headers.get('location') ?? '' };
}

async function paymentCallback(orderId: string, claimed: 'success' | 'failed'): Promise<Hit> {
  const response = await shop.client().rest('POST', '/api/orders/paymentCallback/', { order_id: orderId, payment_status: claimed });
  return { kind: `callback-${claimed}`, status: response.status, body: response.json as Hit['body'] };
}

async function confirm(orderId: string): Promise<Hit> {
  const result = await shop.client().gql(CONFIRM_PAYMENT, { orderId });
  // A refusal in the payload (throttled, unknown order) would be a bug here as much as a top-level error.
  const failed = result.errors || result.data?.confirmPayment.errors.length;
  return { kind: 'confirmPayment', status: failed ? 500 : result.status };
}

function shuffle<T>(items: T[]): T[] {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [items[index], items[other]] = [items[other], items[index]];
  }
  return items;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Everything a payment event could change about one order, to compare before and after. */
interface OrderStateRow {
  status: string;
  payment_status: string;
  payment_reference: string | null;
  payment_failure_reason: string | null;
  refund_due: boolean;
  stock_reserved: boolean;
}

async function orderState(orderId: string) {
  const [order] = await shop.dataSource.query<OrderStateRow[]>(
    `SELECT status, payment_status, payment_reference, payment_failure_reason, refund_due, stock_reserved FROM orders WHERE id = $1`,
    [orderId],
  );
  const history = await shop.dataSource.query<Array<{ status: string; changed_by: string }>>(
    'SELECT status, changed_by FROM order_status_changes WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
  const mails = await shop.dataSource.query<Array<{ kind: string }>>('SELECT kind FROM mail_outbox WHERE order_id = $1', [orderId]);
  const [payment] = await shop.dataSource.query<Array<{ state: string; transaction_id: string | null; last_checked_at: Date | null }>>(
    'SELECT state, transaction_id, last_checked_at FROM payments WHERE order_id = $1',
    [orderId],
  );
  return { order, history, mails, payment };
}

/** Waits until the order's state stops changing (webhook work may finish after its 200). */
async function settled(orderId: string) {
  let previous = JSON.stringify(await orderState(orderId));
  for (let stable = 0; stable < 3;) {
    await delay(150);
    const now = JSON.stringify(await orderState(orderId));
    stable = now === previous ? stable + 1 : 0;
    previous = now;
  }
  return orderState(orderId);
}

describe('the same payment announced 100 times', () => {
  it('pays the order exactly once: one e-mail, one history entry, stock taken once', async () => {
    const client = shop.client();
    const stockBefore = await productStock(shop, 'hair-serum-1');
    const { orderId } = await placeOrder(client, [{ productId: 'hair-serum-1', size: await sizeOf('hair-serum-1'), quantity: 2 }]);
    expect(await productStock(shop, 'hair-serum-1')).toBe(stockBefore - 2);

    // 100 webhooks (completed and failed shuffled), 20 returns, 20 callbacks claiming success or
    // failure and 10 confirmPayment calls. A quarter arrive (and are answered) while the payment is
    // still open at the provider; the rest race the provider's completion, each after a random
    // delay of up to 300 ms, while the payment completes 100 ms in.
    const hits: Array<() => Promise<Hit>> = shuffle([
      ...Array.from({ length: 100 }, (_, index) => () => webhook(orderId, index % 2 === 0 ? 'COMPLETED' : 'FAILED')),
      ...Array.from({ length: 20 }, () => () => browserReturn(orderId)),
      ...Array.from({ length: 20 }, (_, index) => () => paymentCallback(orderId, index % 2 === 0 ? 'success' : 'failed')),
      ...Array.from({ length: 10 }, () => () => confirm(orderId)),
    ]);
    const early = hits.slice(0, Math.floor(hits.length / 4));
    const late = hits.slice(early.length);
    const started = performance.now();
    const before = await Promise.all(early.map((hit) => hit()));
    expect((await orderState(orderId)).order).toMatchObject({ payment_status: 'PENDING', status: 'Pending' });
    const [after] = await Promise.all([
      Promise.all(
        late.map(async (hit) => {
          await delay(Math.random() * 300);
          return hit();
        }),
      ),
      delay(100).then(() => settlePayment(shop, orderId, 'success', { notify: true })),
    ]);
    const results = [...before, ...after];
    const elapsed = Math.round(performance.now() - started);

    const state = await settled(orderId);
    const serverErrors = results.filter((hit) => hit.status >= 500).length;
    const byKind = results.reduce<Record<string, number>>((counts, hit) => ({ ...counts, [hit.kind]: (counts[hit.kind] ?? 0) + 1 }), {});
    const returns = results.filter((hit) => hit.kind === 'return');
    console.info(
      `storm: ${results.length} requests (${JSON.stringify(byKind)}) in ${elapsed} ms, ${serverErrors} 5xx; ` +
        `returns SUCCESS ${returns.filter((hit) => hit.location?.includes('status=SUCCESS')).length} / PENDING ${returns.filter((hit) => hit.location?.includes('status=PENDING')).length}; ` +
        `history ${JSON.stringify(state.history)}; e-mails ${state.mails.length}`,
    );

    expect(serverErrors).toBe(0);
    expect(results.filter((hit) => hit.kind.startsWith('webhook')).every((hit) => hit.status === 200)).toBe(true);
    // Nobody was ever told the payment failed: before it completed they were told to wait.
    for (const hit of returns) expect(hit.location).toMatch(/^\/checkout\?status=(SUCCESS|PENDING)&merchantOrderId=/);
    for (const hit of before.filter((one) => one.kind === 'return')) expect(hit.location).toContain('status=PENDING');
    for (const hit of results.filter((one) => one.kind.startsWith('callback'))) {
      expect(hit.status).toBe(200);
      expect(hit.body?.payment_status).not.toBe('FAILED');
    }

    expect(state.order).toMatchObject({ status: 'Processing', payment_status: 'PAID', refund_due: false, stock_reserved: true });
    expect(state.payment).toMatchObject({ state: 'COMPLETED' });
    expect(state.order.payment_reference).toBe(state.payment.transaction_id);
    expect(state.mails).toHaveLength(1);
    expect(state.history).toEqual([
      { status: 'Pending', changed_by: 'customer' },
      { status: 'Processing', changed_by: 'payment' },
    ]);
    expect(await productStock(shop, 'hair-serum-1')).toBe(stockBefore - 2);
    expect((await browserReturn(orderId)).location).toBe(`/checkout?status=SUCCESS&merchantOrderId=${orderId}`);
  }, 60_000);
});

describe('webhooks that must change nothing', () => {
  it('refuses 60 concurrent forged webhooks with 401 and does not even ask the provider', async () => {
    const { orderId } = await placeOrder(shop.client());
    // The money really arrived, so a forged "completed" would be believable if it were acted on.
    await settlePayment(shop, orderId, 'success');
    const before = await orderState(orderId);
    const stockBefore = await productStock(shop, 'hair-oil-1');
    const forgeries = [
      null,
      '',
      'wrong',
      webhookAuthorization('herbal_sandbox', 'guess'),
      `${webhookAuth}0`,
      webhookAuth.slice(1),
      'SHA256 0000',
      'x'.repeat(600),
    ];
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        webhook(orderId, index % 2 === 0 ? 'COMPLETED' : 'FAILED', forgeries[index % forgeries.length]),
      ),
    );
    expect(results.map((hit) => hit.status)).toEqual(results.map(() => 401));
    await delay(300);
    const after = await orderState(orderId);
    expect(after).toEqual(before);
    // No status call was made on a forged webhook's behalf: the payment row was never checked.
    expect(after.payment.last_checked_at).toBeNull();
    expect(after.order.payment_status).toBe('PENDING');
    expect(await productStock(shop, 'hair-oil-1')).toBe(stockBefore);
  });

  it('changes nothing when 50 signed "completed" webhooks and 10 "success" callbacks arrive while the provider still says PENDING', async () => {
    const { orderId } = await placeOrder(shop.client(), [{ productId: 'hair-oil-2', size: '100ml', quantity: 1 }]);
    const stockBefore = await productStock(shop, 'hair-oil-2');
    const results = await Promise.all([
      ...Array.from({ length: 50 }, () => webhook(orderId, 'COMPLETED')),
      ...Array.from({ length: 10 }, () => paymentCallback(orderId, 'success')),
    ]);
    expect(results.every((hit) => hit.status === 200)).toBe(true);
    const state = await settled(orderId);
    expect(state.order).toMatchObject({
      status: 'Pending',
      payment_status: 'PENDING',
      stock_reserved: true,
      refund_due: false,
      payment_reference: null,
    });
    expect(state.payment.state).toBe('PENDING');
    expect(state.mails).toEqual([]);
    expect(state.history).toEqual([{ status: 'Pending', changed_by: 'customer' }]);
    expect(await productStock(shop, 'hair-oil-2')).toBe(stockBefore);
  });
});

describe('money that arrives after the order was released', () => {
  it('is flagged for refund once, however often it is announced, and takes no stock', async () => {
    const client = shop.client();
    const stockBefore = await productStock(shop, 'skin-cream-2');
    const { orderId } = await placeOrder(client, [{ productId: 'skin-cream-2', size: await sizeOf('skin-cream-2'), quantity: 3 }]);
    await shop.dataSource.query("UPDATE orders SET payment_expires_at = now() - interval '1 minute' WHERE id = $1", [orderId]);
    await shop.services.payments.reconcilePending();
    const released = await orderState(orderId);
    expect(released.order).toMatchObject({
      status: 'Cancelled',
      payment_status: 'FAILED',
      payment_failure_reason: 'payment_window_expired',
      stock_reserved: false,
    });
    expect(await productStock(shop, 'skin-cream-2')).toBe(stockBefore);

    // The shopper pays anyway (the pay page was still open); then everything announces it at once.
    await settlePayment(shop, orderId, 'success', { notify: true });
    const results = await Promise.all(
      shuffle<() => Promise<unknown>>([
        ...Array.from({ length: 40 }, (_, index) => () => webhook(orderId, index % 2 ? 'COMPLETED' : 'FAILED')),
        ...Array.from({ length: 10 }, () => () => browserReturn(orderId)),
        ...Array.from({ length: 10 }, () => () => paymentCallback(orderId, 'success')),
        ...Array.from({ length: 5 }, () => () => shop.services.payments.reconcilePending()),
      ]).map((hit) => hit()),
    );
    const hits = results.filter((result): result is Hit => typeof result === 'object' && result !== null && 'kind' in result);
    expect(hits.filter((hit) => hit.status >= 500)).toEqual([]);

    const state = await settled(orderId);
    expect(state.order).toMatchObject({ status: 'Cancelled', payment_status: 'FAILED', refund_due: true, stock_reserved: false });
    expect(state.order.payment_reference).toBe(state.payment.transaction_id);
    expect(state.mails).toEqual([]);
    expect(state.history).toEqual([
      { status: 'Pending', changed_by: 'customer' },
      { status: 'Cancelled', changed_by: 'payment' },
    ]);
    expect(await productStock(shop, 'skin-cream-2')).toBe(stockBefore);
    const told = await client.gql(CONFIRM_PAYMENT, { orderId });
    expect(told.data!.confirmPayment).toMatchObject({
      paid: false,
      message: 'Your payment arrived after this order was closed. We will refund it to your original payment method.',
    });
  });
});

describe('reconciliation passes that overlap', () => {
  it('releases each expired order once when passes run concurrently', async () => {
    const productId = 'skin-soap-3';
    const stockBefore = await productStock(shop, productId);
    const size = await sizeOf(productId);
    const orders = await Promise.all(Array.from({ length: 10 }, () => placeOrder(shop.client(), [{ productId, size, quantity: 1 }])));
    expect(await productStock(shop, productId)).toBe(stockBefore - 10);
    const ids = orders.map((order) => order.orderId);
    await shop.dataSource.query("UPDATE orders SET payment_expires_at = now() - interval '1 minute' WHERE id = ANY($1)", [ids]);

    // Three unguarded passes and a guarded one at once, as several processes without the lock would.
    const reports = await Promise.all([
      shop.services.payments.reconcilePending(),
      shop.services.payments.reconcilePending(),
      shop.services.payments.reconcilePending(),
      shop.services.reconciler.reconcileOnce(),
    ]);
    expect(reports.every((report) => report === null || report.errors === 0)).toBe(true);
    expect(await productStock(shop, productId)).toBe(stockBefore);
    const history = await shop.dataSource.query<Array<{ order_id: string; n: number }>>(
      `SELECT order_id, count(*)::int AS n FROM order_status_changes WHERE order_id = ANY($1) AND status = 'Cancelled' GROUP BY order_id`,
      [ids],
    );
    expect(history).toHaveLength(10);
    expect(history.every((row) => row.n === 1)).toBe(true);
  });

  it('closes an order whose payment never started once the grace has passed, and frees its idempotency key', async () => {
    const productId = 'napkin-3';
    const size = await sizeOf(productId);
    const stockBefore = await productStock(shop, productId);
    // The provider never answers: the order is committed, its payment never stored, as when the
    // process dies between the two.
    const deps = (shop.services.payments as unknown as { deps: { paymentProvider: PaymentProvider } }).deps;
    const real = deps.paymentProvider;
    let answer: (error: Error) => void = () => {};
    let asked!: () => void;
    const providerAsked = new Promise<void>((resolve) => (asked = resolve));
    deps.paymentProvider = {
      name: real.name,
      createPayment: () =>
        new Promise((_, reject) => {
          answer = reject;
          asked();
        }),
      getOrderStatus: (id) => real.getOrderStatus(id),
      refund: (request) => real.refund(request),
      getRefundStatus: (id) => real.getRefundStatus(id),
      verifyWebhook: (header, body) => real.verifyWebhook(header, body),
    };
    const key = `never-started-${Date.now()}`;
    let request: ReturnType<typeof createOrder> | undefined;
    try {
      request = createOrder(shop.client(), [{ productId, size, quantity: 2 }], { idempotencyKey: key });
      // The order is committed and its payment is being started (and never will be).
      await Promise.race([
        providerAsked,
        new Promise((_, reject) => setTimeout(() => reject(new Error('createPayment was never called')), 15_000)),
      ]);
    } finally {
      deps.paymentProvider = real;
    }
    const [{ id: orderId }] = await shop.dataSource.query<Array<{ id: string }>>('SELECT id FROM orders WHERE idempotency_key = $1', [key]);
    expect(await productStock(shop, productId)).toBe(stockBefore - 2);

    // Young: another process may still be setting it up, so the pass leaves it alone.
    await shop.dataSource.query(`UPDATE orders SET created_at = now() - make_interval(secs => $2) WHERE id = $1`, [
      orderId,
      PAYMENT_START_GRACE_MS / 1000 - 30,
    ]);
    await shop.services.payments.reconcilePending();
    expect((await orderState(orderId)).order).toMatchObject({ payment_status: 'PENDING', stock_reserved: true });

    // Past the grace: nobody will ever get a pay link for it, so its stock goes back.
    await shop.dataSource.query(`UPDATE orders SET created_at = now() - make_interval(secs => $2) WHERE id = $1`, [
      orderId,
      PAYMENT_START_GRACE_MS / 1000 + 1,
    ]);
    await shop.services.payments.reconcilePending();
    const state = await orderState(orderId);
    expect(state.order).toMatchObject({
      status: 'Cancelled',
      payment_status: 'FAILED',
      payment_failure_reason: PAYMENT_START_FAILED_REASON,
      stock_reserved: false,
    });
    expect(state.history).toEqual([
      { status: 'Pending', changed_by: 'customer' },
      { status: 'Cancelled', changed_by: 'payment' },
    ]);
    expect(await productStock(shop, productId)).toBe(stockBefore);
    const [freed] = await shop.dataSource.query<Array<{ idempotency_key: string | null }>>(
      'SELECT idempotency_key FROM orders WHERE id = $1',
      [orderId],
    );
    expect(freed.idempotency_key).toBeNull();

    // The stuck request finally fails; the shopper's retry with the same key gets a fresh order.
    answer(new Error('connection reset'));
    expect((await request).data?.createOrder.errors[0]?.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    const retry = await createOrder(shop.client(), [{ productId, size, quantity: 2 }], { idempotencyKey: key });
    expect(retry.data?.createOrder.errors).toEqual([]);
    expect(retry.data?.createOrder.order?.id).not.toBe(orderId);
    expect(await productStock(shop, productId)).toBe(stockBefore - 2);
  });
});

async function sizeOf(productId: string): Promise<string> {
  const [row] = await shop.dataSource.query<Array<{ label: string }>>("SELECT sizes->0->>'label' AS label FROM products WHERE id = $1", [
    productId,
  ]);
  return row.label;
}

describe('a flood of "has my payment arrived?"', () => {
  async function statusChecks(orderId: string): Promise<number> {
    const response = await fetch(`${shop.url}${PHONEPE_SANDBOX_PATH}/test/payments/${orderId}`);
    return ((await response.json()) as { statusChecks: number }).statusChecks;
  }

  it('turns 50 concurrent confirmPayment calls into at most 2 provider status calls', async () => {
    const client = shop.client();
    const { orderId } = await placeOrder(client);
    await settlePayment(shop, orderId, 'success');
    const before = await statusChecks(orderId);
    const results = await Promise.all(Array.from({ length: 50 }, () => client.gql(CONFIRM_PAYMENT, { orderId })));
    expect(results.filter((result) => result.errors || result.data?.confirmPayment.errors.length)).toEqual([]);
    const asked = (await statusChecks(orderId)) - before;
    console.log(`flood: 50 concurrent confirmPayment → ${asked} provider status call(s)`);
    expect(asked).toBeGreaterThanOrEqual(1);
    expect(asked).toBeLessThanOrEqual(2);
    // Everyone got the provider's answer, and the order was paid once.
    expect(results.filter((result) => result.data?.confirmPayment.paid)).toHaveLength(50);
  });

  it('answers repeated checks within the minimum interval from what was recorded', async () => {
    const client = shop.client();
    const { orderId } = await placeOrder(client);
    const before = await statusChecks(orderId);
    for (let i = 0; i < 10; i += 1) await client.gql(CONFIRM_PAYMENT, { orderId });
    expect((await statusChecks(orderId)) - before).toBeLessThanOrEqual(2);
  });

  it('limits checks per address: over the limit is RATE_LIMITED, another address is unaffected', async () => {
    const { orderId } = await placeOrder(shop.client());
    const limit = shop.env.RATE_LIMIT_PAYMENT_CHECKS_PER_MINUTE;
    const flood = { user: null, ip: '203.0.113.99', sessionToken: null } as unknown as RequestContext;
    for (let i = 0; i < limit; i += 1) await shop.services.payments.confirm(flood, orderId);
    await expect(shop.services.payments.confirm(flood, orderId)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    const other = { ...flood, ip: '203.0.113.100' };
    await expect(shop.services.payments.confirm(other, orderId)).resolves.toMatchObject({ id: orderId });
  });
});
