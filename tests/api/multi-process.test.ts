import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { graphql } from '../support/gql/gql.js';
import {
  databaseForProcesses,
  sandboxPayment,
  settleAtSandbox,
  startProcessSuite,
  type ProcessSuite,
  type ServerProcess,
} from '../support/server-process.js';
import { setProductPrice } from '../support/product-helpers.js';
import { ShopClient, TEST_ADMIN } from '../support/test-shop.js';

/**
 * The shop as N stateless processes behind a load balancer on one Postgres (docs/operations/
 * multiple-instances.md): two real server processes (`node server/src/main.ts`) on one fresh
 * database, with the standalone PhonePe sandbox as their one provider. Checkouts race across both,
 * a session or a price change made on one is seen on the other, a payment started on one is
 * completed through the other, and reconciliation releases each expired order exactly once.
 *
 * Needs a Postgres server (TEST_DATABASE_URL or a container): the embedded engine lives inside
 * one process and cannot be shared, so on it this suite is skipped.
 */
const database = await databaseForProcesses('multi-process');

const RACE_PRODUCT = 'hair-oil-4';
const RACE_STOCK = 5;
const RACE_REQUESTS = 200;

let suite: ProcessSuite;
let a: ServerProcess;
let b: ServerProcess;

/** What the REST checkout answers: the order and its pay link when created, else a message. */
const CHECKOUT_ANSWER = z.object({
  order: z.looseObject({ id: z.string(), payment_link: z.string() }).optional(),
  message: z.string().optional(),
});
type CheckoutAnswer = z.infer<typeof CHECKOUT_ANSWER>;

/** The created order of an answer, or a failed test. */
function orderOf(answer: { status: number; json: CheckoutAnswer }) {
  if (!answer.json.order) throw new Error(`no order in a ${answer.status} answer: ${answer.json.message ?? ''}`);
  return answer.json.order;
}

const PRODUCT = graphql(`
  query MultiProcessProduct($id: ID!) {
    product(id: $id) {
      id
      price
      sizes {
        label
        price
      }
    }
  }
`);

/** The REST checkout payload of older integrations for one unit of a product, figures as the shop prices them. */
async function restPayload(productId: string, quantity = 1, email = 'race@example.in') {
  const [product] = await suite.db.sql<{ name: string; sizes: Array<{ label: string; pricePaise: number }> }>(
    'SELECT name, sizes FROM products WHERE id = $1',
    [productId],
  );
  const size = product.sizes[0];
  const subtotal = (size.pricePaise * quantity) / 100;
  const shipping = subtotal > 1000 ? 0 : 30;
  return {
    name: product.name,
    body: {
      first_name: 'Meera',
      last_name: 'Iyer',
      email,
      phone: '9876543210',
      address: '4 Lake View Road, Kochi, Kerala - 682001, India',
      order_items: [{ id: productId, name: product.name, price: size.pricePaise / 100, size: size.label, quantity }],
      shipping_cost: shipping,
      tax_amount: 0,
      total: subtotal + shipping,
    },
  };
}

async function postOrder(base: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/api/orders/createorders/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`checkout answered ${response.status} with no JSON: ${text.slice(0, 200)}`);
  }
  return { status: response.status, json: CHECKOUT_ANSWER.parse(parsed) };
}

describe.skipIf(!database)('two shop processes on one Postgres', () => {
  beforeAll(async () => {
    // The suite is skipped when there is no shared database.
    suite = await startProcessSuite(database!);
    // The sandbox delivers webhooks to one address, as PhonePe does to the load balancer; here, A.
    // Both start at once on an empty database: migrations and seed must take turns, not collide.
    [a, b] = await Promise.all([suite.startShop(suite.port), suite.startShop()]);
  }, 150_000);

  afterAll(async () => {
    const stops = await Promise.all([a?.stop(), b?.stop()]);
    await suite?.close();
    // Both shops drained and exited cleanly.
    expect(stops.slice(0, 2).map((stop) => stop?.code)).toEqual([0, 0]);
  }, 60_000);

  it('started both on an empty database: one schema, one seed', async () => {
    expect(await suite.db.count('SELECT count(*)::int AS n FROM products')).toBe(27);
    expect(await suite.db.count("SELECT count(*)::int AS n FROM users WHERE role = 'admin'")).toBe(1);
    // Each migration recorded once, though two processes ran them.
    expect(await suite.db.count('SELECT count(*)::int AS n FROM migrations')).toBe(
      await suite.db.count('SELECT count(DISTINCT name)::int AS n FROM migrations'),
    );
  });

  it(`sells exactly ${RACE_STOCK} units to ${RACE_REQUESTS} concurrent checkouts split across both processes`, async () => {
    // Each size has its own stock: all of it on the size the shoppers order, none on the others.
    await suite.db.sql(
      `UPDATE products SET sizes = (SELECT jsonb_agg(size || jsonb_build_object('stock', CASE WHEN position = 1 THEN $2::int ELSE 0 END)
                                                     ORDER BY position)
                                      FROM jsonb_array_elements(sizes) WITH ORDINALITY AS e (size, position))
        WHERE id = $1`,
      [RACE_PRODUCT, RACE_STOCK],
    );
    const { name, body } = await restPayload(RACE_PRODUCT);
    const ordersBefore = await suite.db.count('SELECT count(*)::int AS n FROM orders');

    // Watch the stock while the race runs: it must never be seen below 0.
    let lowest = RACE_STOCK;
    let samples = 0;
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        const [{ stock }] = await suite.db.sql<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [RACE_PRODUCT]);
        lowest = Math.min(lowest, stock);
        samples += 1;
      }
    })();

    const started = performance.now();
    const results = await Promise.all(
      // Each a different shopper (own e-mail, own address behind the balancer): checkouts from one
      // client take turns on that client's unpaid-order lock, and would never race for the stock.
      Array.from({ length: RACE_REQUESTS }, (_, index) =>
        postOrder(
          index % 2 === 0 ? a.url : b.url,
          { ...body, email: `race${index}@example.in` },
          { 'x-forwarded-for': `198.51.100.${index + 1}` },
        ),
      ),
    );
    const elapsed = Math.round(performance.now() - started);
    watching = false;
    await watcher;

    const created = results.filter((result) => result.status === 201);
    const refused = results.filter((result) => result.status === 409);
    const serverErrors = results.filter((result) => result.status >= 500);
    const byProcess = {
      a: created.filter((_, index) => results.indexOf(created[index]) % 2 === 0).length,
      b: created.filter((_, index) => results.indexOf(created[index]) % 2 === 1).length,
    };
    console.info(
      `race: ${RACE_REQUESTS} checkouts over 2 processes in ${elapsed} ms: ${created.length} created (A ${byProcess.a}, B ${byProcess.b}), ` +
        `${refused.length} refused, ${serverErrors.length} 5xx, other ${results.length - created.length - refused.length - serverErrors.length}; ` +
        `lowest stock seen ${lowest} over ${samples} samples`,
    );
    expect(serverErrors).toEqual([]);
    expect(created).toHaveLength(RACE_STOCK);
    expect(refused).toHaveLength(RACE_REQUESTS - RACE_STOCK);
    // Stock is counted per size, and the refusal names the size that ran out.
    expect(new Set(refused.map((result) => result.json.message))).toEqual(
      new Set([`Sorry, ${name} (${body.order_items[0].size}) is out of stock`]),
    );

    const [{ stock }] = await suite.db.sql<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [RACE_PRODUCT]);
    const [{ orders, units }] = await suite.db.sql<{ orders: number; units: number }>(
      `SELECT count(DISTINCT o.id)::int AS orders, coalesce(sum(l.quantity), 0)::int AS units
         FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE l.product_id = $1`,
      [RACE_PRODUCT],
    );
    expect(stock).toBe(0);
    expect(lowest).toBeGreaterThanOrEqual(0);
    expect({ orders, units }).toEqual({ orders: RACE_STOCK, units: RACE_STOCK });
    expect((await suite.db.count('SELECT count(*)::int AS n FROM orders')) - ordersBefore).toBe(RACE_STOCK);
    // Every created order has its payment started at the provider.
    // PhonePe reports CREATED until the shopper's first attempt.
    for (const result of created) expect(await sandboxPayment(suite.sandbox, orderOf(result).id)).toMatchObject({ state: 'CREATED' });

    // And the database itself refuses a negative stock, whoever writes it.
    await expect(suite.db.sql('UPDATE products SET stock = -1 WHERE id = $1', [RACE_PRODUCT])).rejects.toMatchObject({ code: '23514' });
  }, 60_000);

  it('answers one idempotency key sent to both processes at once with one order', async () => {
    const { body } = await restPayload('skin-soap-1', 1, 'retry@example.in');
    const key = `multi-${Date.now()}`;
    const [first, second] = await Promise.all([
      postOrder(a.url, body, { 'idempotency-key': key }),
      postOrder(b.url, body, { 'idempotency-key': key }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(orderOf(first).id).toBe(orderOf(second).id);
    expect(orderOf(first).payment_link).toBe(orderOf(second).payment_link);
    expect(await suite.db.count('SELECT count(*)::int AS n FROM orders WHERE idempotency_key = $1', [key])).toBe(1);
  });

  it('keeps a session signed in on A valid on B, and a sign-out on B ends it on A', async () => {
    const onA = new ShopClient(a.url);
    const login = await onA.login(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(login.data?.login.errors).toEqual([]);
    const me = (base: string) =>
      fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', cookie: onA.cookieHeader },
        body: JSON.stringify({ query: '{ me { id email role } }' }),
      }).then((response) => response.json() as Promise<{ data: { me: { id: string; email: string; role: string } | null } }>);
    expect((await me(b.url)).data.me).toEqual(login.data?.login.user);
    expect(login.data?.login.user?.email).toBe(TEST_ADMIN.email);

    const logout = await fetch(`${b.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', cookie: onA.cookieHeader },
      body: JSON.stringify({ query: 'mutation { logout { signedOut } }' }),
    });
    expect(((await logout.json()) as { data: { logout: { signedOut: boolean } } }).data.logout.signedOut).toBe(true);
    expect((await me(a.url)).data.me).toBeNull();
  });

  it('shows a price an admin changed on A on B at once, though B had the old one cached', async () => {
    const id = 'face-wash-1';
    const read = async (base: string) => {
      const product = (await new ShopClient(base).gql(PRODUCT, { id })).data?.product;
      if (!product) throw new Error(`no ${id} on ${base}`);
      return product;
    };
    const before = await read(b.url);
    await read(b.url); // now cached on B

    const admin = new ShopClient(a.url);
    await admin.loginAsAdmin();
    const newPrice = before.price + 11;
    const update = await setProductPrice(admin, id, newPrice);
    expect(update.data?.updateProduct.errors).toEqual([]);
    const answeredAt = performance.now();

    // The first read on B right after A answered, then how long until B shows it (if not at once).
    const first = await read(b.url);
    let seen = first;
    while (seen.price !== newPrice && performance.now() - answeredAt < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await read(b.url);
    }
    const lagMs = Math.round(performance.now() - answeredAt);
    console.info(
      `price change on A: first read on B ${first.price === newPrice ? 'fresh' : `STALE (${first.price}, expected ${newPrice})`}; B showed the new price after ${lagMs} ms`,
    );
    expect(seen.price).toBe(newPrice);
    expect(first.price).toBe(newPrice);
  });

  it('pays an order started on B through the webhook delivered to A, once', async () => {
    const { body } = await restPayload('skin-cream-1', 1, 'paid-across@example.in');
    const created = await postOrder(b.url, body);
    expect(created.status).toBe(201);
    const orderId = orderOf(created).id;
    expect(orderOf(created).payment_link).toContain(suite.sandbox.url);

    await settleAtSandbox(suite.sandbox, orderId, 'success', { notify: true });
    const until = Date.now() + 10_000;
    let row: { payment_status: string; status: string } | undefined;
    while (Date.now() < until) {
      [row] = await suite.db.sql<{ payment_status: string; status: string }>('SELECT payment_status, status FROM orders WHERE id = $1', [
        orderId,
      ]);
      if (row?.payment_status === 'PAID') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(row).toEqual({ payment_status: 'PAID', status: 'Processing' });
    // The shopper's browser comes back through B: B asks the provider and agrees.
    const back = await fetch(`${b.url}/api/payments/phonepe/return?merchantOrderId=${orderId}`, { redirect: 'manual' });
    expect(back.headers.get('location')).toBe(`/checkout?status=SUCCESS&merchantOrderId=${orderId}`);
    expect(await suite.db.count('SELECT count(*)::int AS n FROM mail_outbox WHERE order_id = $1', [orderId])).toBe(1);
    expect(
      await suite.db.count("SELECT count(*)::int AS n FROM order_status_changes WHERE order_id = $1 AND status = 'Processing'", [orderId]),
    ).toBe(1);
  });

  it('releases every expired order exactly once while both processes reconcile every second', async () => {
    // More pending orders on both processes, beside the race's five.
    const extra = await Promise.all(
      Array.from({ length: 16 }, async (_, index) => {
        const { body } = await restPayload(index % 2 === 0 ? 'skin-soap-2' : 'hair-shampoo-1', 2, `expire${index}@example.in`);
        return postOrder(index % 2 === 0 ? a.url : b.url, body);
      }),
    );
    expect(extra.map((result) => result.status)).toEqual(extra.map(() => 201));
    const pending = await suite.db.sql<{ id: string }>("SELECT id FROM orders WHERE payment_status = 'PENDING'");
    const stockBefore = await suite.db.sql<{ id: string; stock: number }>('SELECT id, stock FROM products ORDER BY id');
    const held = await suite.db.sql<{ product_id: string; units: number }>(
      `SELECT l.product_id, sum(l.quantity)::int AS units FROM orders o JOIN order_lines l ON l.order_id = o.id
        WHERE o.payment_status = 'PENDING' AND o.stock_reserved GROUP BY l.product_id`,
    );

    const started = performance.now();
    await suite.db.sql("UPDATE orders SET payment_expires_at = now() - interval '1 second' WHERE payment_status = 'PENDING'");
    const until = Date.now() + 20_000;
    let left = pending.length;
    while (left > 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      left = await suite.db.count("SELECT count(*)::int AS n FROM orders WHERE payment_status = 'PENDING'");
    }
    const elapsed = Math.round(performance.now() - started);
    expect(left).toBe(0);

    const ids = pending.map((row) => row.id);
    const cancelled = await suite.db.sql<{ order_id: string; n: number }>(
      `SELECT order_id, count(*)::int AS n FROM order_status_changes
        WHERE order_id = ANY($1) AND status = 'Cancelled' AND changed_by = 'payment' GROUP BY order_id`,
      [ids],
    );
    expect(cancelled).toHaveLength(ids.length);
    expect(cancelled.every((row) => row.n === 1)).toBe(true);
    const closed = await suite.db.sql<{ payment_status: string; payment_failure_reason: string | null; stock_reserved: boolean }>(
      'SELECT payment_status, payment_failure_reason, stock_reserved FROM orders WHERE id = ANY($1)',
      [ids],
    );
    expect(
      closed.every(
        (row) => row.payment_status === 'FAILED' && row.payment_failure_reason === 'payment_window_expired' && row.stock_reserved === false,
      ),
    ).toBe(true);

    // Stock came back exactly once: each product gained exactly what its pending orders held.
    const gained = new Map(held.map((row) => [row.product_id, row.units]));
    const stockAfter = await suite.db.sql<{ id: string; stock: number }>('SELECT id, stock FROM products ORDER BY id');
    expect(stockAfter).toEqual(stockBefore.map((row) => ({ id: row.id, stock: row.stock + (gained.get(row.id) ?? 0) })));
    expect(stockAfter.find((row) => row.id === RACE_PRODUCT)!.stock).toBe(RACE_STOCK);

    // The provider was asked about each order once: one pass at a time across both processes.
    const checks = await Promise.all(ids.map(async (id) => (await sandboxPayment(suite.sandbox, id))?.statusChecks ?? 0));
    const histogram = checks.reduce<Record<number, number>>((counts, n) => ({ ...counts, [n]: (counts[n] ?? 0) + 1 }), {});
    console.info(
      `reconciliation: ${ids.length} expired orders released in ${elapsed} ms by 2 processes; provider status calls per order: ${JSON.stringify(histogram)}`,
    );
    expect(checks.every((n) => n === 1)).toBe(true);
  }, 40_000);
});
