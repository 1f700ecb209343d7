import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONEPE_SANDBOX_PATH } from '@server/payments/payment-paths.js';
import { followReturn, placeOrder, settlePayment, startPaymentShop } from '../support/checkout-helpers.js';
import type { TestShop } from '../support/test-shop.js';

let shop: TestShop;

beforeAll(async () => ({ shop } = await startPaymentShop()));
afterAll(async () => {
  await shop?.close();
});

/** How often the shop asked the sandbox provider for this order's status. */
async function statusChecks(orderId: string): Promise<number> {
  const response = await fetch(`${shop.url}${PHONEPE_SANDBOX_PATH}/test/payments/${orderId}`);
  return ((await response.json()) as { statusChecks: number }).statusChecks;
}

describe('the pay page’s return route, hit again and again', () => {
  it('turns 150 hits for one order into a handful of provider status calls, each landing on the right page', async () => {
    const { orderId } = await placeOrder(shop.client());
    await settlePayment(shop, orderId, 'success');
    const before = await statusChecks(orderId);
    const hits = await Promise.all(Array.from({ length: 150 }, () => followReturn(shop, orderId)));
    const asked = (await statusChecks(orderId)) - before;
    console.log(`return-route flood: 150 hits → ${asked} provider status call(s)`);
    expect(asked).toBeGreaterThanOrEqual(1);
    expect(asked).toBeLessThanOrEqual(3);
    expect(new Set(hits.map((hit) => `${hit.status} ${hit.location}`))).toEqual(
      new Set([`303 /checkout?status=SUCCESS&merchantOrderId=${orderId}`]),
    );
  });

  it('counts return hits against the address’s payment-check limit, which confirmPayment shares', async () => {
    // The flood above used this address's minute: further hits are answered from the record.
    const { orderId } = await placeOrder(shop.client());
    const before = await statusChecks(orderId);
    const hits = await Promise.all(Array.from({ length: 20 }, () => followReturn(shop, orderId)));
    expect((await statusChecks(orderId)) - before).toBe(0);
    expect(new Set(hits.map((hit) => hit.location))).toEqual(new Set([`/checkout?status=PENDING&merchantOrderId=${orderId}`]));
    const sameAddress = { user: null, ip: '127.0.0.1', sessionToken: null };
    await expect(shop.services.payments.confirm(sameAddress, orderId)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(shop.services.payments.confirm({ ...sameAddress, ip: '203.0.113.5' }, orderId)).resolves.toMatchObject({ id: orderId });
  });
});
