import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../support/checkout-helpers.js';
import { startTestShop, type TestShop } from '../support/test-shop.js';

/** The deadline the suite gives each delivery; the drip below outlives it many times over. */
const DEADLINE_MS = 3_000;
const ADMIN = {
  user: { id: '00000000-0000-4000-8000-000000000001', email: 'admin@herbal.test', role: 'admin' as const },
  ip: '127.0.0.1',
  sessionToken: null,
};

interface Arrival {
  orderId: string;
  at: number;
  closedAt?: number;
}

/** A receiver on 127.0.0.1 that answers 200 at once, then drips one byte a second and never ends. */
function startDripper() {
  const arrivals: Arrival[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const arrival: Arrival = { orderId: (JSON.parse(body) as { data: { id: string } }).data.id, at: Date.now() };
      arrivals.push(arrival);
      res.writeHead(200, { 'content-type': 'text/plain' });
      const drip = setInterval(() => res.write('.'), 1_000);
      timers.add(drip);
      res.on('close', () => {
        arrival.closedAt = Date.now();
        clearInterval(drip);
      });
    });
  });
  return { server, arrivals, timers };
}

/** A receiver that answers at once and records when each order's event came. */
function startQuick() {
  const arrivals: Arrival[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      arrivals.push({ orderId: (JSON.parse(body) as { data: { id: string } }).data.id, at: Date.now() });
      res.writeHead(200).end('ok');
    });
  });
  return { server, arrivals };
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
}

async function until<T>(what: string, probe: () => T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

let shop: TestShop;
const dripper = startDripper();
const quick = startQuick();

beforeAll(async () => {
  const [dripperUrl, quickUrl] = await Promise.all([listen(dripper.server), listen(quick.server)]);
  shop = await startTestShop({
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    WEBHOOK_DISPATCH_SECONDS: '0.1',
    WEBHOOK_TIMEOUT_MS: String(DEADLINE_MS),
    // No retry of the cut delivery while the suite watches.
    WEBHOOK_RETRY_BASE_SECONDS: '600',
  });
  const admin = {
    ...ADMIN,
    user: { ...ADMIN.user, id: (await shop.dataSource.query<[{ id: string }]>(`SELECT id FROM users WHERE role = 'admin' LIMIT 1`))[0].id },
  };
  for (const url of [dripperUrl, quickUrl]) {
    await shop.services.webhooks.createEndpoint(admin, { url, events: ['order.created'] });
  }
});

afterAll(async () => {
  for (const timer of dripper.timers) clearInterval(timer);
  for (const server of [dripper.server, quick.server]) {
    server.closeAllConnections();
    server.close();
  }
  await shop?.close();
});

describe('a receiver that drips its answer', () => {
  it('is cut at the deadline, while deliveries to another endpoint go on meanwhile', async () => {
    const first = await placeOrder(shop.client());
    const held = await until(
      'the dripper to be holding the first delivery',
      () => dripper.arrivals.find((a) => a.orderId === first.orderId),
      5_000,
    );
    await until('the quick receiver to have the first order', () => quick.arrivals.find((a) => a.orderId === first.orderId), 5_000);

    // While the first delivery drips, the next orders still reach the quick receiver promptly.
    const later = [];
    for (let i = 0; i < 3; i += 1) {
      const placedAt = Date.now();
      const { orderId } = await placeOrder(shop.client());
      const arrival = await until(
        `order ${i + 2} at the quick receiver`,
        () => quick.arrivals.find((a) => a.orderId === orderId),
        DEADLINE_MS,
      );
      later.push(arrival.at - placedAt);
    }
    expect(held.closedAt).toBeUndefined();
    expect(Math.max(...later)).toBeLessThan(1_500);

    // The drip keeps the connection busy every second, yet the delivery ends at its deadline.
    await until('the dripping delivery to be cut', () => held.closedAt, DEADLINE_MS + 3_000);
    const heldFor = held.closedAt! - held.at;
    expect(heldFor).toBeGreaterThanOrEqual(DEADLINE_MS - 500);
    expect(heldFor).toBeLessThan(DEADLINE_MS + 1_000);
    const [row] = await shop.dataSource.query<Array<{ status: string; last_error: string }>>(
      `SELECT d.status, d.last_error FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
        WHERE d.payload->>'id' = $1 AND e.url LIKE $2`,
      [first.orderId, `%:${(dripper.server.address() as AddressInfo).port}/%`],
    );
    expect(row).toEqual({ status: 'PENDING', last_error: `No complete answer within ${DEADLINE_MS} ms` });
  }, 30_000);
});
