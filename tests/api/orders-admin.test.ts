import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { In } from 'typeorm';
import { OrderEntity } from '@server/orders/order.entity.js';
import type { OrderListFilter, OrderListSort } from '@server/orders/order-search.service.js';
import { graphql } from '../support/gql/gql.js';
import type { OrderSortField, OrdersAdminListQuery, OrdersAdminListQueryVariables } from '../support/gql/graphql.js';
import { TEST_ADMIN, startTestShop, type ShopClient, type TestShop } from '../support/test-shop.js';
import {
  adminClient,
  createOrder,
  payThroughProvider,
  placeOrder,
  productStock,
  SET_ORDER_STATUS,
  userClient,
  VALID_SHIPPING,
} from '../support/checkout-helpers.js';

let shop: TestShop;
let admin: ShopClient;
let shopper: ShopClient;
const customers = [
  { firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in', lines: [{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }] },
  { firstName: 'Bharat', lastName: 'Singh', email: 'bharat@example.com', lines: [{ productId: 'hair-oil-1', size: '200ml', quantity: 3 }] },
  {
    firstName: 'chitra',
    lastName: 'Rao',
    email: 'chitra@example.org',
    lines: [
      { productId: 'face-wash-1', size: '100ml', quantity: 2 },
      { productId: 'skin-soap-1', size: '100g', quantity: 1 },
    ],
  },
  { firstName: 'Deepak', lastName: 'Iyer', email: 'deepak.iyer@example.in', lines: [{ productId: 'napkin-1', size: 'XL', quantity: 4 }] },
  { firstName: 'Esha', lastName: 'Verma', email: 'esha_v@example.net', lines: [{ productId: 'skin-soap-1', size: '100g', quantity: 1 }] },
];
const orderIds: string[] = [];

const LIST = graphql(`
  query OrdersAdminList($filter: OrderFilter, $sort: OrderSort, $offset: Int, $limit: Int) {
    orders(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
      totalCount
      items {
        id
        orderNumber
        customerName
        email
        total
        itemCount
        status
        createdAt
        lines {
          name
          quantity
          unitPrice
        }
      }
    }
  }
`);
const LIST_WITH_HISTORY = graphql(`
  query OrdersAdminListWithHistory($limit: Int) {
    orders(limit: $limit) {
      items {
        id
        history {
          status
        }
        lines {
          name
        }
      }
    }
  }
`);
const HISTORY = graphql(`
  query OrdersAdminHistory($id: ID!) {
    order(id: $id) {
      history {
        status
        changedBy
        at
      }
    }
  }
`);
const OPTIONS = graphql(`
  query OrdersAdminStatusOptions($id: ID!) {
    order(id: $id) {
      status
      allowedNextStatuses
      statusOptions {
        status
        allowed
        reason
      }
    }
  }
`);
type ListedOrder = NonNullable<OrdersAdminListQuery['orders']>['items'][number];

/** The admin's order page, failing the test when it is missing. */
async function listOrders(variables: OrdersAdminListQueryVariables = {}) {
  const result = await admin.gql(LIST, variables);
  if (!result.data?.orders) throw new Error(`orders failed: ${JSON.stringify(result.errors)}`);
  return result.data.orders;
}

beforeAll(async () => {
  shop = await startTestShop();
  for (const customer of customers) {
    const result = await createOrder(shop.client(), customer.lines, {
      shipping: { ...VALID_SHIPPING, firstName: customer.firstName, lastName: customer.lastName, email: customer.email },
    });
    const created = result.data as { createOrder?: { order: { id: string } } } | null | undefined;
    if (result.errors || !created?.createOrder) throw new Error(JSON.stringify(result.errors));
    orderIds.push(created.createOrder.order.id);
    // Distinct creation times keep date sorting meaningful.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  admin = await adminClient(shop);
  shopper = await userClient(shop);
});

afterAll(async () => {
  await shop?.close();
});

/** The provider confirms the order's payment (the sandbox), and the order moves through its transition. */
async function markPaid(orderId: string): Promise<void> {
  await payThroughProvider(shop, orderId);
}

async function orderStatus(orderId: string): Promise<string> {
  const [row]: Array<{ status: string }> = await shop.dataSource.query('SELECT status FROM orders WHERE id = $1', [orderId]);
  return row.status;
}

/** Counts the SQL statements the shop runs while `run` is in flight. */
async function countQueries(run: () => Promise<unknown>): Promise<number> {
  const logger = shop.dataSource.logger;
  const original = logger.logQuery.bind(logger);
  let count = 0;
  logger.logQuery = (...args: Parameters<typeof logger.logQuery>) => {
    count += 1;
    original(...args);
  };
  try {
    await run();
  } finally {
    logger.logQuery = original;
  }
  return count;
}

describe('who may manage orders', () => {
  it('asks anonymous callers to log in and refuses plain users, for every admin operation', async () => {
    const anonymous = shop.client();
    const cases: Array<[ShopClient, string]> = [
      [anonymous, 'UNAUTHENTICATED'],
      [shopper, 'FORBIDDEN'],
    ];
    for (const [client, code] of cases) {
      expect((await client.gql(LIST)).errors?.[0].extensions?.code).toBe(code);
      expect((await client.gql(SET_ORDER_STATUS, { id: orderIds[0], status: 'SHIPPED' })).errors?.[0].extensions?.code).toBe(code);
      expect((await client.gql(HISTORY, { id: orderIds[0] })).errors?.[0].extensions?.code).toBe(code);
    }
    expect(await orderStatus(orderIds[0])).toBe('Pending');
    const asAdmin = await admin.gql(LIST);
    expect(asAdmin.errors).toBeUndefined();
  });
});

describe('the admin order list', () => {
  it('lists every order, newest first by default, with lines and totals in rupees', async () => {
    const page = await listOrders({ limit: 50 });
    expect(page.totalCount).toBe(customers.length);
    expect(page.items.map((order) => order.id)).toEqual([...orderIds].reverse());
    const bharat = page.items.find((order) => order.email === 'bharat@example.com');
    expect(bharat).toMatchObject({ customerName: 'Bharat Singh', total: 1347, itemCount: 3 });
    expect(bharat?.lines).toEqual([{ name: 'Bhringraj & Amla Hair Oil', quantity: 3, unitPrice: 449 }]);
  });

  it('searches customer names and e-mails, case-insensitively', async () => {
    const names = async (search: string) => (await listOrders({ filter: { search } })).items.map((order) => order.customerName).sort();
    expect(await names('verma')).toEqual(['Asha Verma', 'Esha Verma']);
    expect(await names('ASHA V')).toEqual(['Asha Verma']);
    expect(await names('example.org')).toEqual(['chitra Rao']);
    expect(await names('DEEPAK.IYER@')).toEqual(['Deepak Iyer']);
    // LIKE wildcards in the search are matched literally.
    expect(await names('_')).toEqual(['Esha Verma']);
    expect(await names('%')).toEqual([]);
    expect(await names('nobody')).toEqual([]);
  });

  it('finds an order by its number (HB-100001, or just the digits) and by phone, however it is typed', async () => {
    const numbers = async (search: string) => (await listOrders({ filter: { search } })).items.map((order) => order.id);
    const all = (await listOrders({ limit: 50 })).items;
    const wanted = all.find((order) => order.id === orderIds[1])!;
    expect(await numbers(wanted.orderNumber)).toEqual([wanted.id]);
    expect(await numbers(wanted.orderNumber.toLowerCase())).toEqual([wanted.id]);
    expect(await numbers(wanted.orderNumber.slice(3))).toEqual([wanted.id]);

    await shop.dataSource.query(`UPDATE orders SET phone = '+91 99000 11122' WHERE id = $1`, [orderIds[2]]);
    expect(await numbers('99000 11122')).toEqual([orderIds[2]]);
    expect(await numbers('(990) 001-1122')).toEqual([orderIds[2]]);
    expect(await numbers('+91 98765 43210')).toHaveLength(customers.length - 1);
    // Typed at checkout without the country code, found by the caller ID's "+91 …" or a trunk zero.
    await shop.dataSource.query(`UPDATE orders SET phone = '99000 11122' WHERE id = $1`, [orderIds[2]]);
    expect(await numbers('+91 99000 11122')).toEqual([orderIds[2]]);
    expect(await numbers('+919900011122')).toEqual([orderIds[2]]);
    expect(await numbers('099000 11122')).toEqual([orderIds[2]]);
  });

  it('finds the orders shipping to a city, in any sort', async () => {
    await shop.dataSource.query(`UPDATE orders SET city = 'Kumbakonam' WHERE id = ANY($1)`, [[orderIds[0], orderIds[3]]]);
    const found = async (search: string, sort?: { field: OrderSortField; direction: 'ASC' | 'DESC' }) =>
      (await listOrders({ filter: { search }, sort })).items.map((order) => order.id).sort();
    expect(await found('Kumbakonam')).toEqual([orderIds[0], orderIds[3]].sort());
    expect(await found('kumbak', { field: 'CUSTOMER', direction: 'ASC' })).toEqual([orderIds[0], orderIds[3]].sort());
    const pending = await listOrders({ filter: { search: 'kumbakonam', status: 'PENDING' } });
    expect(pending.totalCount).toBe(pending.items.length);
    expect(pending.items.every((order) => [orderIds[0], orderIds[3]].includes(order.id))).toBe(true);
    await shop.dataSource.query(`UPDATE orders SET city = 'Bengaluru' WHERE id = ANY($1)`, [[orderIds[0], orderIds[3]]]);
  });

  it('filters by exact status and refuses unknown statuses', async () => {
    await markPaid(orderIds[3]);
    await admin.gql(SET_ORDER_STATUS, { id: orderIds[3], status: 'SHIPPED' });
    const shipped = await listOrders({ filter: { status: 'SHIPPED' } });
    expect(shipped.totalCount).toBe(1);
    expect(shipped.items[0].id).toBe(orderIds[3]);
    // Not an OrderStatus: sent as text, past the typed documents.
    const bogus = await admin.gqlText(LIST.toString(), { filter: { status: 'Lost' } });
    expect(bogus.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it.each<[OrderSortField, (order: ListedOrder) => number | string]>([
    ['TOTAL', (order: ListedOrder) => order.total],
    ['ITEMS', (order: ListedOrder) => order.itemCount],
    ['CUSTOMER', (order: ListedOrder) => order.customerName.toLowerCase()],
    ['DATE', (order: ListedOrder) => Date.parse(order.createdAt)],
    ['ID', (order: ListedOrder) => Number(order.orderNumber.slice(3))],
    ['STATUS', (order: ListedOrder) => order.status],
  ])('sorts by %s in both directions', async (field, key) => {
    for (const direction of ['ASC', 'DESC'] as const) {
      const { items } = await listOrders({ sort: { field, direction } });
      const keys = items.map(key);
      const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(keys).toEqual(direction === 'ASC' ? sorted : sorted.reverse());
    }
  });

  it('pages with offset and limit while totalCount stays the whole count', async () => {
    const sort = { field: 'ID', direction: 'ASC' } as const;
    const first = await listOrders({ sort, offset: 0, limit: 2 });
    const second = await listOrders({ sort, offset: 2, limit: 2 });
    const last = await listOrders({ sort, offset: 4, limit: 2 });
    expect([first.totalCount, second.totalCount, last.totalCount]).toEqual([5, 5, 5]);
    expect([...first.items, ...second.items, ...last.items].map((order: ListedOrder) => order.id)).toEqual(orderIds);
    expect((await listOrders({ offset: 10 })).items).toEqual([]);
  });

  it('shows every stored field of each listed order as the repository reads it, however the list is asked for', async () => {
    const owner = { user: { id: 'x', email: TEST_ADMIN.email, role: 'admin' as const }, ip: '127.0.0.1', sessionToken: null };
    const asked: Array<[OrderListFilter | null, OrderListSort | null]> = [
      [null, null],
      [{ search: 'verma' }, { field: 'TOTAL', direction: 'ASC' }],
      [{ status: 'Pending' }, { field: 'CUSTOMER', direction: 'DESC' }],
    ];
    const byId = (a: OrderEntity, b: OrderEntity) => a.id.localeCompare(b.id);
    for (const [filter, sort] of asked) {
      const { items } = await shop.services.orders.listOrders(owner, filter, sort, 0, 50);
      expect(items.length).toBeGreaterThan(0);
      const stored = await shop.dataSource.getRepository(OrderEntity).findBy({ id: In(items.map((order) => order.id)) });
      // Strict: same class, same fields, same types (a count as a number, a date as a Date).
      expect([...items].sort(byId)).toStrictEqual(stored.sort(byId));
    }
  });

  it('loads lines and history for a page in a fixed number of queries, whatever its size', async () => {
    const small = await countQueries(() => admin.gql(LIST_WITH_HISTORY, { limit: 1 }));
    const large = await countQueries(() => admin.gql(LIST_WITH_HISTORY, { limit: 5 }));
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(6);
  });
});

describe('status changes follow the order state machine', () => {
  const optionsOf = async (id: string) => {
    const order = (await admin.gql(OPTIONS, { id })).data?.order;
    if (!order) throw new Error(`no order ${id}`);
    return order;
  };

  it('records every change with the admin who made it: Processing → Shipped → Delivered', async () => {
    const id = orderIds[1];
    await markPaid(id);
    const shipped = await admin.gql(SET_ORDER_STATUS, { id, status: 'SHIPPED' });
    expect(shipped.data?.updateOrderStatus.errors).toEqual([]);
    const delivered = await admin.gql(SET_ORDER_STATUS, { id, status: 'DELIVERED' });
    expect(delivered.data?.updateOrderStatus.order?.status).toBe('DELIVERED');
    expect(delivered.data?.updateOrderStatus.order?.history.map((change) => [change.status, change.changedBy])).toEqual([
      ['PENDING', 'customer'],
      ['PROCESSING', 'payment'],
      ['SHIPPED', TEST_ADMIN.email],
      ['DELIVERED', TEST_ADMIN.email],
    ]);
    // Delivered is final.
    const back = await admin.gql(SET_ORDER_STATUS, { id, status: 'PENDING' });
    expect(back.status).toBe(200);
    expect(back.errors).toBeUndefined();
    expect(back.data?.updateOrderStatus).toMatchObject({ order: null, errors: [{ code: 'INVALID_STATE', field: null }] });
  });

  it('never ships, delivers or processes an unpaid order, and says why', async () => {
    const { orderId } = await placeOrder(shop.client(), [{ productId: 'skin-cream-2', size: '50g', quantity: 1 }]);
    for (const status of ['SHIPPED', 'DELIVERED', 'PROCESSING'] as const) {
      const refused = await admin.gql(SET_ORDER_STATUS, { id: orderId, status });
      expect(refused.data?.updateOrderStatus.errors[0]?.code, status).toBe('INVALID_STATE');
    }
    const refused = await admin.gql(SET_ORDER_STATUS, { id: orderId, status: 'PROCESSING' });
    expect(refused.data?.updateOrderStatus.errors[0]?.message).toMatch(/Waiting for payment/);
    const options = await optionsOf(orderId);
    expect(options.allowedNextStatuses).toEqual(['CANCELLED']);
    const shipped = options.statusOptions.find((option) => option.status === 'SHIPPED');
    expect(shipped?.allowed).toBe(false);
    expect(shipped?.reason).toMatch(/Only an order in Processing/);
    expect(await orderStatus(orderId)).toBe('Pending');
  });

  it('gives the stock back once on cancel, and keeps a cancelled order cancelled', async () => {
    // Two sizes of one product share its stock: 1 + 2 units of skin-cream-1 go back together.
    const { orderId } = await placeOrder(shop.client(), [
      { productId: 'skin-cream-3', size: '100g', quantity: 2 },
      { productId: 'skin-cream-1', size: '50g', quantity: 1 },
      { productId: 'skin-cream-1', size: '100g', quantity: 2 },
    ]);
    const stock = async () => ({ cream3: await productStock(shop, 'skin-cream-3'), cream1: await productStock(shop, 'skin-cream-1') });
    const reserved = await stock();
    await admin.gql(SET_ORDER_STATUS, { id: orderId, status: 'CANCELLED' });
    expect(await stock()).toEqual({ cream3: reserved.cream3 + 2, cream1: reserved.cream1 + 3 });
    const again = await admin.gql(SET_ORDER_STATUS, { id: orderId, status: 'CANCELLED' });
    expect(again.data?.updateOrderStatus.errors).toEqual([]);
    expect(await stock()).toEqual({ cream3: reserved.cream3 + 2, cream1: reserved.cream1 + 3 });

    const reopened = await admin.gql(SET_ORDER_STATUS, { id: orderId, status: 'PROCESSING' });
    expect(reopened.data?.updateOrderStatus.errors).toMatchObject([
      { code: 'INVALID_STATE', message: expect.stringMatching(/final/) as unknown },
    ]);
    expect(await stock()).toEqual({ cream3: reserved.cream3 + 2, cream1: reserved.cream1 + 3 });
    expect((await optionsOf(orderId)).allowedNextStatuses).toEqual([]);
  });

  it('cancelling a paid order releases its stock and marks its refund due', async () => {
    const { orderId } = await placeOrder(shop.client(), [{ productId: 'skin-cream-2', size: '50g', quantity: 1 }]);
    await markPaid(orderId);
    const cancelled = await admin.gql(SET_ORDER_STATUS, { id: orderId, status: 'CANCELLED' });
    expect(cancelled.data?.updateOrderStatus.errors).toEqual([]);
    const [row]: unknown[] = await shop.dataSource.query('SELECT status, stock_reserved, refund_due FROM orders WHERE id = $1', [orderId]);
    expect(row).toEqual({ status: 'Cancelled', stock_reserved: false, refund_due: true });
  });

  it('refuses to cancel a shipped order', async () => {
    const { orderId } = await placeOrder(shop.client(), [{ productId: 'skin-cream-2', size: '50g', quantity: 1 }]);
    await markPaid(orderId);
    await admin.gql(SET_ORDER_STATUS, { id: orderId, status: 'SHIPPED' });
    const refused = await admin.gql(SET_ORDER_STATUS, { id: orderId, status: 'CANCELLED' });
    expect(refused.data?.updateOrderStatus.errors[0]?.code).toBe('INVALID_STATE');
  });

  it('answers NOT_FOUND for unknown orders and refuses unknown statuses', async () => {
    const missing = await admin.gql(SET_ORDER_STATUS, { id: '00000000-0000-4000-8000-000000000000', status: 'SHIPPED' });
    expect(missing.status).toBe(200);
    expect(missing.errors).toBeUndefined();
    expect(missing.data?.updateOrderStatus).toEqual({
      order: null,
      errors: [expect.objectContaining({ code: 'NOT_FOUND', message: 'Order not found' })],
    });
    const bogus = await admin.gqlText(SET_ORDER_STATUS.toString(), { id: orderIds[0], status: 'Lost' });
    expect(bogus.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
