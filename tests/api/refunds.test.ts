import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PHONEPE_SANDBOX_PATH, WEBHOOK_PATH } from '@server/payments/payment-paths.js';
import { webhookAuthorization } from '@server/payments/phonepe/phonepe-webhook.js';
import {
  CONFIRM_PAYMENT,
  countRows,
  placeOrder,
  productStock,
  SET_ORDER_STATUS,
  settlePayment,
  sizeStock,
  startAdminPaymentShop,
  userClient,
} from '../support/checkout-helpers.js';
import { eventually } from '../support/eventually.js';
import { graphql } from '../support/gql/gql.js';
import type { RefundOrderInput } from '../support/gql/graphql.js';
import type { ShopClient, TestShop } from '../support/test-shop.js';

/**
 * Refunds through the GraphQL API an admin uses, against the sandbox answering in
 * PhonePe's documented shapes: refund accepted → completed (by the pg.refund.* webhook), partial
 * refunds, refusals, provider failures that stay visible and can be retried, the refundDue case,
 * stock and dashboard revenue.
 */
let shop: TestShop;
let admin: ShopClient;
let webhookAuth: string;

beforeAll(async () => {
  ({ shop, webhookAuth, admin } = await startAdminPaymentShop({ LOG_LEVEL: process.env.REFUND_TEST_LOG ?? 'silent' }));
});

afterAll(async () => {
  await shop?.close();
});

beforeEach(async () => {
  await refundBehaviour('complete', 200);
});

graphql(`
  fragment RefundsOrderFields on Order {
    id
    paymentStatus
    refundDue
    refundedAmount
    total
    refunds {
      id
      merchantRefundId
      providerRefundId
      amount
      reason
      restocked
      state
      errorCode
      requestedBy
    }
  }
`);
const REFUND_ORDER = graphql(`
  mutation RefundsRefund($input: RefundOrderInput!) {
    refundOrder(input: $input) {
      order {
        ...RefundsOrderFields
      }
      errors {
        code
        message
        field
      }
    }
  }
`);
const ORDER_REFUNDS = graphql(`
  query RefundsOrder($id: ID!) {
    order(id: $id) {
      ...RefundsOrderFields
    }
  }
`);
const PEEK_REFUNDS = graphql(`
  query RefundsPeek($id: ID!) {
    order(id: $id) {
      id
      refunds {
        id
      }
    }
  }
`);
const ORDER_LINES = graphql(`
  query RefundsOrderLines($id: ID!) {
    order(id: $id) {
      id
      lines {
        id
        productId
        quantity
        restockedQuantity
      }
    }
  }
`);
const DASHBOARD = graphql(`
  query RefundsDashboard {
    dashboard {
      totalRevenue
    }
  }
`);

async function refundBehaviour(outcome: 'complete' | 'fail' | 'refuse' | 'hold', delayMs = 200) {
  const response = await fetch(`${shop.url}${PHONEPE_SANDBOX_PATH}/test/refund-behaviour`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome, delayMs }),
  });
  expect(response.status).toBe(200);
  await response.body?.cancel();
}

/** Settles a held refund at the sandbox provider (with its webhook unless notify is false); fails the test if the sandbox refuses. */
async function settleRefund(merchantRefundId: string, settlement: { state: 'COMPLETED' | 'FAILED'; notify?: boolean }) {
  const response = await fetch(`${shop.url}${PHONEPE_SANDBOX_PATH}/test/refunds/${merchantRefundId}/settle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(settlement),
  });
  expect(response.status, await response.text()).toBe(200);
}

async function paidOrder(quantity = 2) {
  const client = shop.client();
  const { orderId } = await placeOrder(client, [{ productId: 'hair-oil-3', size: '100ml', quantity }]);
  await settlePayment(shop, orderId, 'success');
  const confirm = await client.gql(CONFIRM_PAYMENT, { orderId });
  expect(confirm.data!.confirmPayment.paid).toBe(true);
  return orderId;
}

async function refund(input: RefundOrderInput, client: ShopClient = admin) {
  return client.gql(REFUND_ORDER, { input });
}

/** A refund the shop accepted (asked of the provider): no top-level error, no UserError. */
async function refundAccepted(input: RefundOrderInput) {
  const result = await refund(input);
  expect(result.errors).toBeUndefined();
  expect(result.data!.refundOrder.errors).toEqual([]);
  return result.data!.refundOrder.order!;
}

/** Why the shop refused a refund: its one UserError (HTTP 200, no order in the payload). */
async function refundRefused(input: RefundOrderInput) {
  const result = await refund(input);
  expect(result.status).toBe(200);
  expect(result.data!.refundOrder.order).toBeNull();
  return result.data!.refundOrder.errors[0];
}

async function orderView(orderId: string) {
  const result = await admin.gql(ORDER_REFUNDS, { id: orderId });
  expect(result.errors).toBeUndefined();
  return result.data!.order!;
}

async function revenue(): Promise<number> {
  const result = await admin.gql(DASHBOARD);
  return result.data!.dashboard!.totalRevenue;
}

async function refundRows(orderId: string): Promise<Array<{ merchant_refund_id: string; last_checked_at: Date | null }>> {
  return shop.dataSource.query('SELECT merchant_refund_id, last_checked_at FROM refunds WHERE order_id = $1', [orderId]);
}

async function merchantRefundIdOf(orderId: string): Promise<string> {
  return (await refundRows(orderId))[0].merchant_refund_id;
}

async function refundMails(orderId: string): Promise<number> {
  return countRows(shop, 'mail_outbox', "order_id = $1 AND kind LIKE 'refund:%'", [orderId]);
}

describe('refunding a paid order', () => {
  it('refunds in full: accepted, then completed by the webhook; REFUNDED, stock back, revenue down, one e-mail', async () => {
    const stockBefore = await productStock(shop, 'hair-oil-3');
    const orderId = await paidOrder(2);
    expect(await productStock(shop, 'hair-oil-3')).toBe(stockBefore - 2);
    const revenueBefore = await revenue();
    const { total } = await orderView(orderId);
    // Settled 2 s after it is asked for: on a busy machine the answer to the request took longer
    // than the usual 200 ms, and already said COMPLETED.
    await refundBehaviour('complete', 2_000);

    const asked = await refundAccepted({ orderId, reason: 'Damaged in transit', restock: true });
    expect(asked.refunds).toHaveLength(1);
    expect(asked.refunds[0]).toMatchObject({ amount: total, state: 'PENDING', restocked: true, requestedBy: 'admin@herbal.test' });
    expect(asked.refunds[0].merchantRefundId).toMatch(/^RF-\d+-[a-z0-9]+$/);
    // The units are back on the shelf at once.
    expect(await productStock(shop, 'hair-oil-3')).toBe(stockBefore);

    // The sandbox settles the refund and sends pg.refund.completed; the shop asks the status API and records it.
    await eventually(async () => (await orderView(orderId)).refunds[0].state === 'COMPLETED');
    const done = await orderView(orderId);
    expect(done).toMatchObject({ paymentStatus: 'REFUNDED', refundedAmount: total });
    expect(await revenue()).toBeCloseTo(revenueBefore - total, 2);
    expect(await refundMails(orderId)).toBe(1);

    // Seen again (a replayed webhook, the reconciler): nothing changes, no second e-mail.
    await shop.services.reconciler.pass();
    expect(await refundMails(orderId)).toBe(1);
    expect(await productStock(shop, 'hair-oil-3')).toBe(stockBefore);
  });

  it('refunds twice → one refund', async () => {
    const orderId = await paidOrder(1);
    await refundBehaviour('hold');
    const [first, second] = await Promise.all([
      refund({ orderId, reason: 'Customer asked twice' }),
      refund({ orderId, reason: 'Customer asked twice' }),
    ]);
    const outcomes = [first, second].map((result) => result.data?.refundOrder.errors[0]?.code ?? 'OK').sort();
    expect(outcomes).toEqual(['INVALID_STATE', 'OK']);
    const refused = [first, second].find((result) => result.data?.refundOrder.errors.length)!;
    expect(refused.data!.refundOrder.errors[0]?.message).toBe('A refund of this order is already in progress');
    expect(await countRows(shop, 'payments', 'order_id = $1', [orderId])).toBe(1);
    expect(await refundRows(orderId)).toHaveLength(1);

    // Once it completed, another full refund is refused clearly too.
    const merchantRefundId = await merchantRefundIdOf(orderId);
    await settleRefund(merchantRefundId, { state: 'COMPLETED' });
    await eventually(async () => (await orderView(orderId)).paymentStatus === 'REFUNDED');
    expect(await refundRefused({ orderId, reason: 'Once more' })).toMatchObject({
      message: 'This order has already been refunded in full',
      code: 'INVALID_STATE',
    });
  });

  it('refuses to refund more than was paid, clearly, and changes nothing', async () => {
    const orderId = await paidOrder(1);
    const { total } = await orderView(orderId);
    const tooMuch = await refundRefused({ orderId, amount: total + 1, reason: 'Too much' });
    expect(tooMuch?.code).toBe('VALIDATION');
    expect(tooMuch?.field).toEqual(['input', 'amount']);
    expect(tooMuch?.message).toMatch(/^The refund \(₹[\d,.]+\) is more than what is left to refund on this order \(₹[\d,.]+\)$/);
    expect((await orderView(orderId)).refunds).toEqual([]);
    for (const input of [
      { orderId, amount: 0, reason: 'Zero' },
      { orderId, amount: 1.005, reason: 'Fractions of paise' },
      { orderId, reason: '   ' },
    ]) {
      expect((await refundRefused(input))?.code).toBe('VALIDATION');
    }
    expect((await orderView(orderId)).refunds).toEqual([]);
  });

  it('refunds part, then the rest: PARTIALLY_REFUNDED, then REFUNDED', async () => {
    const orderId = await paidOrder(2);
    const { total } = await orderView(orderId);
    const revenueBefore = await revenue();
    await refundAccepted({ orderId, amount: 50, reason: 'One bottle leaked' });
    await eventually(async () => (await orderView(orderId)).paymentStatus === 'PARTIALLY_REFUNDED');
    expect((await orderView(orderId)).refundedAmount).toBe(50);
    expect(await revenue()).toBeCloseTo(revenueBefore - 50, 2);
    // The shopper's order page says how much came back: readable by whoever may read the order.
    const shopperView = await shop.client().gqlText('query ($id: ID!) { order(id: $id) { refundedAmountMoney { formatted } } }', {
      id: orderId,
    });
    expect(shopperView.errors).toBeUndefined();
    expect(shopperView.data?.order).toEqual({ refundedAmountMoney: { formatted: '₹50.00' } });

    await refundAccepted({ orderId, reason: 'The rest' });
    await eventually(async () => (await orderView(orderId)).paymentStatus === 'REFUNDED');
    const done = await orderView(orderId);
    expect(done.refundedAmount).toBeCloseTo(total, 2);
    expect(done.refunds.map((row) => row.amount).sort((a, b) => a - b)).toEqual(
      [50, Math.round((total - 50) * 100) / 100].sort((a, b) => a - b),
    );
    expect(await refundMails(orderId)).toBe(2);
  });

  it('returns to stock exactly the items and units the admin chose with a part refund, and refuses more than the order holds', async () => {
    const client = shop.client();
    const { orderId } = await placeOrder(client, [
      { productId: 'hair-oil-3', size: '100ml', quantity: 2 },
      { productId: 'face-wash-1', size: '100ml', quantity: 1 },
    ]);
    await settlePayment(shop, orderId, 'success');
    expect((await client.gql(CONFIRM_PAYMENT, { orderId })).data!.confirmPayment.paid).toBe(true);
    const oilBefore = await productStock(shop, 'hair-oil-3');
    const washBefore = await productStock(shop, 'face-wash-1');
    const oilSizesBefore = [await sizeStock(shop, 'hair-oil-3', '100ml'), await sizeStock(shop, 'hair-oil-3', '200ml')];
    const lines = (await admin.gql(ORDER_LINES, { id: orderId })).data!.order!.lines;
    const oil = lines.find((line) => line.productId === 'hair-oil-3')!;

    // One leaking bottle thrown away, the other sent back: one unit of the oil, nothing else.
    const asked = await refundAccepted({
      orderId,
      amount: 100,
      reason: 'One bottle leaked',
      restockLines: [{ lineId: oil.id, quantity: 1 }],
    });
    expect(asked.refunds[0].restocked).toBe(true);
    expect(await productStock(shop, 'hair-oil-3')).toBe(oilBefore + 1);
    // Back on the size it was bought in: the 100 ml shelf, not the 200 ml.
    expect([await sizeStock(shop, 'hair-oil-3', '100ml'), await sizeStock(shop, 'hair-oil-3', '200ml')]).toEqual([
      oilSizesBefore[0] + 1,
      oilSizesBefore[1],
    ]);
    expect(await productStock(shop, 'face-wash-1')).toBe(washBefore);
    await eventually(async () => (await orderView(orderId)).paymentStatus === 'PARTIALLY_REFUNDED');
    const after = (await admin.gql(ORDER_LINES, { id: orderId })).data!.order!.lines;
    expect(after.map((line) => [line.productId, line.quantity, line.restockedQuantity])).toEqual([
      ['hair-oil-3', 2, 1],
      ['face-wash-1', 1, 0],
    ]);

    // Two more of the oil is more than the order still holds: refused, and nothing changes.
    const refusal = await refundRefused({ orderId, amount: 50, reason: 'More', restockLines: [{ lineId: oil.id, quantity: 2 }] });
    expect(refusal).toMatchObject({ code: 'VALIDATION', field: ['input', 'restockLines'] });
    expect(refusal.message).toMatch(/between 1 and 1/);
    expect((await orderView(orderId)).refunds).toHaveLength(1);
    expect(await productStock(shop, 'hair-oil-3')).toBe(oilBefore + 1);
    // Back on the size it was bought in: the 100 ml shelf, not the 200 ml.
    expect([await sizeStock(shop, 'hair-oil-3', '100ml'), await sizeStock(shop, 'hair-oil-3', '200ml')]).toEqual([
      oilSizesBefore[0] + 1,
      oilSizesBefore[1],
    ]);

    // Cancelling later gives back only what the order still holds: one oil and the face wash.
    await refundAccepted({ orderId, reason: 'Customer returned the rest', restock: true });
    expect(await productStock(shop, 'hair-oil-3')).toBe(oilBefore + 2);
    expect(await productStock(shop, 'face-wash-1')).toBe(washBefore + 1);
  });

  it('shows a refund the provider refused as FAILED with its code, and lets the admin retry', async () => {
    const orderId = await paidOrder(1);
    await refundBehaviour('refuse');
    const refused = await refundAccepted({ orderId, reason: 'Provider says no' });
    expect(refused.refunds[0]).toMatchObject({ state: 'FAILED', errorCode: 'REFUND_NOT_ALLOWED' });
    expect(refused.paymentStatus).toBe('PAID');

    await refundBehaviour('complete', 50);
    await refundAccepted({ orderId, reason: 'Provider says no' });
    await eventually(async () => (await orderView(orderId)).paymentStatus === 'REFUNDED');
    const states = (await orderView(orderId)).refunds.map((row) => row.state);
    expect(states).toEqual(['COMPLETED', 'FAILED']);
  });

  it('shows a refund that failed after being accepted (pg.refund.failed) and lets the admin retry', async () => {
    const orderId = await paidOrder(1);
    await refundBehaviour('fail', 50);
    await refundAccepted({ orderId, reason: 'Bank bounced it' });
    await eventually(async () => (await orderView(orderId)).refunds[0].state === 'FAILED');
    expect((await orderView(orderId)).refunds[0].errorCode).toBe('REFUND_FAILED');
    expect((await orderView(orderId)).paymentStatus).toBe('PAID');
    await refundBehaviour('complete', 50);
    await refundAccepted({ orderId, reason: 'Bank bounced it' });
    await eventually(async () => (await orderView(orderId)).paymentStatus === 'REFUNDED');
  });

  it('gives a late payment flagged refundDue the same one-click refund', async () => {
    const client = shop.client();
    const { orderId } = await placeOrder(client, [{ productId: 'hair-oil-3', size: '100ml', quantity: 1 }]);
    await shop.dataSource.query("UPDATE orders SET payment_expires_at = now() - interval '1 minute' WHERE id = $1", [orderId]);
    await shop.services.payments.reconcilePending();
    await settlePayment(shop, orderId, 'success');
    await shop.services.payments.synchronise(orderId, { fresh: true });
    expect(await orderView(orderId)).toMatchObject({ paymentStatus: 'FAILED', refundDue: true });
    const stockBefore = await productStock(shop, 'hair-oil-3');

    // The order gave its units back when it expired: "restock" must not add them a second time.
    await refundAccepted({ orderId, reason: 'Paid after the order closed', restock: true });
    await eventually(async () => (await orderView(orderId)).paymentStatus === 'REFUNDED');
    expect(await orderView(orderId)).toMatchObject({ refundDue: false });
    expect((await orderView(orderId)).refunds[0].restocked).toBe(false);
    expect(await productStock(shop, 'hair-oil-3')).toBe(stockBefore);
  });

  it('cancelling a paid order refunds it in full at once, and gives its stock back once', async () => {
    const stockBefore = await productStock(shop, 'hair-oil-3');
    const orderId = await paidOrder(2);
    const { total } = await orderView(orderId);
    const cancelled = await admin.gql(SET_ORDER_STATUS, { id: orderId, status: 'CANCELLED' });
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data!.updateOrderStatus).toMatchObject({ order: { status: 'CANCELLED' }, errors: [] });
    // The refund was started by the cancel itself: no second click needed.
    const started = await orderView(orderId);
    expect(started.refunds).toHaveLength(1);
    expect(started.refunds[0]).toMatchObject({ amount: total, reason: 'Order cancelled', restocked: false });
    await eventually(async () => (await orderView(orderId)).paymentStatus === 'REFUNDED');
    expect(await orderView(orderId)).toMatchObject({ refundDue: false, refundedAmount: total });
    expect(await productStock(shop, 'hair-oil-3')).toBe(stockBefore);
    expect(await refundMails(orderId)).toBe(1);
  });

  it('refuses unpaid orders, strangers and shoppers', async () => {
    const { orderId } = await placeOrder(shop.client());
    expect(await refundRefused({ orderId, reason: 'Not paid' })).toMatchObject({
      message: 'Only a paid order can be refunded',
      code: 'INVALID_STATE',
    });
    const paid = await paidOrder(1);
    expect((await refund({ orderId: paid, reason: 'x' }, shop.client())).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const shopper = await userClient(shop, 'refund-shopper@herbal.test');
    expect((await refund({ orderId: paid, reason: 'x' }, shopper)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const peek = await shopper.gql(PEEK_REFUNDS, { id: paid });
    expect(peek.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await orderView(paid)).refunds).toEqual([]);
  });
});

describe('refund webhooks', () => {
  const fixture = (name: string) => readFileSync(new URL(`../../server/src/payments/phonepe/fixtures/${name}`, import.meta.url), 'utf8');
  const send = (body: string, authorization = webhookAuth) =>
    fetch(`${shop.url}${WEBHOOK_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization }, body });

  it('acknowledges the documented pg.refund.accepted / completed / failed samples (no merchantOrderId in them)', async () => {
    for (const name of ['webhook-refund-accepted.json', 'webhook-refund-completed.json', 'webhook-refund-failed.json']) {
      const response = await send(fixture(name));
      expect(response.status).toBe(200);
      await response.body?.cancel();
    }
  });

  it('acknowledges unknown events and the older `type` field, and still refuses bad credentials', async () => {
    for (const body of [
      JSON.stringify({ event: 'pg.subscription.notified', payload: { id: 'x' } }),
      JSON.stringify({ type: 'PG_REFUND_COMPLETED', payload: { merchantRefundId: 'RF-unknown', state: 'COMPLETED' } }),
    ]) {
      const response = await send(body);
      expect(response.status).toBe(200);
      await response.body?.cancel();
    }
    const forged = await send(fixture('webhook-refund-completed.json'), webhookAuthorization('herbal_sandbox', 'guess'));
    expect(forged.status).toBe(401);
    await forged.body?.cancel();
  });

  it('follows a refund from accepted to completed through its webhook, believing only the status API', async () => {
    const orderId = await paidOrder(1);
    await refundBehaviour('hold');
    await refundAccepted({ orderId, reason: 'Held at the bank' });
    const merchantRefundId = await merchantRefundIdOf(orderId);
    // A signed webhook claiming completion while the provider still says PENDING changes nothing.
    const claim = JSON.parse(fixture('webhook-refund-completed.json')) as { payload: Record<string, unknown> };
    claim.payload.merchantRefundId = merchantRefundId;
    claim.payload.originalMerchantOrderId = orderId;
    expect((await send(JSON.stringify(claim))).status).toBe(200);
    expect((await orderView(orderId)).refunds[0].state).toBe('PENDING');

    // The provider settles it and sends its own pg.refund.completed.
    await settleRefund(merchantRefundId, { state: 'COMPLETED' });
    await eventually(async () => (await orderView(orderId)).refunds[0].state === 'COMPLETED');
    expect((await orderView(orderId)).paymentStatus).toBe('REFUNDED');
    expect(await refundMails(orderId)).toBe(1);
  });

  it('settles a pending refund in the reconciliation pass when no webhook arrives', async () => {
    const orderId = await paidOrder(1);
    await refundBehaviour('hold');
    await refundAccepted({ orderId, reason: 'Webhook lost' });
    const merchantRefundId = await merchantRefundIdOf(orderId);
    // It settles at the provider, but its webhook never reaches us.
    await settleRefund(merchantRefundId, { state: 'COMPLETED', notify: false });
    expect((await orderView(orderId)).refunds[0].state).toBe('PENDING');
    // The next pass is due to look again (a late pg.refund.accepted may have just looked: then once more).
    await eventually(async () => {
      await shop.dataSource.query("UPDATE refunds SET last_checked_at = now() - interval '1 minute' WHERE order_id = $1", [orderId]);
      const report = await shop.services.reconciler.pass();
      expect(report.refunds).toMatchObject({ errors: 0 });
      return (await orderView(orderId)).paymentStatus === 'REFUNDED';
    });
    expect(await refundMails(orderId)).toBe(1);
  });
});
