import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PHONEPE_SANDBOX_PATH } from '@server/http/payment-paths.js';
import {
  adminClient,
  CONFIRM_PAYMENT,
  eventually,
  placeOrder,
  settlePayment,
  startPaymentShop,
  userClient,
} from '../support/checkout-helpers.js';
import type { ShopClient, TestShop } from '../support/test-shop.js';

/**
 * Order.refundableAmountMoney: the server's word on what may be refunded now, which the admin's
 * refund panel and an integrator read instead of working it out from the payment status. It moves
 * with the refunds: the whole payment, nothing while a refund is with the provider, the rest once
 * a partial refund completes, nothing when all is refunded or nothing was paid.
 */
let shop: TestShop;
let admin: ShopClient;

// Written out (not a generated document) so the suite reads exactly what an integrator would send.
const REFUNDABLE = `
  query RefundableAmount($id: ID!) {
    order(id: $id) {
      totalMoney { amount }
      refundableAmountMoney { amount formatted }
    }
  }
`;
const REFUND = `
  mutation RefundableRefund($input: RefundOrderInput!) {
    refundOrder(input: $input) {
      order { refunds { merchantRefundId state } }
      errors { message }
    }
  }
`;
const ORDER_AMOUNTS = z.object({
  order: z.object({
    totalMoney: z.object({ amount: z.number() }),
    refundableAmountMoney: z.object({ amount: z.number(), formatted: z.string() }),
  }),
});
const REFUND_ANSWER = z.object({
  refundOrder: z.object({
    order: z.object({ refunds: z.array(z.object({ merchantRefundId: z.string(), state: z.string() })) }).nullable(),
    errors: z.array(z.object({ message: z.string() })),
  }),
});

beforeAll(async () => {
  ({ shop } = await startPaymentShop());
  admin = await adminClient(shop);
});

afterAll(async () => {
  await shop?.close();
});

async function amounts(orderId: string) {
  const result = await admin.gqlText(REFUNDABLE, { id: orderId });
  expect(result.errors).toBeUndefined();
  const { order } = ORDER_AMOUNTS.parse(result.data);
  return { total: order.totalMoney.amount, refundable: order.refundableAmountMoney };
}

async function refund(orderId: string, amount?: number) {
  const result = await admin.gqlText(REFUND, { input: { orderId, amount, reason: 'Damaged in transit' } });
  expect(result.errors).toBeUndefined();
  const answer = REFUND_ANSWER.parse(result.data).refundOrder;
  expect(answer.errors).toEqual([]);
  return answer.order!.refunds[0].merchantRefundId;
}

async function sandbox(path: string, body: unknown) {
  const response = await fetch(`${shop.url}${PHONEPE_SANDBOX_PATH}/test/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.text()).toBe(200);
}

async function paidOrder() {
  const client = shop.client();
  const { orderId } = await placeOrder(client, [{ productId: 'hair-oil-3', size: '100ml', quantity: 2 }]);
  await settlePayment(shop, orderId, 'success');
  expect((await client.gql(CONFIRM_PAYMENT, { orderId })).data!.confirmPayment.paid).toBe(true);
  return orderId;
}

describe('Order.refundableAmountMoney', () => {
  it('is nothing for an order not paid', async () => {
    const { orderId } = await placeOrder(shop.client());
    expect((await amounts(orderId)).refundable).toEqual({ amount: 0, formatted: '₹0.00' });
  });

  it('is the payment, then nothing while a refund is pending, then what is left, then nothing', async () => {
    const orderId = await paidOrder();
    const { total, refundable } = await amounts(orderId);
    expect(refundable.amount).toBe(total);

    await sandbox('refund-behaviour', { outcome: 'hold', delayMs: 0 });
    const part = await refund(orderId, 100);
    // With the provider: refundOrder would refuse, so nothing is refundable now.
    expect((await amounts(orderId)).refundable.amount).toBe(0);

    await sandbox(`refunds/${part}/settle`, { state: 'COMPLETED' });
    await eventually(async () => (await amounts(orderId)).refundable.amount === total - 100_00);

    await sandbox('refund-behaviour', { outcome: 'complete', delayMs: 0 });
    await refund(orderId);
    await eventually(async () => (await amounts(orderId)).refundable.amount === 0);
  });

  it('is for admins only', async () => {
    const orderId = await paidOrder();
    const shopper = await userClient(shop, 'refundable-shopper@herbal.test');
    const peek = await shopper.gqlText(`query ($id: ID!) { order(id: $id) { refundableAmountMoney { amount } } }`, { id: orderId });
    expect(peek.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
