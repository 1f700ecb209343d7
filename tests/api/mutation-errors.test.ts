import { GraphQLClient } from 'graphql-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING_MESSAGES } from '@common/shipping-form.js';
import { adminClient, SET_ORDER_STATUS, setStock, snapshot, VALID_SHIPPING } from '../support/checkout-helpers.js';
import { graphql } from '../support/gql/gql.js';
import type {
  MutationErrorsCreateOrderMutation,
  TestShopLoginMutation,
  CheckoutHelpersSetOrderStatusMutation,
  MutationErrorsSizesQuery,
} from '../support/gql/graphql.js';
import { LOGIN, startTestShop, TEST_ADMIN, type TestShop } from '../support/test-shop.js';

/**
 * Every mutation's expected failures as an integrator meets them, through a third-party client
 * (graphql-request) and an API token: HTTP 200, `data` present, the refusal in the payload's
 * `errors` with its code, the field path and the details needed to act on it.
 */
const LOGINS_PER_MINUTE = 2;
let shop: TestShop;
let integrator: GraphQLClient;

const SIZES = graphql(`
  query MutationErrorsSizes($id: ID!) {
    product(id: $id) {
      name
      sizes {
        id
        label
      }
    }
  }
`);
const CREATE_ORDER = graphql(`
  mutation MutationErrorsCreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      order {
        id
      }
      paymentLink
      errors {
        ...UserErrorAllFields
        # An integrator re-sends or shows the server's total as the shop writes it.
        serverTotals {
          totalMoney {
            formatted
          }
        }
      }
    }
  }
`);
const CREATE_TOKEN = graphql(`
  mutation MutationErrorsCreateToken {
    createApiToken(input: { name: "Integrator", scopes: [ORDERS_READ, ORDERS_WRITE] }) {
      secret
      errors {
        message
      }
    }
  }
`);

/** The first size's variant id of a product, as an integrator reads it from the catalogue. */
async function variantOf(productId: string): Promise<string> {
  const { product } = await integrator.request<MutationErrorsSizesQuery>(SIZES.toString(), { id: productId });
  return product!.sizes[0].id;
}

/** createOrder over graphql-request: the HTTP status, the Retry-After header and the payload. */
async function order(input: Record<string, unknown>) {
  const response = await integrator.rawRequest<MutationErrorsCreateOrderMutation>(CREATE_ORDER.toString(), {
    input: { shipping: VALID_SHIPPING, ...input },
  });
  return { status: response.status, payload: response.data.createOrder };
}

beforeAll(async () => {
  shop = await startTestShop({ RATE_LIMIT_LOGINS_PER_MINUTE: String(LOGINS_PER_MINUTE) });
  const admin = await adminClient(shop);
  const token = await admin.gql(CREATE_TOKEN);
  integrator = new GraphQLClient(`${shop.url}/graphql`, { headers: { authorization: `Bearer ${token.data!.createApiToken.secret}` } });
});

afterAll(async () => {
  await shop?.close();
});

describe('expected failures come back as data, with HTTP 200', () => {
  it('VALIDATION names the input field at fault as a path', async () => {
    const before = await snapshot(shop);
    const { status, payload } = await order({
      shipping: { ...VALID_SHIPPING, postalCode: '12' },
      lines: [{ variantId: await variantOf('hair-oil-1'), quantity: 1 }],
    });
    expect(status).toBe(200);
    expect(payload).toMatchObject({
      order: null,
      paymentLink: null,
      errors: [{ code: 'VALIDATION', field: ['input', 'shipping', 'postalCode'], stock: null, serverTotals: null }],
    });
    expect(payload.errors[0].message).toBe(SHIPPING_MESSAGES.pinCode);
    expect(await snapshot(shop)).toEqual(before);
  });

  it('OUT_OF_STOCK gives what is available for every short product of the order', async () => {
    await setStock(shop, 'skin-serum-1', 1);
    await setStock(shop, 'hair-gel-1', 0);
    const before = await snapshot(shop);
    const { status, payload } = await order({
      lines: [
        { variantId: await variantOf('hair-oil-2'), quantity: 1 },
        { variantId: await variantOf('skin-serum-1'), quantity: 2 },
        { variantId: await variantOf('hair-gel-1'), quantity: 1 },
      ],
    });
    expect(status).toBe(200);
    expect(payload.order).toBeNull();
    const [error] = payload.errors;
    expect(error.code).toBe('OUT_OF_STOCK');
    expect(error.stock?.map(({ productId, requested, available }) => ({ productId, requested, available }))).toEqual([
      { productId: 'hair-gel-1', requested: 1, available: 0 },
      { productId: 'skin-serum-1', requested: 2, available: 1 },
    ]);
    expect(error.stock?.every((line) => line.name.length > 0)).toBe(true);
    expect(await snapshot(shop)).toEqual(before);
  });

  it('PRICE_CHANGED gives the server’s totals, so the caller can show or re-send them', async () => {
    const before = await snapshot(shop);
    const { status, payload } = await order({
      lines: [{ variantId: await variantOf('hair-oil-1'), quantity: 1 }],
      expected: { totalPaise: 100 },
    });
    expect(status).toBe(200);
    const [error] = payload.errors;
    expect(error.code).toBe('PRICE_CHANGED');
    // One 100ml hair oil at ₹249 plus the ₹30 shipping of a cart under the free-shipping line.
    expect(error.serverTotals).toEqual({
      subtotalMoney: { amount: 24900 },
      shippingMoney: { amount: 3000 },
      taxMoney: { amount: 0 },
      totalMoney: { amount: 27900, formatted: '₹279.00' },
    });
    expect(await snapshot(shop)).toEqual(before);
  });

  it('NOT_FOUND for an order id no order has, pointing at the id', async () => {
    const response = await integrator.rawRequest<CheckoutHelpersSetOrderStatusMutation>(SET_ORDER_STATUS.toString(), {
      id: '00000000-0000-4000-8000-000000000000',
      status: 'SHIPPED',
    });
    expect(response.status).toBe(200);
    expect(response.data.updateOrderStatus).toEqual({
      order: null,
      errors: [{ code: 'NOT_FOUND', message: 'Order not found', field: ['id'] }],
    });
  });

  it('INVALID_STATE for a status change the order state machine refuses, with the reason', async () => {
    const placed = await order({ lines: [{ variantId: await variantOf('face-wash-1'), quantity: 1 }] });
    expect(placed.payload.errors).toEqual([]);
    const orderId = placed.payload.order!.id;
    const response = await integrator.rawRequest<CheckoutHelpersSetOrderStatusMutation>(SET_ORDER_STATUS.toString(), {
      id: orderId,
      status: 'SHIPPED',
    });
    expect(response.status).toBe(200);
    expect(response.data.updateOrderStatus.order).toBeNull();
    expect(response.data.updateOrderStatus.errors).toMatchObject([
      { code: 'INVALID_STATE', message: 'Only an order in Processing (paid) can be shipped.' },
    ]);
    const [row]: Array<{ status: string }> = await shop.dataSource.query('SELECT status FROM orders WHERE id = $1', [orderId]);
    expect(row.status).toBe('Pending');
  });

  it('RATE_LIMITED says how long to wait, in the payload and as Retry-After', async () => {
    // Sign-ins are counted per address, with or without a token; a browser-like client without one.
    const browser = new GraphQLClient(`${shop.url}/graphql`, { headers: { 'apollo-require-preflight': 'true' } });
    const attempt = () => browser.rawRequest<TestShopLoginMutation>(LOGIN.toString(), { email: TEST_ADMIN.email, password: 'wrong' });
    // The admin's sign-in in beforeAll counted too: wrong passwords are refused as such until the limit.
    let throttled = await attempt();
    for (let tries = 1; throttled.data.login.errors[0]?.code === 'INVALID_CREDENTIALS'; tries += 1) {
      expect(tries).toBeLessThanOrEqual(LOGINS_PER_MINUTE);
      throttled = await attempt();
    }
    expect(throttled.status).toBe(200);
    const [error] = throttled.data.login.errors;
    expect(throttled.data.login.user).toBeNull();
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(Number(throttled.headers.get('retry-after'))).toBe(error.retryAfterSeconds);
  });
});
