import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_PAYMENT, placeOrder, settlePayment, startAdminPaymentShop } from '../support/checkout-helpers.js';
import { graphql } from '../support/gql/gql.js';
import type { ShopClient, TestShop } from '../support/test-shop.js';

/** One customer as the owner's customer page reads them: their orders, what they spent by the revenue rule, the addresses used. */
let shop: TestShop;
let admin: ShopClient;

beforeAll(async () => {
  ({ shop, admin } = await startAdminPaymentShop({ LOG_LEVEL: 'silent' }));
});

afterAll(async () => {
  await shop?.close();
});

const CUSTOMER = graphql(`
  query CustomerPageCustomer($email: String!) {
    customer(email: $email) {
      email
      name
      orderCount
      totalSpentMoney {
        amount
      }
      addresses {
        street
        city
      }
      orders {
        id
        status
        totalMoney {
          amount
        }
      }
    }
  }
`);

describe('one customer', () => {
  it('lists their orders newest first, counts only what they paid, and names each address once', async () => {
    const client = shop.client();
    const first = await placeOrder(client, [{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }]);
    await settlePayment(shop, first.orderId, 'success');
    expect((await client.gql(CONFIRM_PAYMENT, { orderId: first.orderId })).data!.confirmPayment.paid).toBe(true);
    // A second order left unpaid: listed, but nothing spent.
    const second = await placeOrder(client, [{ productId: 'hair-oil-1', size: '100ml', quantity: 2 }]);

    const found = await admin.gql(CUSTOMER, { email: 'ASHA@example.in' });
    expect(found.errors).toBeUndefined();
    const customer = found.data!.customer!;
    expect(customer).toMatchObject({ email: 'asha@example.in', name: 'Asha Verma', orderCount: 2 });
    expect(customer.orders.map((order) => order.id)).toEqual([second.orderId, first.orderId]);
    expect(customer.totalSpentMoney.amount).toBe(customer.orders[1].totalMoney.amount);
    expect(customer.addresses).toEqual([{ street: '12 MG Road', city: 'Bengaluru' }]);

    expect((await admin.gql(CUSTOMER, { email: 'nobody@example.in' })).data!.customer).toBeNull();
    const asShopper = await shop.client().gql(CUSTOMER, { email: 'asha@example.in' });
    expect(asShopper.data?.customer ?? null).toBeNull();
    expect(asShopper.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
