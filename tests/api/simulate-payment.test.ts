import { GraphQLClient, gql } from 'graphql-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, sizeStock } from '../support/checkout-helpers.js';
import { productionOverrides, startTestShop, type TestShop } from '../support/test-shop.js';

/**
 * simulatePayment, as an integrator's test suite calls it with graphql-request: an order paid or
 * failed in the sandbox without its pay page, and the same call refused where payments are real.
 */
let shop: TestShop;
let production: TestShop;

beforeAll(async () => {
  [shop, production] = await Promise.all([startTestShop(), startTestShop(productionOverrides())]);
});

afterAll(async () => {
  await Promise.all([shop?.close(), production?.close()]);
});

const SIMULATE = gql`
  mutation Simulate($orderId: ID!, $outcome: SimulatedPaymentOutcome!, $failureCode: String) {
    simulatePayment(orderId: $orderId, outcome: $outcome, failureCode: $failureCode) {
      paid
      order {
        id
        status
        paymentStatus
      }
      errors {
        code
        message
        field
      }
    }
  }
`;

interface Simulated {
  simulatePayment: {
    paid: boolean | null;
    order: { id: string; status: string; paymentStatus: string } | null;
    errors: Array<{ code: string; message: string; field: string[] | null }>;
  };
}

const simulate = (target: TestShop, variables: { orderId: string; outcome: 'PAID' | 'FAILED'; failureCode?: string }) =>
  new GraphQLClient(`${target.url}/graphql`).request<Simulated>(SIMULATE, variables).then((answer) => answer.simulatePayment);

describe('simulatePayment in the sandbox', () => {
  it('pays an order: it moves to PROCESSING, and a second payment is refused as no longer open', async () => {
    const { orderId } = await placeOrder(shop.client());
    expect(await simulate(shop, { orderId, outcome: 'PAID' })).toEqual({
      paid: true,
      order: { id: orderId, status: 'PROCESSING', paymentStatus: 'PAID' },
      errors: [],
    });
    const again = await simulate(shop, { orderId, outcome: 'FAILED' });
    expect(again.order).toBeNull();
    expect(again.errors).toEqual([{ code: 'INVALID_STATE', message: "This order's payment is no longer open: it is PAID", field: null }]);
  });

  it('fails an order with the code asked for: cancelled, its stock given back', async () => {
    const before = await sizeStock(shop, 'hair-oil-1', '100ml');
    const { orderId } = await placeOrder(shop.client());
    expect(await sizeStock(shop, 'hair-oil-1', '100ml')).toBe(before - 2);
    const failed = await simulate(shop, { orderId, outcome: 'FAILED', failureCode: 'Z9' });
    expect(failed).toMatchObject({ paid: false, order: { status: 'CANCELLED', paymentStatus: 'FAILED' }, errors: [] });
    expect(await sizeStock(shop, 'hair-oil-1', '100ml')).toBe(before);
    const [row]: Array<{ error_code: string }> = await shop.dataSource.query('SELECT error_code FROM payments WHERE order_id = $1', [
      orderId,
    ]);
    expect(row.error_code).toBe('Z9');
  });

  it('names the argument at fault: an unknown order, a malformed code, a code with a payment', async () => {
    const unknown = await simulate(shop, { orderId: '00000000-0000-4000-8000-000000000000', outcome: 'PAID' });
    expect(unknown.errors).toEqual([{ code: 'NOT_FOUND', message: 'No order has this id', field: ['orderId'] }]);
    const { orderId } = await placeOrder(shop.client());
    const malformed = await simulate(shop, { orderId, outcome: 'FAILED', failureCode: 'not a code' });
    expect(malformed.errors).toMatchObject([{ code: 'VALIDATION', field: ['failureCode'] }]);
    const mixed = await simulate(shop, { orderId, outcome: 'PAID', failureCode: 'Z9' });
    expect(mixed.errors).toMatchObject([{ code: 'VALIDATION', field: ['failureCode'] }]);
  });
});

describe('simulatePayment outside the sandbox', () => {
  it('is refused in production with SANDBOX_ONLY, and the order is left as it was', async () => {
    const { orderId } = await placeOrder(production.client());
    const refused = await simulate(production, { orderId, outcome: 'PAID' });
    expect(refused.order).toBeNull();
    expect(refused.errors).toMatchObject([{ code: 'SANDBOX_ONLY', field: null }]);
    expect(refused.errors[0].message).toMatch(/sandbox/);
    const [row]: Array<{ payment_status: string }> = await production.dataSource.query('SELECT payment_status FROM orders WHERE id = $1', [
      orderId,
    ]);
    expect(row.payment_status).toBe('PENDING');
  });
});
