import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, startTestShop, type ShopClient, type TestShop } from '../support/test-shop.js';
import { adminClient, createOrder, placeOrder, productStock, setStock, userClient, VALID_SHIPPING } from '../support/checkout-helpers.js';

let shop: TestShop;
let admin: ShopClient;
let shopper: ShopClient;
const customers = [
  { firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in', lines: [{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }] },
  { firstName: 'Bharat', lastName: 'Singh', email: 'bharat@example.com', lines: [{ productId: 'hair-oil-1', size: '200ml', quantity: 3 }] },
  { firstName: 'chitra', lastName: 'Rao', email: 'chitra@example.org', lines: [{ productId: 'face-wash-1', size: '100ml', quantity: 2 }, { productId: 'skin-soap-1', size: '100g', quantity: 1 }] },
  { firstName: 'Deepak', lastName: 'Iyer', email: 'deepak.iyer@example.in', lines: [{ productId: 'napkin-1', size: 'XL', quantity: 4 }] },
  { firstName: 'Esha', lastName: 'Verma', email: 'esha_v@example.net', lines: [{ productId: 'skin-soap-1', size: '100g', quantity: 1 }] },
];
const orderIds: string[] = [];

const LIST = `
  query List($filter: OrderFilter, $sort: OrderSort, $offset: Int, $limit: Int) {
    orders(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
      totalCount
      items { id orderNumber customerName email total itemCount status createdAt lines { name quantity unitPrice } }
    }
  }
`;
const UPDATE = `mutation($id: ID!, $status: OrderStatus!) { updateOrderStatus(orderId: $id, status: $status) { id status history { status changedBy note } } }`;
const HISTORY = `query($id: ID!) { order(id: $id) { history { status changedBy at } } }`;

beforeAll(async () => {
  shop = await startTestShop();
  for (const customer of customers) {
    const result = await createOrder(shop.client(), customer.lines, {
      shipping: { ...VALID_SHIPPING, firstName: customer.firstName, lastName: customer.lastName, email: customer.email },
    });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    orderIds.push(result.data!.createOrder.order.id);
    // Distinct creation times keep date sorting meaningful.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  admin = await adminClient(shop);
  shopper = await userClient(shop);
});

afterAll(async () => {
  await shop?.close();
});

/** Counts the SQL statements the shop runs while `run` is in flight. */
async function countQueries(run: () => Promise<unknown>): Promise<number> {
  const logger = shop.dataSource.logger;
  const original = logger.logQuery.bind(logger);
  let count = 0;
  logger.logQuery = (...args: Parameters<typeof logger.logQuery>) => {
    count += 1;
    return original(...args);
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
      expect((await client.gql(UPDATE, { id: orderIds[0], status: 'Shipped' })).errors?.[0].extensions?.code).toBe(code);
      expect((await client.gql(HISTORY, { id: orderIds[0] })).errors?.[0].extensions?.code).toBe(code);
    }
    const [row] = await shop.dataSource.query('SELECT status FROM orders WHERE id = $1', [orderIds[0]]);
    expect(row.status).toBe('Pending');
    const asAdmin = await admin.gql(LIST);
    expect(asAdmin.errors).toBeUndefined();
  });
});

describe('the admin order list', () => {
  it('lists every order, newest first by default, with lines and totals in rupees', async () => {
    const result = await admin.gql(LIST, { limit: 50 });
    const page = result.data!.orders;
    expect(page.totalCount).toBe(customers.length);
    expect(page.items.map((order: any) => order.id)).toEqual([...orderIds].reverse());
    const bharat = page.items.find((order: any) => order.email === 'bharat@example.com');
    expect(bharat).toMatchObject({ customerName: 'Bharat Singh', total: 1347, itemCount: 3 });
    expect(bharat.lines).toEqual([{ name: 'Bhringraj & Amla Hair Oil', quantity: 3, unitPrice: 449 }]);
  });

  it('searches customer names and e-mails, case-insensitively', async () => {
    const names = async (search: string) =>
      (await admin.gql(LIST, { filter: { search } })).data!.orders.items.map((order: any) => order.customerName).sort();
    expect(await names('verma')).toEqual(['Asha Verma', 'Esha Verma']);
    expect(await names('ASHA V')).toEqual(['Asha Verma']);
    expect(await names('example.org')).toEqual(['chitra Rao']);
    expect(await names('DEEPAK.IYER@')).toEqual(['Deepak Iyer']);
    // LIKE wildcards in the search are matched literally.
    expect(await names('_')).toEqual(['Esha Verma']);
    expect(await names('%')).toEqual([]);
    expect(await names('nobody')).toEqual([]);
  });

  it('filters by exact status and refuses unknown statuses', async () => {
    await admin.gql(UPDATE, { id: orderIds[3], status: 'Shipped' });
    const shipped = await admin.gql(LIST, { filter: { status: 'Shipped' } });
    expect(shipped.data!.orders.totalCount).toBe(1);
    expect(shipped.data!.orders.items[0].id).toBe(orderIds[3]);
    const bogus = await admin.gql(LIST, { filter: { status: 'Lost' } });
    expect(bogus.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    await admin.gql(UPDATE, { id: orderIds[3], status: 'Pending' });
  });

  it.each([
    ['TOTAL', (order: any) => order.total],
    ['ITEMS', (order: any) => order.itemCount],
    ['CUSTOMER', (order: any) => order.customerName.toLowerCase()],
    ['DATE', (order: any) => Date.parse(order.createdAt)],
    ['ID', (order: any) => Number(order.orderNumber.slice(3))],
    ['STATUS', (order: any) => order.status],
  ] as const)('sorts by %s in both directions', async (field, key) => {
    for (const direction of ['ASC', 'DESC'] as const) {
      const items = (await admin.gql(LIST, { sort: { field, direction } })).data!.orders.items;
      const keys = items.map(key);
      const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(keys).toEqual(direction === 'ASC' ? sorted : sorted.reverse());
    }
  });

  it('pages with offset and limit while totalCount stays the whole count', async () => {
    const sort = { field: 'ID', direction: 'ASC' };
    const first = (await admin.gql(LIST, { sort, offset: 0, limit: 2 })).data!.orders;
    const second = (await admin.gql(LIST, { sort, offset: 2, limit: 2 })).data!.orders;
    const last = (await admin.gql(LIST, { sort, offset: 4, limit: 2 })).data!.orders;
    expect([first.totalCount, second.totalCount, last.totalCount]).toEqual([5, 5, 5]);
    expect([...first.items, ...second.items, ...last.items].map((order: any) => order.id)).toEqual(orderIds);
    expect((await admin.gql(LIST, { offset: 10 })).data!.orders.items).toEqual([]);
  });

  it('loads lines and history for a page in a fixed number of queries, whatever its size', async () => {
    const withHistory = LIST.replace('lines {', 'history { status } lines {');
    const small = await countQueries(() => admin.gql(withHistory, { limit: 1 }));
    const large = await countQueries(() => admin.gql(withHistory, { limit: 5 }));
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(6);
  });
});

describe('status changes', () => {
  it('records every change with the admin who made it', async () => {
    const id = orderIds[1];
    const shipped = await admin.gql(UPDATE, { id, status: 'Shipped' });
    expect(shipped.errors).toBeUndefined();
    const delivered = await admin.gql(UPDATE, { id, status: 'Delivered' });
    expect(delivered.data!.updateOrderStatus.status).toBe('Delivered');
    expect(delivered.data!.updateOrderStatus.history.map((change: any) => [change.status, change.changedBy])).toEqual([
      ['Pending', 'customer'],
      ['Shipped', TEST_ADMIN.email],
      ['Delivered', TEST_ADMIN.email],
    ]);
    // Any status from any other, as the spec allows.
    expect((await admin.gql(UPDATE, { id, status: 'Pending' })).data!.updateOrderStatus.status).toBe('Pending');
  });

  it('gives the stock back once on cancel, and takes it again when the order is re-opened', async () => {
    // Two sizes of one product share its stock: 1 + 2 units of skin-cream-1 go back together.
    const { orderId } = await placeOrder(shop.client(), [
      { productId: 'skin-cream-3', size: '100g', quantity: 2 },
      { productId: 'skin-cream-1', size: '50g', quantity: 1 },
      { productId: 'skin-cream-1', size: '100g', quantity: 2 },
    ]);
    const stock = async () => ({ cream3: await productStock(shop, 'skin-cream-3'), cream1: await productStock(shop, 'skin-cream-1') });
    const reserved = await stock();
    await admin.gql(UPDATE, { id: orderId, status: 'Cancelled' });
    expect(await stock()).toEqual({ cream3: reserved.cream3 + 2, cream1: reserved.cream1 + 3 });
    const again = await admin.gql(UPDATE, { id: orderId, status: 'Cancelled' });
    expect(again.errors).toBeUndefined();
    expect(await stock()).toEqual({ cream3: reserved.cream3 + 2, cream1: reserved.cream1 + 3 });

    const reopened = await admin.gql(UPDATE, { id: orderId, status: 'Processing' });
    expect(reopened.data!.updateOrderStatus.status).toBe('Processing');
    expect(await stock()).toEqual(reserved);
  });

  it('refuses to re-open a cancelled order whose stock is gone, and changes nothing', async () => {
    const { orderId } = await placeOrder(shop.client(), [{ productId: 'skin-cream-3', size: '100g', quantity: 2 }]);
    await admin.gql(UPDATE, { id: orderId, status: 'Cancelled' });
    await setStock(shop, 'skin-cream-3', 1);
    const refused = await admin.gql(UPDATE, { id: orderId, status: 'Shipped' });
    expect(refused.errors?.[0].extensions?.code).toBe('OUT_OF_STOCK');
    expect(refused.errors?.[0].message).toMatch(/^Only 1 left of /);
    expect(await productStock(shop, 'skin-cream-3')).toBe(1);
    const [row] = await shop.dataSource.query('SELECT status, stock_reserved FROM orders WHERE id = $1', [orderId]);
    expect(row).toEqual({ status: 'Cancelled', stock_reserved: false });
  });

  it('answers NOT_FOUND for unknown orders and refuses unknown statuses', async () => {
    const missing = await admin.gql(UPDATE, { id: '00000000-0000-4000-8000-000000000000', status: 'Shipped' });
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const bogus = await admin.gql(UPDATE, { id: orderIds[0], status: 'Lost' });
    expect(bogus.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
