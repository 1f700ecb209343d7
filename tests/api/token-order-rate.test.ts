import { GraphQLClient, gql } from 'graphql-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, toVariantLines, VALID_SHIPPING } from '../support/checkout-helpers.js';
import { startTestShop, type TestShop } from '../support/test-shop.js';

/**
 * Orders a minute are counted per token when a token places them, as its unpaid orders are: an
 * integration's server places orders for many customers from one address, which a shopper's
 * browser may share (one office, one NAT), and neither uses up the other's minute.
 */
const PER_MINUTE = 2;
const ADDRESS = '198.51.100.91';
let shop: TestShop;
let token: string;

beforeAll(async () => {
  shop = await startTestShop({ RATE_LIMIT_ORDERS_PER_MINUTE: String(PER_MINUTE) });
  const admin = await adminClient(shop);
  const created = await admin.gqlText('mutation { createApiToken(input: { name: "Busy server", scopes: [ORDERS_READ] }) { secret } }');
  token = (created.data as { createApiToken: { secret: string } }).createApiToken.secret;
});

afterAll(async () => {
  await shop?.close();
});

const CREATE = gql`
  mutation Place($input: CreateOrderInput!) {
    createOrder(input: $input) {
      order {
        id
      }
      errors {
        code
        message
        retryAfterSeconds
      }
    }
  }
`;

async function place(email: string, withToken: boolean): Promise<string | null> {
  const headers: Record<string, string> = { 'x-forwarded-for': ADDRESS, 'apollo-require-preflight': 'true' };
  if (withToken) headers.authorization = `Bearer ${token}`;
  const lines = await toVariantLines(shop.client(), [{ productId: 'skin-soap-1', size: '100g', quantity: 1 }]);
  const { createOrder } = await new GraphQLClient(`${shop.url}/graphql`, { headers }).request<{
    createOrder: { order: { id: string } | null; errors: Array<{ code: string }> };
  }>(CREATE, { input: { lines, shipping: { ...VALID_SHIPPING, email } } });
  return createOrder.order ? null : (createOrder.errors[0]?.code ?? 'no order');
}

describe('orders a minute placed with a token', () => {
  it("count against the token, and leave a shopper on the server's address their own minute", async () => {
    expect(await place('a@marketplace.example', true)).toBeNull();
    expect(await place('b@marketplace.example', true)).toBeNull();
    expect(await place('c@marketplace.example', true)).toBe('RATE_LIMITED');
    expect(await place('one@example.in', false)).toBeNull();
    expect(await place('two@example.in', false)).toBeNull();
    expect(await place('three@example.in', false)).toBe('RATE_LIMITED');
  });
});
