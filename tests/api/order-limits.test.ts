import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { MONEY_LIMIT_MESSAGES } from '@common/order-limits.js';
import { SHIPPING_MESSAGES } from '@common/shipping-form.js';
import { loadEnv } from '@server/config/env.js';
import { unitsAllowed } from '@server/orders/order-limits.js';
import { adminClient, snapshot, toVariantLines, VALID_SHIPPING, type LineInput } from '../support/checkout-helpers.js';
import { eventually } from '../support/eventually.js';
import { graphql } from '../support/gql/gql.js';
import type { CreateOrderInput, OrderLimitsCreateMutation } from '../support/gql/graphql.js';
import { SETTINGS } from '../support/cash-on-delivery.js';
import { UPDATE_PRODUCT } from '../support/product-helpers.js';
import { startTestShop, type GraphQLResult, type TestShop } from '../support/test-shop.js';

/**
 * What one unpaid order and one client can hold (stock hoarding), the money limits, and
 * where the shop ships. The shop runs with its real defaults here (test-shop.ts relaxes them for
 * the other suites, which order from one address).
 */
const DEFAULT_LIMITS = {
  ORDER_MAX_UNPAID_PER_ADDRESS: '3',
  ORDER_MAX_UNPAID_PER_EMAIL: '3',
  ORDER_MAX_UNITS_PER_PRODUCT: '10',
  ORDER_MAX_STOCK_SHARE_PERCENT: '50',
};
const CREATE = graphql(`
  mutation OrderLimitsCreate($input: CreateOrderInput!) {
    createOrder(input: $input) {
      order {
        id
        itemCount
        address {
          state
        }
      }
      errors {
        ...UserErrorAllFields
      }
    }
  }
`);

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop(DEFAULT_LIMITS);
});
afterAll(async () => {
  await shop?.close();
});

/** createOrder from one client address (the app trusts X-Forwarded-For from loopback, as behind its proxy). */
async function orderFrom(
  ip: string,
  { lines, ...rest }: Omit<CreateOrderInput, 'lines'> & { lines: LineInput[] },
  token?: string,
): Promise<GraphQLResult<OrderLimitsCreateMutation> & { retryAfter: string | null }> {
  const input: CreateOrderInput = { ...rest, lines: await toVariantLines(shop.client(), lines) };
  const response = await fetch(`${shop.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      'x-forwarded-for': ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query: CREATE.toString(), variables: { input } }),
  });
  return {
    ...((await response.json()) as Omit<GraphQLResult<OrderLimitsCreateMutation>, 'status'>),
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
  };
}

/** Why the order was refused (the payload's UserError), or undefined when it was placed. */
function refusal(answer: GraphQLResult<OrderLimitsCreateMutation>) {
  return answer.data?.createOrder.errors[0];
}

interface Stocked {
  id: string;
  name: string;
  stock: number;
  size: string;
}

/** Each product in stock with its first size and what that size has left (stock is per size). */
async function catalogue(): Promise<Stocked[]> {
  const rows: Array<{ id: string; name: string; stock: number; size: string }> = await shop.dataSource.query(
    `SELECT id, name, (sizes->0->>'stock')::int AS stock, sizes->0->>'label' AS size FROM products
      WHERE (sizes->0->>'stock')::int > 0 ORDER BY id`,
  );
  return rows;
}

async function reservedUnits(): Promise<number> {
  const [row]: Array<{ units: number }> = await shop.dataSource.query(
    `SELECT coalesce(sum(l.quantity), 0)::int AS units FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.stock_reserved`,
  );
  return row.units;
}

describe('stock hoarding', () => {
  it('refuses an order that would hold most of the shop, naming the product and the limit', async () => {
    const products = await catalogue();
    const before = await snapshot(shop);
    const greedy = await orderFrom('198.51.100.1', {
      shipping: VALID_SHIPPING,
      lines: products.map((product) => ({ productId: product.id, size: product.size, quantity: Math.min(99, product.stock) })),
    });
    expect(greedy.status).toBe(200);
    const limit = refusal(greedy);
    expect(limit?.code).toBe('VALIDATION');
    expect(limit?.message).toMatch(/^You can order at most \d+ of .+ at a time$/);
    expect(limit?.maxQuantity).toBeGreaterThan(0);
    // The limit is per size: the path names the line.
    expect(limit?.field?.slice(0, 2)).toEqual(['input', 'lines']);
    expect(await snapshot(shop)).toEqual(before);
  });

  it('lets one order and one address hold only a bounded share, then refuses more unpaid orders', async () => {
    const [{ totalStock }]: Array<{ totalStock: number }> = await shop.dataSource.query(
      `SELECT sum(stock)::int AS "totalStock" FROM products`,
    );
    const held: number[] = [];
    let refused: GraphQLResult<OrderLimitsCreateMutation> | null = null;
    for (let attempt = 1; attempt <= 5 && !refused; attempt += 1) {
      const products = await catalogue();
      const answer = await orderFrom('198.51.100.2', {
        // A new e-mail each time: only the per-address limit applies.
        shipping: { ...VALID_SHIPPING, email: `hoarder${attempt}@example.in` },
        lines: products.map((product) => ({
          productId: product.id,
          size: product.size,
          quantity: unitsAllowed(product.stock, { ORDER_MAX_UNITS_PER_PRODUCT: 10, ORDER_MAX_STOCK_SHARE_PERCENT: 50 }),
        })),
      });
      if (refusal(answer)) refused = answer;
      else held.push(answer.data!.createOrder.order!.itemCount);
    }
    const byAddress = await reservedUnits();
    console.log(
      `stock hoarding: one order held at most ${Math.max(...held)} of ${totalStock} units; one address held ${byAddress} in ${held.length} unpaid orders`,
    );
    expect(held).toHaveLength(3);
    const throttled = refused && refusal(refused);
    expect(throttled?.code).toBe('RATE_LIMITED');
    expect(throttled?.message).toMatch(/already have 3 unpaid orders/);
    expect(throttled?.retryAfterSeconds).toBeGreaterThan(0);
    expect(byAddress).toBeLessThan(totalStock / 2);

    // Another address is not affected.
    const elsewhere = await orderFrom('198.51.100.3', {
      shipping: VALID_SHIPPING,
      lines: [{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }],
    });
    expect(refusal(elsewhere)).toBeUndefined();
  });

  it('limits unpaid orders per e-mail across addresses', async () => {
    const shipping = { ...VALID_SHIPPING, email: 'one.shopper@example.in' };
    const lines = [{ productId: 'hair-oil-2', size: '100ml', quantity: 1 }];
    for (let order = 0; order < 3; order += 1) {
      expect(refusal(await orderFrom(`203.0.113.${50 + order}`, { shipping, lines }))).toBeUndefined();
    }
    const refused = await orderFrom('203.0.113.60', { shipping, lines });
    expect(refusal(refused)?.code).toBe('RATE_LIMITED');
  });

  it('counts undelivered cash-on-delivery orders against the client address, whatever name each is placed under', async () => {
    const admin = await adminClient(shop);
    const cod = await admin.gql(SETTINGS, { input: { enabled: true, feePaise: 4900, maxOrderPaise: 200_000, maxOpenOrders: 20 } });
    expect(cod.data?.updateCodSettings.errors).toEqual([]);
    const lines = [{ productId: 'hair-oil-3', size: '100ml', quantity: 1 }];
    // One unpaid online order, then cash-on-delivery orders, each under another name, e-mail, phone and street.
    expect(refusal(await orderFrom('198.51.100.78', { shipping: { ...VALID_SHIPPING, email: 'cod0@example.in' }, lines }))).toBeUndefined();
    const placed: Array<ReturnType<typeof refusal>> = [];
    for (let person = 1; person <= 3; person += 1) {
      const shipping = {
        ...VALID_SHIPPING,
        firstName: `Person${person}`,
        email: `cod-person${person}@example.in`,
        phone: `91234${String(10000 + person).slice(-5)}`,
        address: `${person} Another Street`,
      };
      placed.push(refusal(await orderFrom('198.51.100.78', { shipping, lines, paymentMethod: 'CASH_ON_DELIVERY' })));
    }
    expect(placed.slice(0, 2)).toEqual([undefined, undefined]);
    expect(placed[2]).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/already have 3 unpaid orders/) as unknown });
    const [{ held }]: Array<{ held: number }> = await shop.dataSource.query(
      `SELECT count(*)::int AS held FROM orders WHERE client_ip = '198.51.100.78'`,
    );
    expect(held).toBe(3);
  });

  it('counts undelivered cash-on-delivery orders in the limits an online order meets, per client address and per e-mail', async () => {
    const admin = await adminClient(shop);
    const cod = await admin.gql(SETTINGS, { input: { enabled: true, feePaise: 4900, maxOrderPaise: 200_000, maxOpenOrders: 20 } });
    expect(cod.data?.updateCodSettings.errors).toEqual([]);
    // The size with most left, so the suite's earlier hoarding leaves it enough for nine orders.
    const [roomiest] = (await catalogue()).sort((a, b) => b.stock - a.stock);
    const lines = [{ productId: roomiest.id, size: roomiest.size, quantity: 1 }];
    const codOrder = (ip: string, person: number, email: string) =>
      orderFrom(ip, {
        shipping: {
          ...VALID_SHIPPING,
          firstName: `Door${person}`,
          email,
          phone: `98765${String(20000 + person).slice(-5)}`,
          address: `${person} Door Lane`,
        },
        lines,
        paymentMethod: 'CASH_ON_DELIVERY',
      });
    // One client address: two open COD orders and one unpaid online order reach its limit of 3.
    for (let person = 1; person <= 2; person += 1) {
      expect(refusal(await codOrder('198.51.100.79', person, `door${person}@example.in`))).toBeUndefined();
    }
    expect(
      refusal(await orderFrom('198.51.100.79', { shipping: { ...VALID_SHIPPING, email: 'online1@example.in' }, lines })),
    ).toBeUndefined();
    const refused = await orderFrom('198.51.100.79', { shipping: { ...VALID_SHIPPING, email: 'online2@example.in' }, lines });
    expect(refusal(refused)).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/already have 3 unpaid orders/) as unknown,
    });
    expect(refusal(refused)?.retryAfterSeconds).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);

    // Only COD orders held: still refused, with the default wait, as a COD order would be.
    for (let person = 3; person <= 5; person += 1) {
      expect(refusal(await codOrder('198.51.100.80', person, `door${person}@example.in`))).toBeUndefined();
    }
    const onlyCod = await orderFrom('198.51.100.80', { shipping: { ...VALID_SHIPPING, email: 'online3@example.in' }, lines });
    expect(refusal(onlyCod)?.code).toBe('RATE_LIMITED');
    expect(Number(onlyCod.retryAfter)).toBeGreaterThan(0);

    // One e-mail, spelt three ways on COD orders from three addresses, then online from a fourth.
    const spellings = ['Same.Buyer+a@example.in', 'same.buyer+b@example.in', 'same.buyer@example.in'];
    for (const [index, email] of spellings.entries()) {
      expect(refusal(await codOrder(`203.0.113.${70 + index}`, 10 + index, email))).toBeUndefined();
    }
    const byEmail = await orderFrom('203.0.113.80', { shipping: { ...VALID_SHIPPING, email: 'same.buyer@example.in' }, lines });
    expect(refusal(byEmail)?.code).toBe('RATE_LIMITED');
    const [{ online }]: Array<{ online: number }> = await shop.dataSource.query(
      `SELECT count(*)::int AS online FROM orders WHERE payment_status = 'PENDING' AND client_ip IN ('198.51.100.80', '203.0.113.80')`,
    );
    expect(online).toBe(0);
  });

  it('counts unpaid orders through their partial indexes: the count never reads orders sequentially', async (context) => {
    if (shop.database.kind === 'embedded') context.skip('needs a Postgres server with auto_explain (TEST_DATABASE_URL)');
    // The count runs inside place_order, so its plan is read as Postgres runs it: auto_explain
    // reports nested statements to this session. Sequential scans are priced out, so a plan that
    // still reads orders sequentially is one no index can serve, whatever the table's size.
    const session = new pg.Client({ connectionString: shop.database.url });
    await session.connect();
    const plans: string[] = [];
    session.on('notice', (notice) => plans.push(notice.message ?? ''));
    try {
      await session.query(`LOAD 'auto_explain'`);
      for (const setting of [
        'auto_explain.log_min_duration = 0',
        'auto_explain.log_nested_statements = on',
        'auto_explain.log_level = notice',
        'enable_seqscan = off',
      ]) {
        await session.query(`SET ${setting}`);
      }
      await session.query('BEGIN');
      // Limits of 0: refused right after the count, before anything is written.
      const [refused] = (
        await session.query(`SELECT refusal FROM place_order($1, $2, '[]', $3, '[]')`, [
          ['unpaid-email:plan@example.in', 'unpaid-ip:192.0.2.9'],
          JSON.stringify({ maxPerAddress: 0, maxPerEmail: 0, codEmail: 'plan@example.in' }),
          JSON.stringify({ client_ip: '192.0.2.9', email: 'plan@example.in' }),
        ])
      ).rows as Array<{ refusal: { refused: string } }>;
      expect(refused.refusal.refused).toBe('UNPAID_ORDERS');
      await session.query('ROLLBACK');
    } finally {
      await session.end();
    }
    const count = plans.find((plan) => plan.includes('cod_shopper_email') && plan.includes('count('));
    expect(count, plans.join('\n')).toBeDefined();
    expect(count).not.toMatch(/Seq Scan on orders/);
    // Both halves, online and cash on delivery, through an index.
    expect(count?.match(/Index Scan using \w+ on orders/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('counts eight checkouts that reach the database together from one shopper one after the other: exactly 3 are placed', async (context) => {
    // The embedded engine is one session: nothing can hold a lock beside the shop there.
    if (shop.database.kind === 'embedded') context.skip('needs a Postgres server a second connection can reach (TEST_DATABASE_URL)');
    const shipping = { ...VALID_SHIPPING, email: 'at.once@example.in' };
    const lines = [{ productId: 'hair-oil-3', size: '100ml', quantity: 1 }];
    const stockBefore = (await catalogue()).find((product) => product.id === 'hair-oil-3')!.stock;
    // Another session holds the product's row, so every checkout is inside placing its order at
    // the same moment before any of them can finish: without the e-mail's lock each would count
    // no unpaid order and all eight would be placed.
    const blocker = new pg.Client({ connectionString: shop.database.url });
    await blocker.connect();
    let answers: Array<GraphQLResult<OrderLimitsCreateMutation>>;
    try {
      await blocker.query('BEGIN');
      await blocker.query(`SELECT stock FROM products WHERE id = 'hair-oil-3' FOR UPDATE`);
      // Different addresses, one e-mail: only the e-mail's lock can make them count one at a time.
      const sent = Promise.all(Array.from({ length: 8 }, (_, index) => orderFrom(`203.0.113.${100 + index}`, { shipping, lines })));
      // Asked on another connection: inside its transaction the blocker would see one frozen snapshot.
      await eventually(
        async () =>
          (
            await shop.dataSource.query<Array<{ n: number }>>(
              `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%place_order%'`,
            )
          )[0].n === 8,
      );
      await blocker.query('COMMIT');
      answers = await sent;
    } finally {
      await blocker.end();
    }
    expect(answers.filter((answer) => !refusal(answer))).toHaveLength(3);
    expect(answers.filter((answer) => refusal(answer)?.code === 'RATE_LIMITED')).toHaveLength(5);
    // The refused five took no stock.
    expect((await catalogue()).find((product) => product.id === 'hair-oil-3')!.stock).toBe(stockBefore - 3);
  });

  it('keeps the reservation within PhonePe’s payment window (expireAfter 300–3600 s)', () => {
    expect(() => loadEnv({ PAYMENT_EXPIRY_MINUTES: '61' })).toThrow(/PAYMENT_EXPIRY_MINUTES/);
    expect(() => loadEnv({ PAYMENT_EXPIRY_MINUTES: '4' })).toThrow(/PAYMENT_EXPIRY_MINUTES/);
    expect(loadEnv({}).PAYMENT_EXPIRY_MINUTES).toBe(30);
  });
});

describe('money limits', () => {
  it('refuses a product price above the cap with the form’s message', async () => {
    const admin = await adminClient(shop);
    const result = await admin.gql(UPDATE_PRODUCT, {
      id: 'hair-oil-3',
      input: {
        name: 'Gold Hair Oil',
        category: 'hair',
        subcategory: 'oil',
        price: 2_00_00_000,
        sizes: [{ label: '100ml', price: 2_00_00_000 }],
        description: 'Very dear.',
        benefits: ['Shine'],
        imageUrl: '/images/products/hair-oil-1/640.webp',
        stock: 5,
      },
    });
    expect(result.data?.updateProduct.errors).toMatchObject([{ message: MONEY_LIMIT_MESSAGES.price, code: 'VALIDATION' }]);
  });

  it('refuses an order whose total the shop does not take online, instead of overflowing the paise columns', async () => {
    // A price stored before the cap existed: two of ₹2 crore overflowed the integer column (500).
    await shop.dataSource.query(
      `UPDATE products SET price_paise = 2000000000, sizes = '[{"label":"100ml","pricePaise":2000000000}]'::jsonb WHERE id = 'hair-oil-4'`,
    );
    const before = await snapshot(shop);
    const result = await orderFrom('192.0.2.70', {
      shipping: VALID_SHIPPING,
      lines: [{ productId: 'hair-oil-4', size: '100ml', quantity: 2 }],
    });
    expect(result.status).toBeLessThan(500);
    expect(refusal(result)).toMatchObject({ message: MONEY_LIMIT_MESSAGES.orderTotal, code: 'VALIDATION' });
    expect(await snapshot(shop)).toEqual(before);
  });
});

describe('where the shop ships', () => {
  const line = [{ productId: 'hair-oil-5', size: '100ml', quantity: 1 }];

  it('refuses a New York address: India only by default', async () => {
    const result = await orderFrom('192.0.2.80', {
      shipping: { ...VALID_SHIPPING, country: 'United States', state: 'New York', postalCode: '100010' },
      lines: line,
    });
    expect(refusal(result)).toMatchObject({
      message: SHIPPING_MESSAGES.country,
      code: 'VALIDATION',
      field: ['input', 'shipping', 'country'],
    });
  });

  it('checks the PIN code and the state or union territory, and stores the state as listed', async () => {
    const badPin = await orderFrom('192.0.2.81', { shipping: { ...VALID_SHIPPING, postalCode: '012345' }, lines: line });
    expect(refusal(badPin)).toMatchObject({ message: SHIPPING_MESSAGES.pinCode, field: ['input', 'shipping', 'postalCode'] });
    const badState = await orderFrom('192.0.2.81', { shipping: { ...VALID_SHIPPING, state: 'Narnia' }, lines: line });
    expect(refusal(badState)).toMatchObject({ message: SHIPPING_MESSAGES.state, field: ['input', 'shipping', 'state'] });
    const fine = await orderFrom('192.0.2.81', { shipping: { ...VALID_SHIPPING, state: 'tamil nadu', postalCode: '600040' }, lines: line });
    expect(refusal(fine)).toBeUndefined();
    expect(fine.data!.createOrder.order?.address.state).toBe('Tamil Nadu');
  });

  it('takes the countries from SHIPPING_COUNTRIES, and refuses unknown ones at start-up', () => {
    expect(loadEnv({ SHIPPING_COUNTRIES: 'India, United Kingdom' }).SHIPPING_COUNTRIES).toEqual(['India', 'United Kingdom']);
    expect(() => loadEnv({ SHIPPING_COUNTRIES: 'Narnia' })).toThrow(/SHIPPING_COUNTRIES/);
  });
});

const CREATE_TOKEN = graphql(`
  mutation OrderLimitsToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      secret
      token {
        unpaidOrderLimit
      }
      errors {
        code
        field
      }
    }
  }
`);

describe('orders placed with an API token', () => {
  it('count against the token, not the address: a token places 10 unpaid orders while a shopper there is still limited to 3', async () => {
    const admin = await adminClient(shop);
    const created = await admin.gql(CREATE_TOKEN, { input: { name: 'Marketplace sync', scopes: ['ORDERS_READ'] } });
    expect(created.data!.createApiToken.token).toEqual({ unpaidOrderLimit: 25 });
    const token = created.data!.createApiToken.secret!;
    const lines = [{ productId: 'skin-soap-1', size: '100g', quantity: 1 }];
    // One server address, one e-mail (the integrator's own): neither limit stops it.
    const shipping = { ...VALID_SHIPPING, email: 'orders@marketplace.example' };
    for (let order = 0; order < 10; order += 1) {
      expect(refusal(await orderFrom('198.51.100.77', { shipping, lines }, token))).toBeUndefined();
    }
    for (let order = 0; order < 3; order += 1) {
      const shopper = await orderFrom('198.51.100.77', { shipping: { ...VALID_SHIPPING, email: `browser${order}@example.in` }, lines });
      expect(refusal(shopper)).toBeUndefined();
    }
    const fourth = await orderFrom('198.51.100.77', { shipping: { ...VALID_SHIPPING, email: 'browser4@example.in' }, lines });
    expect(refusal(fourth)?.message).toMatch(/already have 3 unpaid orders/);
  });

  it('stop at the token’s own limit, set when it is created, with a message for a program', async () => {
    const admin = await adminClient(shop);
    const bad = await admin.gql(CREATE_TOKEN, { input: { name: 'Too many', scopes: ['ORDERS_READ'], unpaidOrderLimit: 0 } });
    expect(bad.data!.createApiToken).toMatchObject({
      secret: null,
      errors: [{ code: 'VALIDATION', field: ['input', 'unpaidOrderLimit'] }],
    });
    const created = await admin.gql(CREATE_TOKEN, { input: { name: 'Small shop', scopes: ['ORDERS_READ'], unpaidOrderLimit: 2 } });
    const token = created.data!.createApiToken.secret!;
    const lines = [{ productId: 'skin-soap-1', size: '100g', quantity: 1 }];
    for (let order = 0; order < 2; order += 1) {
      expect(refusal(await orderFrom(`192.0.2.${150 + order}`, { shipping: VALID_SHIPPING, lines }, token))).toBeUndefined();
    }
    const third = refusal(await orderFrom('192.0.2.160', { shipping: VALID_SHIPPING, lines }, token));
    expect(third).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^This API token already has 2 unpaid orders/) as string,
    });
    expect(third?.retryAfterSeconds).toBeGreaterThan(0);
  });
});
