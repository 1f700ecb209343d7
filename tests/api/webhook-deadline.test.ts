import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERIES_IN_FLIGHT_PER_ENDPOINT } from '@server/integrations/webhook-dispatcher.js';
import { placeOrder } from '../support/checkout-helpers.js';
import { startTestShop, type TestShop } from '../support/test-shop.js';

/** The deadline the suite gives each delivery; the drip below outlives it many times over. */
// Long enough for three more orders to be placed and delivered while the first delivery is held, on a busy machine.
const DEADLINE_MS = 6_000;
/** How long the slow receiver keeps each request before it answers. */
const HOLD_MS = 1_500;
/** Test events queued for the slow receiver before the prompt one's events happen. */
const QUEUED = 20;

interface Arrival {
  /** The event's type, and the order it is about (none for a test event). */
  type: string;
  orderId: string | null;
  webhookId: string;
  at: number;
  closedAt?: number;
}

/**
 * A receiver on 127.0.0.1 that verifies each delivery as an integrator's would, with the Standard
 * Webhooks library and the secret the shop showed, refuses one that does not verify (400), and
 * records every event that did, when it came and when its request ended.
 */
class Receiver {
  readonly arrivals: Arrival[] = [];
  readonly refused: string[] = [];
  /** Requests open now, and the most ever open at once. */
  open = 0;
  maxOpen = 0;
  url = '';
  private verifier: Webhook | null = null;
  private readonly server: http.Server;

  constructor(answer: (res: http.ServerResponse) => void) {
    this.server = http.createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        const headers = {
          'webhook-id': String(req.headers['webhook-id']),
          'webhook-timestamp': String(req.headers['webhook-timestamp']),
          'webhook-signature': String(req.headers['webhook-signature']),
        };
        let event: { type: string; data: { id?: string } };
        try {
          if (!this.verifier) throw new Error('no secret yet');
          event = this.verifier.verify(body, headers) as typeof event;
        } catch (error) {
          this.refused.push((error as Error).message);
          res.writeHead(400).end('signature does not verify');
          return;
        }
        const arrival: Arrival = {
          type: event.type,
          orderId: event.type.startsWith('order.') ? (event.data.id ?? null) : null,
          webhookId: headers['webhook-id'],
          at: Date.now(),
        };
        this.arrivals.push(arrival);
        this.open += 1;
        this.maxOpen = Math.max(this.maxOpen, this.open);
        res.on('close', () => {
          this.open -= 1;
          arrival.closedAt = Date.now();
        });
        answer(res);
      });
    });
  }

  async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  /** The endpoint's signing secret, as the shop shows it once on registration. */
  trust(secret: string): void {
    this.verifier = new Webhook(secret);
  }

  find(type: string, orderId: string): Arrival | undefined {
    return this.arrivals.find((a) => a.type === type && a.orderId === orderId);
  }

  close(): void {
    this.server.closeAllConnections();
    this.server.close();
  }
}

/** Answers 200 at once, then drips one byte a second and never ends. */
const dripTimers = new Set<NodeJS.Timeout>();
const dripper = new Receiver((res) => {
  res.writeHead(200, { 'content-type': 'text/plain' });
  const drip = setInterval(() => res.write('.'), 1_000);
  dripTimers.add(drip);
  res.on('close', () => clearInterval(drip));
});
/** Answers at once. */
const quick = new Receiver((res) => res.writeHead(200).end('ok'));
/** Keeps each request HOLD_MS, then answers 204. */
const slow = new Receiver((res) => {
  const timer = setTimeout(() => res.writeHead(204).end(), HOLD_MS);
  res.on('close', () => clearTimeout(timer));
});
/** Answers at once; subscribed to the same events as the slow one. */
const prompt = new Receiver((res) => res.writeHead(200).end('ok'));

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
let admin: Parameters<TestShop['services']['webhooks']['createEndpoint']>[0];
let slowEndpointId = '';

beforeAll(async () => {
  await Promise.all([dripper, quick, slow, prompt].map((receiver) => receiver.listen()));
  shop = await startTestShop({
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    WEBHOOK_DISPATCH_SECONDS: '0.1',
    WEBHOOK_TIMEOUT_MS: String(DEADLINE_MS),
    // No retry of the cut delivery while the suite watches.
    WEBHOOK_RETRY_BASE_SECONDS: '600',
  });
  const adminId = (await shop.dataSource.query<[{ id: string }]>(`SELECT id FROM users WHERE role = 'admin' LIMIT 1`))[0].id;
  admin = { user: { id: adminId, email: 'admin@herbal.test', role: 'admin' }, ip: '127.0.0.1', sessionToken: null };
  for (const receiver of [dripper, quick]) {
    const { secret } = await shop.services.webhooks.createEndpoint(admin, { url: receiver.url, events: ['order.created'] });
    receiver.trust(secret);
  }
});

afterAll(async () => {
  for (const timer of dripTimers) clearInterval(timer);
  for (const receiver of [dripper, quick, slow, prompt]) receiver.close();
  await shop?.close();
});

describe('a receiver that drips its answer', () => {
  it('is cut at the deadline, while deliveries to another endpoint go on meanwhile', async () => {
    const first = await placeOrder(shop.client());
    const held = await until('the dripper to be holding the first delivery', () => dripper.find('order.created', first.orderId), 5_000);
    await until('the quick receiver to have the first order', () => quick.find('order.created', first.orderId), 5_000);

    // While the first delivery drips, the next orders still reach the quick receiver promptly.
    const later = [];
    for (let i = 0; i < 3; i += 1) {
      const placedAt = Date.now();
      const { orderId } = await placeOrder(shop.client());
      const arrival = await until(`order ${i + 2} at the quick receiver`, () => quick.find('order.created', orderId), DEADLINE_MS);
      later.push(arrival.at - placedAt);
    }
    expect(held.closedAt).toBeUndefined();
    expect(Math.max(...later)).toBeLessThan(1_500);

    // The drip keeps the connection busy every second, yet the delivery ends at its deadline (which
    // starts as the request is sent, a moment before the receiver has read it all).
    await until('the dripping delivery to be cut', () => held.closedAt, DEADLINE_MS + 3_000);
    const heldFor = held.closedAt! - held.at;
    expect(heldFor).toBeGreaterThanOrEqual(DEADLINE_MS - 1_000);
    expect(heldFor).toBeLessThan(DEADLINE_MS + 1_000);
    // The job records the cut just after the connection closes.
    const readRow = async () =>
      (
        await shop.dataSource.query<Array<{ status: string; last_error: string | null }>>(
          `SELECT d.status, d.last_error FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
            WHERE d.payload->>'id' = $1 AND e.url = $2`,
          [first.orderId, dripper.url],
        )
      )[0];
    let row = await readRow();
    for (const stop = Date.now() + 5_000; row.last_error === null && Date.now() < stop; row = await readRow()) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(row).toEqual({ status: 'PENDING', last_error: `No complete answer within ${DEADLINE_MS} ms` });
    expect(dripper.refused.concat(quick.refused)).toEqual([]);
  }, 30_000);
});

describe('a slow receiver with a queue of its own', () => {
  beforeAll(async () => {
    for (const receiver of [slow, prompt]) {
      const { endpoint, secret } = await shop.services.webhooks.createEndpoint(admin, {
        url: receiver.url,
        events: ['order.created', 'order.status_changed'],
      });
      receiver.trust(secret);
      if (receiver === slow) slowEndpointId = endpoint.id;
    }
  });

  it('has only its own share of the workers, so a prompt receiver gets each event while the slow one’s wait their turn', async () => {
    // Twenty events queued for the slow receiver alone.
    const queued: string[] = [];
    for (let i = 0; i < QUEUED; i += 1) queued.push((await shop.services.webhooks.sendTestEvent(admin, slowEndpointId)).eventId);
    await until('the slow receiver to be holding its first events', () => slow.arrivals[0], 5_000);

    // Then the shop's own events, which both receivers are subscribed to: an order placed, and cancelled.
    const changes: Array<{ type: string; orderId: string; at: number }> = [];
    const first = await placeOrder(shop.client());
    changes.push({ type: 'order.created', orderId: first.orderId, at: Date.now() });
    await shop.services.orders.updateStatus(admin, first.orderId, 'Cancelled');
    changes.push({ type: 'order.status_changed', orderId: first.orderId, at: Date.now() });
    const second = await placeOrder(shop.client());
    changes.push({ type: 'order.created', orderId: second.orderId, at: Date.now() });

    // The prompt receiver has each of them while the slow one is still working through its queue.
    const served = [];
    for (const change of changes) {
      const arrival = await until(
        `${change.type} of ${change.orderId} at the prompt receiver`,
        () => prompt.find(change.type, change.orderId),
        5_000,
      );
      served.push({
        waitedMs: arrival.at - change.at,
        slowTestEventsBefore: slow.arrivals.filter((a) => a.at <= arrival.at && !a.orderId).length,
      });
    }
    for (const { slowTestEventsBefore } of served) {
      expect(slowTestEventsBefore).toBeGreaterThan(0);
      expect(slowTestEventsBefore).toBeLessThan(QUEUED);
    }
    expect(Math.max(...served.map((s) => s.waitedMs))).toBeLessThan(2_000);
    // In the order they happened: the order's creation before its cancellation.
    expect(prompt.find('order.created', first.orderId)!.at).toBeLessThanOrEqual(prompt.find('order.status_changed', first.orderId)!.at);

    // The slow receiver gets all of its events, never more than its share at once, the order's in
    // the order they happened: the cancellation only once the creation was answered.
    await until(
      'the slow receiver to have the cancellation',
      () => slow.find('order.status_changed', first.orderId),
      QUEUED * HOLD_MS + 10_000,
    );
    expect(slow.maxOpen).toBe(DELIVERIES_IN_FLIGHT_PER_ENDPOINT);
    const tests = slow.arrivals.filter((a) => a.type === 'webhook.test').map((a) => a.webhookId);
    expect(tests.sort()).toEqual(queued.sort());
    const created = slow.find('order.created', first.orderId)!;
    expect(created.closedAt).toBeDefined();
    expect(created.closedAt!).toBeLessThanOrEqual(slow.find('order.status_changed', first.orderId)!.at);
    expect(slow.refused.concat(prompt.refused)).toEqual([]);
  }, 60_000);
});
