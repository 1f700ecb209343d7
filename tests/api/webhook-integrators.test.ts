import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, placeOrder } from '../support/checkout-helpers.js';
import { graphql } from '../support/gql/gql.js';
import { startTestShop, ShopClient, type TestShop } from '../support/test-shop.js';

/**
 * An integrator's path to a verified webhook, in development mode as on their own machine: a
 * token registers a receiver on localhost over http, sends it a test event, and verifies every
 * delivery with the Standard Webhooks library; a record's events arrive in their order, a
 * redelivery is the same bytes, and product events carry each size's current price.
 */

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  event: { id: string; type: string; createdAt: string; data: Record<string, unknown> };
}

/** A receiver on this machine that answers the queued statuses first (200 when none is queued). */
class Receiver {
  readonly received: Received[] = [];
  readonly answers: number[] = [];
  url = '';
  private server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const status = this.answers.shift() ?? 200;
      if (status === 200) this.received.push({ headers: req.headers, body, event: JSON.parse(body) as Received['event'] });
      res.writeHead(status).end();
    });
  });

  async start(host: string): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://${host}:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  about(id: string): Received[] {
    return this.received.filter((entry) => entry.event.data.id === id);
  }
}

const CREATE_TOKEN = graphql(`
  mutation IntegratorToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      secret
      errors {
        message
      }
    }
  }
`);
const CREATE_ENDPOINT = graphql(`
  mutation IntegratorEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint {
        id
        url
      }
      errors {
        code
        message
        field
      }
    }
  }
`);
const SEND_TEST = graphql(`
  mutation IntegratorSendTest($endpointId: ID!) {
    sendTestWebhook(endpointId: $endpointId) {
      delivery {
        id
        eventId
        eventType
        status
      }
      errors {
        code
        message
        field
      }
    }
  }
`);
const ENDPOINTS_AND_DELIVERIES = graphql(`
  query IntegratorEndpoints {
    webhookEndpoints {
      id
    }
    webhookDeliveries(limit: 100) {
      items {
        id
        eventId
        eventType
        endpointId
        status
      }
    }
  }
`);
const DELETE_ENDPOINT = graphql(`
  mutation IntegratorDeleteEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id) {
      deletedId
      errors {
        code
        field
      }
    }
  }
`);
const REDELIVER = graphql(`
  mutation IntegratorRedeliver($id: ID!) {
    redeliverWebhook(id: $id) {
      delivery {
        id
      }
      errors {
        code
      }
    }
  }
`);
const CANCEL = graphql(`
  mutation IntegratorCancel($id: ID!) {
    updateOrderStatus(id: $id, status: CANCELLED) {
      errors {
        code
      }
    }
  }
`);
const UPDATE_SIZE_PRICE = graphql(`
  mutation IntegratorUpdateProduct($id: ID!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      product {
        sizes {
          id
          priceMoney {
            amount
          }
        }
      }
      errors {
        message
        field
      }
    }
  }
`);

let shop: TestShop;
let admin: ShopClient;
let receiver: Receiver;
let integrator: ShopClient;
let endpoint: { id: string; secret: string };

async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function verified(received: Received): unknown {
  const header = (name: string) => String(received.headers[name]);
  return new Webhook(endpoint.secret).verify(received.body, {
    'webhook-id': header('webhook-id'),
    'webhook-timestamp': header('webhook-timestamp'),
    'webhook-signature': header('webhook-signature'),
  });
}

async function tokenClient(scopes: string[], name: string): Promise<ShopClient> {
  const created = await admin.gql(CREATE_TOKEN, { input: { name, scopes: scopes as never } });
  const client = new ShopClient(shop.url);
  client.headers.authorization = `Bearer ${created.data!.createApiToken.secret}`;
  return client;
}

beforeAll(async () => {
  receiver = new Receiver();
  await receiver.start('localhost');
  // Development mode, and no WEBHOOK_ALLOW_PRIVATE_TARGETS: what an integrator runs on their machine.
  shop = await startTestShop({ NODE_ENV: 'development', WEBHOOK_DISPATCH_SECONDS: '0.1', WEBHOOK_RETRY_BASE_SECONDS: '0.3' });
  admin = await adminClient(shop);
  integrator = await tokenClient(['WEBHOOKS_MANAGE', 'ORDERS_WRITE', 'CATALOGUE_WRITE'], 'Local integration');
});

afterAll(async () => {
  await shop?.close();
  await receiver?.close();
});

describe('a token that manages its own webhooks', () => {
  it('registers a receiver on localhost over http in development mode', async () => {
    const created = await integrator.gql(CREATE_ENDPOINT, {
      input: { url: receiver.url, events: ['order.created', 'order.status_changed', 'product.updated'] },
    });
    const { endpoint: registered, secret, errors } = created.data!.createWebhookEndpoint;
    expect(errors).toEqual([]);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    endpoint = { id: registered!.id, secret: secret! };
  });

  it('sends it a signed test event that the standardwebhooks verifier accepts', async () => {
    const sent = await integrator.gql(SEND_TEST, { endpointId: endpoint.id });
    const delivery = sent.data!.sendTestWebhook.delivery!;
    expect(delivery).toMatchObject({ eventType: 'webhook.test', status: 'PENDING' });
    const received = await until('the test event', () => receiver.received.find((entry) => entry.event.id === delivery.eventId));
    expect(verified(received)).toMatchObject({ type: 'webhook.test', data: { endpointId: endpoint.id } });
    expect(received.headers['webhook-id']).toBe(delivery.eventId);
  });

  it('sees its own endpoints and deliveries only; another token cannot touch them', async () => {
    const mine = await integrator.gql(ENDPOINTS_AND_DELIVERIES);
    expect(mine.data!.webhookEndpoints).toEqual([{ id: endpoint.id }]);
    expect(mine.data!.webhookDeliveries!.items.every((delivery) => delivery.endpointId === endpoint.id)).toBe(true);

    const other = await tokenClient(['WEBHOOKS_MANAGE'], 'Another integration');
    const theirs = await other.gql(ENDPOINTS_AND_DELIVERIES);
    expect(theirs.data).toEqual({ webhookEndpoints: [], webhookDeliveries: { items: [] } });
    const deleted = await other.gql(DELETE_ENDPOINT, { id: endpoint.id });
    expect(deleted.data!.deleteWebhookEndpoint).toEqual({ deletedId: null, errors: [{ code: 'NOT_FOUND', field: ['id'] }] });
    const tested = await other.gql(SEND_TEST, { endpointId: endpoint.id });
    expect(tested.data!.sendTestWebhook.errors).toEqual([expect.objectContaining({ code: 'NOT_FOUND', field: ['endpointId'] })]);
    // The admin sees every endpoint.
    expect((await admin.gql(ENDPOINTS_AND_DELIVERIES)).data!.webhookEndpoints).toContainEqual({ id: endpoint.id });
  });
});

describe('what the deliveries carry', () => {
  it('sends order.created before the order’s status change, even when order.created needed a retry', async () => {
    receiver.answers.push(500, 500);
    const { orderId } = await placeOrder(shop.client());
    expect((await admin.gql(CANCEL, { id: orderId })).data!.updateOrderStatus.errors).toEqual([]);
    const events = await until('both events', () => (receiver.about(orderId).length >= 2 ? receiver.about(orderId) : undefined));
    expect(events.map((entry) => entry.event.type)).toEqual(['order.created', 'order.status_changed']);
    // Each carries the order's version; the later change has the later one.
    const [created, changed] = events.map((entry) => String(entry.event.data.updatedAt));
    expect(changed > created).toBe(true);
    for (const entry of events) expect(verified(entry)).toEqual(entry.event);
  });

  it('redelivers the same event byte for byte: same id, time and data', async () => {
    const { orderId } = await placeOrder(shop.client());
    const first = await until('order.created', () => receiver.about(orderId)[0]);
    const rows = (await integrator.gql(ENDPOINTS_AND_DELIVERIES)).data!.webhookDeliveries!.items;
    const original = rows.find((row) => row.eventId === first.event.id)!;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await integrator.gql(REDELIVER, { id: original.id })).data!.redeliverWebhook.errors).toEqual([]);
    const again = await until('the redelivery', () => (receiver.about(orderId).length >= 2 ? receiver.about(orderId)[1] : undefined));
    expect(again.body).toBe(first.body);
    expect(again.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(verified(again)).toEqual(first.event);
  });

  it('sends product.updated with each size’s current price when one size’s price changes', async () => {
    const product = await shop.dataSource.query<Array<{ sizes: Array<{ id: string; label: string; pricePaise: number }> }>>(
      `SELECT sizes FROM products WHERE id = 'hair-oil-1'`,
    );
    const sizes = product[0].sizes.map((size, index) => ({
      id: size.id,
      label: size.label,
      pricePaise: index === 0 ? size.pricePaise + 1_100 : size.pricePaise,
    }));
    const [row] = await shop.dataSource.query<Array<Record<string, unknown>>>(
      `SELECT name, category, subcategory, price_paise, description, benefits, image_url, stock FROM products WHERE id = 'hair-oil-1'`,
    );
    const updated = await integrator.gql(UPDATE_SIZE_PRICE, {
      id: 'hair-oil-1',
      input: {
        name: String(row.name),
        category: String(row.category),
        subcategory: String(row.subcategory),
        pricePaise: Number(row.price_paise),
        sizes,
        description: String(row.description),
        benefits: row.benefits as string[],
        imageUrl: String(row.image_url),
        stock: Number(row.stock),
      },
    });
    expect(updated.data!.updateProduct.errors).toEqual([]);
    const event = await until('product.updated', () =>
      receiver.about('hair-oil-1').find((entry) => entry.event.type === 'product.updated'),
    );
    expect(event.event.data.sizes).toEqual(
      sizes.map((size) => ({
        id: size.id,
        label: size.label,
        pricePaise: size.pricePaise,
        sku: expect.any(String) as string,
        stock: expect.any(Number) as number,
      })),
    );
    expect(verified(event)).toEqual(event.event);
  });

  it('keeps the old X-Herbal-Signature header, beside the standard ones, for endpoints registered before them', async () => {
    await shop.dataSource.query(`UPDATE webhook_endpoints SET legacy_signature = true WHERE id = $1`, [endpoint.id]);
    const sent = await integrator.gql(SEND_TEST, { endpointId: endpoint.id });
    const eventId = sent.data!.sendTestWebhook.delivery!.eventId;
    const received = await until('the test event', () => receiver.received.find((entry) => entry.event.id === eventId));
    expect(String(received.headers['x-herbal-signature'])).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verified(received)).toEqual(received.event);
  });
});
