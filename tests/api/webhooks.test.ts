import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GraphQLClient } from 'graphql-request';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '@common/integrations.js';
import { createLogger } from '@server/kernel/logger.js';
import { WebhookService } from '@server/integrations/webhook.service.js';
import { DELIVER_WEBHOOK } from '@server/integrations/webhook-dispatcher.js';
import { CONFIRM_PAYMENT, adminClient, placeOrder, settlePayment } from '../support/checkout-helpers.js';
import { graphql } from '../support/gql/gql.js';
import type { WebhookDeliveryStatus, WebhooksDeliveriesQuery } from '../support/gql/graphql.js';
import { startTestShop, type ShopClient, type TestShop } from '../support/test-shop.js';
import { withDeclarations } from '../support/product-helpers.js';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  event: { id: string; type: string; createdAt: string; data: Record<string, unknown> };
}

/** A local receiver: records every request and answers with the next queued status (200 when none). */
class Receiver {
  readonly received: Received[] = [];
  readonly answers: number[] = [];
  private server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      this.received.push({ headers: req.headers, body, event: JSON.parse(body) as Received['event'] });
      const status = this.answers.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'receiver is down');
    });
  });
  url = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  of(type: string): Received[] {
    return this.received.filter((entry) => entry.event.type === type);
  }
}

let shop: TestShop;
let admin: ShopClient;
let receiver: Receiver;
let endpoint: { id: string; secret: string };

const CREATE_ENDPOINT = graphql(`
  mutation WebhooksCreateEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint {
        id
        url
        events
      }
      errors {
        code
        message
        field
      }
    }
  }
`);
const DELIVERIES = graphql(`
  query WebhooksDeliveries($endpointId: ID, $status: WebhookDeliveryStatus) {
    webhookDeliveries(endpointId: $endpointId, status: $status, limit: 100) {
      totalCount
      items {
        id
        eventId
        eventType
        status
        attempts
        responseStatus
        lastError
        payload
      }
    }
  }
`);
const CREATE_TOKEN = graphql(`
  mutation WebhooksCreateToken {
    createApiToken(input: { name: "All", scopes: [CATALOGUE_WRITE, ORDERS_READ, ORDERS_WRITE, CUSTOMERS_READ] }) {
      secret
      errors {
        message
      }
    }
  }
`);
const REDELIVER = graphql(`
  mutation WebhooksRedeliver($id: ID!) {
    redeliverWebhook(id: $id) {
      delivery {
        id
        eventId
        status
      }
      errors {
        code
        message
      }
    }
  }
`);
const SET_STATUS = graphql(`
  mutation WebhooksSetStatus($id: ID!, $status: OrderStatus!) {
    updateOrderStatus(id: $id, status: $status) {
      order {
        id
      }
      errors {
        code
        message
      }
    }
  }
`);
const CREATE_PRODUCT = graphql(`
  mutation WebhooksCreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      product {
        id
      }
      errors {
        message
      }
    }
  }
`);
const UPDATE_PRODUCT = graphql(`
  mutation WebhooksUpdateProduct($id: ID!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      product {
        id
      }
      errors {
        message
      }
    }
  }
`);
const DELETE_PRODUCT = graphql(`
  mutation WebhooksDeleteProduct($id: ID!) {
    deleteProduct(id: $id) {
      deletedId
      errors {
        message
      }
    }
  }
`);

type DeliveryRow = NonNullable<WebhooksDeliveriesQuery['webhookDeliveries']>['items'][number];

async function deliveries(status?: WebhookDeliveryStatus): Promise<DeliveryRow[]> {
  const result = await admin.gql(DELIVERIES, { endpointId: endpoint.id, status });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!.webhookDeliveries!.items;
}

/** The Standard Webhooks headers of a received delivery, as a receiver hands them to its verifier. */
function signedHeaders(received: Received): Record<string, string> {
  const header = (name: string) => String(received.headers[name]);
  return {
    'webhook-id': header('webhook-id'),
    'webhook-timestamp': header('webhook-timestamp'),
    'webhook-signature': header('webhook-signature'),
  };
}

/** The order or product id in a delivery's payload. */
function payloadId(delivery: DeliveryRow): string {
  return (JSON.parse(delivery.payload) as { id: string }).id;
}

async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const REFUND = graphql(`
  mutation WebhooksRefund($input: RefundOrderInput!) {
    refundOrder(input: $input) {
      order {
        id
      }
      errors {
        code
        message
      }
    }
  }
`);

const PRODUCT_INPUT = withDeclarations({
  id: 'neem-hook-test-1',
  name: 'Neem Hook Test',
  category: 'hair',
  subcategory: 'oil',
  price: 250,
  sizes: [{ label: '100ml', price: 250 }],
  description: 'A product made for the webhook suite.',
  benefits: ['Tested'],
  imageUrl: '/images/products/hair-oil-1/640.webp',
  stock: 40,
});

beforeAll(async () => {
  receiver = new Receiver();
  await receiver.start();
  shop = await startTestShop({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_DISPATCH_SECONDS: '0.1', WEBHOOK_RETRY_BASE_SECONDS: '0.3' });
  admin = await adminClient(shop);
  const created = await admin.gql(CREATE_ENDPOINT, {
    input: {
      url: receiver.url,
      // Every event the shop sends but the stock moves every checkout makes besides order.created
      // (product.stock_changed: catalogue-sync.test.ts), so each order here is one delivery.
      events: WEBHOOK_EVENT_TYPES.filter((type) => type !== 'product.stock_changed'),
      description: 'The test receiver',
    },
  });
  const { endpoint: registered, secret, errors } = created.data?.createWebhookEndpoint ?? {};
  if (!registered || !secret) throw new Error(JSON.stringify(created.errors ?? errors));
  endpoint = { id: registered.id, secret };
});

beforeEach(() => {
  receiver.answers.length = 0;
});

afterAll(async () => {
  await shop?.close();
  await receiver?.close();
});

describe('registering endpoints', () => {
  it('is for admins and tokens with WEBHOOKS_MANAGE: anonymous callers and other tokens are refused', async () => {
    const input = { url: receiver.url, events: ['order.created'] };
    expect((await shop.client().gql(CREATE_ENDPOINT, { input })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const token = await admin.gql(CREATE_TOKEN);
    const client = new GraphQLClient(`${shop.url}/graphql`, { headers: { authorization: `Bearer ${token.data!.createApiToken.secret}` } });
    // Who may call is authorization: a top-level error, which graphql-request throws.
    await expect(client.request(CREATE_ENDPOINT.toString(), { input })).rejects.toThrow(/lacks the WEBHOOKS_MANAGE scope/);
  });

  it('refuses unknown events and non-http URLs, storing nothing', async () => {
    const [before]: Array<{ n: number }> = await shop.dataSource.query('SELECT count(*)::int AS n FROM webhook_endpoints');
    const unknown = await admin.gql(CREATE_ENDPOINT, { input: { url: receiver.url, events: ['order.exploded'] } });
    expect(unknown.data!.createWebhookEndpoint).toMatchObject({
      endpoint: null,
      errors: [{ code: 'VALIDATION', field: ['input', 'events'] }],
    });
    const ftp = await admin.gql(CREATE_ENDPOINT, { input: { url: 'ftp://example.com/hook', events: ['order.created'] } });
    expect(ftp.data!.createWebhookEndpoint).toMatchObject({ secret: null, errors: [{ code: 'VALIDATION', field: ['input', 'url'] }] });
    const [after]: Array<{ n: number }> = await shop.dataSource.query('SELECT count(*)::int AS n FROM webhook_endpoints');
    expect(after.n).toBe(before.n);
  });
});

describe('deliveries', () => {
  it('sends order.created, signed so the receiver can verify it', async () => {
    const { orderId } = await placeOrder(shop.client());
    const received = await until('order.created', () => receiver.of('order.created').find((entry) => entry.event.data.id === orderId));
    expect(received.event).toMatchObject({ type: 'order.created', data: { id: orderId, status: 'PENDING', paymentStatus: 'PENDING' } });
    expect(received.headers['content-type']).toBe('application/json');
    expect(received.headers['x-herbal-event']).toBe('order.created');

    // What a receiver does: the Standard Webhooks library, given the secret as the shop showed it.
    expect(received.headers['webhook-id']).toBe(received.event.id);
    expect(Math.abs(Date.now() / 1000 - Number(received.headers['webhook-timestamp']))).toBeLessThan(60);
    expect(new Webhook(endpoint.secret).verify(received.body, signedHeaders(received))).toEqual(received.event);
    expect(() => new Webhook(endpoint.secret).verify(received.body.replace(orderId, 'someone-else'), signedHeaders(received))).toThrow();
    expect(() => new Webhook('whsec_d3JvbmcgYnV0IGxvbmcgZW5vdWdoIGtleQ==').verify(received.body, signedHeaders(received))).toThrow();
    // A new endpoint gets only the standard headers.
    expect(received.headers['x-herbal-signature']).toBeUndefined();

    const [row] = (await deliveries()).filter((delivery) => delivery.eventId === received.event.id);
    expect(row).toMatchObject({ status: 'DELIVERED', attempts: 1, responseStatus: 200, lastError: null });
  });

  it('retries after a 500 with back-off until the receiver answers 2xx, and shows it in the admin', async () => {
    receiver.answers.push(500, 500);
    const { orderId } = await placeOrder(shop.client());
    const attempts = await until('three attempts', () => {
      const seen = receiver.of('order.created').filter((entry) => entry.event.data.id === orderId);
      return seen.length >= 3 ? seen : undefined;
    });
    expect(new Set(attempts.map((entry) => entry.event.id)).size).toBe(1);
    const row = await until('the delivery marked delivered', async () =>
      (await deliveries()).find((delivery) => payloadId(delivery) === orderId && delivery.status === 'DELIVERED'),
    );
    expect(row).toMatchObject({ attempts: 3, responseStatus: 200, lastError: null });
  });

  it('records a failure with its status, and gives up after 24 hours', async () => {
    receiver.answers.push(...Array<number>(20).fill(503));
    const { orderId } = await placeOrder(shop.client());
    const failing = await until('a failed attempt', async () =>
      (await deliveries()).find((delivery) => payloadId(delivery) === orderId && delivery.responseStatus === 503),
    );
    expect(failing).toMatchObject({ status: 'PENDING', lastError: 'HTTP 503: receiver is down' });
    await shop.dataSource.query(`UPDATE webhook_deliveries SET created_at = now() - interval '25 hours' WHERE id = $1`, [failing.id]);
    const failed = await until('given up', async () => (await deliveries('FAILED')).find((delivery) => delivery.id === failing.id));
    expect(failed.responseStatus).toBe(503);
  });

  it('redelivers by hand: the same event again, as a new delivery', async () => {
    const { orderId } = await placeOrder(shop.client());
    const first = await until('order.created', () => receiver.of('order.created').find((entry) => entry.event.data.id === orderId));
    const [original] = (await deliveries()).filter((delivery) => delivery.eventId === first.event.id);
    const redelivered = await admin.gql(REDELIVER, { id: original.id });
    expect(redelivered.data?.redeliverWebhook.delivery).toMatchObject({ eventId: first.event.id, status: 'PENDING' });
    expect(redelivered.data?.redeliverWebhook.delivery?.id).not.toBe(original.id);
    await until('the second copy', () =>
      receiver.of('order.created').filter((entry) => entry.event.id === first.event.id).length === 2 ? true : undefined,
    );
  });

  it('sends order.paid and the status change when the payment is confirmed', async () => {
    const { orderId } = await placeOrder(shop.client());
    await settlePayment(shop, orderId, 'success');
    await shop.client().gql(CONFIRM_PAYMENT, { orderId });
    const paid = await until('order.paid', () => receiver.of('order.paid').find((entry) => entry.event.data.id === orderId));
    expect(paid.event.data).toMatchObject({ id: orderId });
    const changed = await until('order.status_changed', () =>
      receiver.of('order.status_changed').find((entry) => entry.event.data.id === orderId),
    );
    expect(changed.event.data).toMatchObject({ from: 'PENDING', to: 'PROCESSING', changedBy: 'payment' });
  });

  it('sends order.refunded, signed, once the payment provider completes a refund', async () => {
    const { orderId } = await placeOrder(shop.client());
    await settlePayment(shop, orderId, 'success');
    await shop.client().gql(CONFIRM_PAYMENT, { orderId });
    const asked = await admin.gql(REFUND, { input: { orderId, reason: 'Damaged in transit' } });
    expect(asked.data?.refundOrder.errors).toEqual([]);
    // The sandbox accepts the refund, then completes it and tells the shop (pg.refund.completed).
    const refunded = await until('order.refunded', () => receiver.of('order.refunded').find((entry) => entry.event.data.id === orderId));
    const [refund] = await shop.dataSource.query<Array<{ id: string; amount_paise: number }>>(
      `SELECT id, amount_paise FROM refunds WHERE order_id = $1`,
      [orderId],
    );
    expect(refunded.event.data).toEqual({
      id: orderId,
      refundId: refund.id,
      amountPaise: refund.amount_paise,
      refundedPaise: refund.amount_paise,
      fully: true,
      // The credit note issued for the refund, for the integrator's books.
      creditNoteNumber: expect.stringMatching(/^HRC\/\d{4}\/\d{5}$/) as string,
      // The order's version as of this event: receivers keep the newest.
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/) as string,
    });
    expect(refunded.headers['x-herbal-event']).toBe('order.refunded');
    expect(new Webhook(endpoint.secret).verify(refunded.body, signedHeaders(refunded))).toEqual(refunded.event);
    expect(receiver.of('order.refunded').filter((entry) => entry.event.data.id === orderId)).toHaveLength(1);
  });

  it('queues an event with its change, and nothing when the change is refused', async () => {
    const { orderId } = await placeOrder(shop.client());
    const refused = await admin.gql(SET_STATUS, { id: orderId, status: 'SHIPPED' });
    expect(refused.data?.updateOrderStatus.errors[0]?.code).toBe('INVALID_STATE');
    const cancelled = await admin.gql(SET_STATUS, { id: orderId, status: 'CANCELLED' });
    expect(cancelled.data?.updateOrderStatus.errors).toEqual([]);
    const changed = await until('order.status_changed', () =>
      receiver.of('order.status_changed').find((entry) => entry.event.data.id === orderId),
    );
    expect(changed.event.data).toMatchObject({ from: 'PENDING', to: 'CANCELLED' });
    const rows: Array<{ n: number }> = await shop.dataSource.query(
      `SELECT count(*)::int AS n FROM webhook_deliveries WHERE event_type = 'order.status_changed' AND payload->>'id' = $1`,
      [orderId],
    );
    expect(rows[0].n).toBe(1);
  });

  it('sends product.created, product.updated, stock.low and product.deleted for catalogue changes', async () => {
    const create = await admin.gql(CREATE_PRODUCT, { input: PRODUCT_INPUT });
    expect(create.data?.createProduct.errors).toEqual([]);
    await until('product.created', () => receiver.of('product.created').find((entry) => entry.event.data.id === PRODUCT_INPUT.id));

    const update = await admin.gql(UPDATE_PRODUCT, {
      id: PRODUCT_INPUT.id,
      input: { ...PRODUCT_INPUT, name: 'Neem Hook Test, renamed', stock: 4 },
    });
    expect(update.data?.updateProduct.errors).toEqual([]);
    const updated = await until('product.updated', () =>
      receiver.of('product.updated').find((entry) => entry.event.data.id === PRODUCT_INPUT.id),
    );
    expect(updated.event.data).toMatchObject({ name: 'Neem Hook Test, renamed', pricePaise: 25_000 });
    const low = await until('stock.low', () => receiver.of('stock.low').find((entry) => entry.event.data.id === PRODUCT_INPUT.id));
    expect(low.event.data).toMatchObject({ stock: 4, lowStockBelow: 10 });

    expect((await admin.gql(DELETE_PRODUCT, { id: PRODUCT_INPUT.id })).data?.deleteProduct.errors).toEqual([]);
    await until('product.deleted', () => receiver.of('product.deleted').find((entry) => entry.event.data.id === PRODUCT_INPUT.id));
  });

  it('does not report a checkout’s stock change as product.updated', async () => {
    await placeOrder(shop.client(), [{ productId: 'skin-soap-1', size: '100g', quantity: 1 }]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.of('product.updated').filter((entry) => entry.event.data.id === 'skin-soap-1')).toEqual([]);
  });

  it('sends each delivery once even when two processes dispatch at the same time', async () => {
    await shop.services.jobs.pause(DELIVER_WEBHOOK);
    try {
      const before = receiver.received.length;
      for (let i = 0; i < 5; i += 1) await placeOrder(shop.client());
      const other = new WebhookService({ dataSource: shop.dataSource, env: shop.env, logger: createLogger('silent') });
      await Promise.all([shop.services.webhooks.dispatchDue(), other.dispatchDue()]);
      const sent = receiver.received.slice(before);
      expect(sent).toHaveLength(5);
      expect(new Set(sent.map((entry) => entry.event.id)).size).toBe(5);
    } finally {
      await shop.services.jobs.resume(DELIVER_WEBHOOK);
    }
  });

  it('refuses at send time an address that is private, when private targets are not allowed', async () => {
    await shop.services.jobs.pause(DELIVER_WEBHOOK);
    try {
      const strict = new WebhookService({
        dataSource: shop.dataSource,
        env: { ...shop.env, WEBHOOK_ALLOW_PRIVATE_TARGETS: false },
        logger: createLogger('silent'),
      });
      const before = receiver.received.length;
      const { orderId } = await placeOrder(shop.client());
      await strict.dispatchDue();
      expect(receiver.received.length).toBe(before);
      const rows: Array<{ last_error: string; status: string }> = await shop.dataSource.query(
        `SELECT last_error, status FROM webhook_deliveries WHERE payload->>'id' = $1`,
        [orderId],
      );
      expect(rows).toEqual([{ last_error: '127.0.0.1 is a private address; not sending', status: 'PENDING' }]);
    } finally {
      await shop.services.jobs.resume(DELIVER_WEBHOOK);
    }
  });

  it('prunes finished deliveries after 30 days, keeping pending ones', async () => {
    const [old]: Array<{ id: string }> = await shop.dataSource.query(
      `UPDATE webhook_deliveries SET created_at = now() - interval '31 days'
        WHERE id = (SELECT id FROM webhook_deliveries WHERE status = 'DELIVERED' LIMIT 1) RETURNING id`,
    );
    const [pending]: Array<{ id: string }> = await shop.dataSource.query(
      `INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, payload, created_at, next_attempt_at)
       VALUES ($1, gen_random_uuid(), 'order.created', '{}', now() - interval '31 days', now() + interval '1 hour') RETURNING id`,
      [endpoint.id],
    );
    await new WebhookService({ dataSource: shop.dataSource, env: shop.env, logger: createLogger('silent') }).dispatchDue();
    const left: Array<{ id: string }> = await shop.dataSource.query('SELECT id FROM webhook_deliveries WHERE id = ANY($1)', [
      [old.id, pending.id],
    ]);
    expect(left.map((row) => row.id)).toEqual([pending.id]);
  });
});
