import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONEPE_SANDBOX_PATH } from '@server/payments/payment-paths.js';
import { AdminOrderRefundsDocument, RefundOrderDocument } from '@/gql/graphql.js';
import { CONFIRM_PAYMENT, placeOrder, settlePayment, startAdminPaymentShop, userClient } from '../support/checkout-helpers.js';
import { eventually } from '../support/eventually.js';
import type { ShopClient, TestShop } from '../support/test-shop.js';

/**
 * Order.refundableAmountMoney: the server's word on what may be refunded now, which the admin's
 * refund panel reads (asked here with the panel's own documents) instead of working it out from
 * the payment status. It moves with the refunds: the whole payment, nothing while a refund is with
 * the provider, the rest once a partial refund completes, nothing when all is refunded or nothing
 * was paid.
 */
let shop: TestShop;
let admin: ShopClient;

beforeAll(async () => ({ shop, admin } = await startAdminPaymentShop()));

afterAll(async () => {
  await shop?.close();
});

async function refundable(orderId: string, client: ShopClient = admin) {
  const result = await client.gql(AdminOrderRefundsDocument, { id: orderId });
  expect(result.errors).toBeUndefined();
  return result.data!.order!.refundableAmountMoney.amount;
}

async function refund(orderId: string, amount?: number) {
  const result = await admin.gql(RefundOrderDocument, { input: { orderId, amount, reason: 'Damaged in transit' } });
  expect(result.errors).toBeUndefined();
  expect(result.data!.refundOrder.errors).toEqual([]);
  return result.data!.refundOrder.order!.refunds[0].merchantRefundId;
}

async function sandbox(path: string, body: unknown) {
  const response = await fetch(`${shop.url}${PHONEPE_SANDBOX_PATH}/test/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.text()).toBe(200);
}

/** A paid order and what was paid, in paise. */
async function paidOrder() {
  const client = shop.client();
  const { orderId, order } = await placeOrder(client, [{ productId: 'hair-oil-3', size: '100ml', quantity: 2 }]);
  await settlePayment(shop, orderId, 'success');
  expect((await client.gql(CONFIRM_PAYMENT, { orderId })).data!.confirmPayment.paid).toBe(true);
  return { orderId, paid: order.totalMoney.amount };
}

describe('Order.refundableAmountMoney', () => {
  it('is nothing for an order not paid', async () => {
    const { orderId } = await placeOrder(shop.client());
    expect(await refundable(orderId)).toBe(0);
  });

  it('is the payment, then nothing while a refund is pending, then what is left, then nothing', async () => {
    const { orderId, paid } = await paidOrder();
    expect(await refundable(orderId)).toBe(paid);

    await sandbox('refund-behaviour', { outcome: 'hold', delayMs: 0 });
    const part = await refund(orderId, 100);
    // With the provider: refundOrder would refuse, so nothing is refundable now.
    expect(await refundable(orderId)).toBe(0);

    await sandbox(`refunds/${part}/settle`, { state: 'COMPLETED' });
    await eventually(async () => (await refundable(orderId)) === paid - 100_00);

    await sandbox('refund-behaviour', { outcome: 'complete', delayMs: 0 });
    await refund(orderId);
    await eventually(async () => (await refundable(orderId)) === 0);
  });

  it('is for admins only', async () => {
    const { orderId } = await paidOrder();
    const shopper = await userClient(shop, 'refundable-shopper@herbal.test');
    const peek = await shopper.gql(AdminOrderRefundsDocument, { id: orderId });
    expect(peek.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
