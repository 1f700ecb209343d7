import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ClientError, GraphQLClient, gql } from 'graphql-request';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, placeOrder, settlePayment, sizeStock } from '../support/checkout-helpers.js';
import { startTestShop, type TestShop } from '../support/test-shop.js';

/**
 * An integrator mirroring the catalogue: Query.products by cursor (every product once, then only
 * what changed, stock moved by orders included) with graphql-request, and the
 * product.stock_changed webhook, one event per checkout, verified with the Standard Webhooks library.
 */
let shop: TestShop;
let client: GraphQLClient;
let secret: string;
const received: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
const receiver = http.createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => (body += chunk));
  req.on('end', () => {
    received.push({ headers: req.headers, body });
    res.writeHead(204).end();
  });
});

const SYNC = gql`
  query CatalogueSync($after: String, $updatedSince: DateTime, $first: Int) {
    products(after: $after, updatedSince: $updatedSince, first: $first) {
      items {
        id
        name
        stock
        updatedAt
        sizes {
          id
          label
          stock
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;
interface SyncPage {
  products: {
    items: Array<{
      id: string;
      name: string;
      stock: number;
      updatedAt: string;
      sizes: Array<{ id: string; label: string; stock: number }>;
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

/** One run of an integrator's sync: every page from the cursor on, and the cursor to keep. */
async function syncFrom(cursor: string | null, first = 7): Promise<{ items: SyncPage['products']['items']; cursor: string | null }> {
  const items: SyncPage['products']['items'] = [];
  for (;;) {
    const { products } = await client.request<SyncPage>(SYNC, { after: cursor, first });
    items.push(...products.items);
    cursor = products.pageInfo.endCursor;
    if (!products.pageInfo.hasNextPage) return { items, cursor };
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 1_100));

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  shop = await startTestShop({ NODE_ENV: 'development', WEBHOOK_DISPATCH_SECONDS: '0.1' });
  client = new GraphQLClient(`${shop.url}/graphql`);
  const admin = await adminClient(shop);
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  const created = await admin.gqlText(
    'mutation($url: String!) { createWebhookEndpoint(input: { url: $url, events: ["product.stock_changed"] }) { secret errors { message } } }',
    { url },
  );
  secret = (created.data as { createWebhookEndpoint: { secret: string } }).createWebhookEndpoint.secret;
});

afterAll(async () => {
  await shop?.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('the catalogue sync', () => {
  let cursor: string | null = null;

  it('lists every product once, by cursor, and a second run from the kept cursor finds nothing new', async () => {
    await settle();
    const first = await syncFrom(null);
    const [{ n }]: Array<{ n: number }> = await shop.dataSource.query('SELECT count(*)::int AS n FROM products');
    expect(first.items).toHaveLength(n);
    expect(new Set(first.items.map((product) => product.id)).size).toBe(n);
    const stamps = first.items.map((product) => product.updatedAt);
    expect([...stamps].sort()).toEqual(stamps);
    cursor = first.cursor;
    expect((await syncFrom(cursor)).items).toEqual([]);
  });

  it("brings back a product whose stock an order moved, with that size's stock as it now is", async () => {
    await placeOrder(shop.client(), [{ productId: 'hair-oil-2', size: '100ml', quantity: 1 }]);
    await settle();
    const next = await syncFrom(cursor);
    expect(next.items.map((product) => product.id)).toEqual(['hair-oil-2']);
    const size = next.items[0].sizes.find((candidate) => candidate.label === '100ml');
    expect(size?.stock).toBe(await sizeStock(shop, 'hair-oil-2', '100ml'));
    cursor = next.cursor;
  });

  it('starts at updatedSince when there is no cursor yet', async () => {
    const since = new Date(Date.now() - 60_000).toISOString();
    const { products } = await client.request<SyncPage>(SYNC, { updatedSince: since, first: 100 });
    expect(products.items.map((product) => product.id)).toContain('hair-oil-2');
  });

  it('refuses a cursor it did not make, and the offset arguments beside the cursor ones, as BAD_USER_INPUT', async () => {
    const refusal = (run: Promise<unknown>) =>
      run.then(
        () => null,
        (error: unknown) => (error instanceof ClientError ? error.response.errors?.[0] : error),
      );
    expect(await refusal(client.request(SYNC, { after: 'not-a-cursor' }))).toMatchObject({
      message: expect.stringContaining('after is not a cursor') as string,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await refusal(client.request('{ products(first: 5, sort: NEWEST) { items { id } } }'))).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('product.stock_changed', () => {
  it('is one verified event per checkout, listing every product it moved with each size’s stock', async () => {
    received.length = 0;
    const { orderId } = await placeOrder(shop.client(), [
      { productId: 'hair-oil-1', size: '100ml', quantity: 2 },
      { productId: 'hair-serum-1', size: '30ml', quantity: 1 },
    ]);
    const deadline = Date.now() + 10_000;
    while (received.length < 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toHaveLength(1);
    const [delivery] = received;
    const header = (name: string) => String(delivery.headers[name]);
    const event = new Webhook(secret).verify(delivery.body, {
      'webhook-id': header('webhook-id'),
      'webhook-timestamp': header('webhook-timestamp'),
      'webhook-signature': header('webhook-signature'),
    }) as {
      type: string;
      data: { updatedAt: string; products: Array<{ id: string; stock: number; sizes: Array<{ label: string; stock: number }> }> };
    };
    expect(event.type).toBe('product.stock_changed');
    expect(event.data.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    expect(event.data.products.map((product) => product.id)).toEqual(['hair-oil-1', 'hair-serum-1']);
    const oil = event.data.products[0].sizes.find((size) => size.label === '100ml');
    expect(oil?.stock).toBe(await sizeStock(shop, 'hair-oil-1', '100ml'));

    // A failed payment gives the stock back: one more event, with the stock restored.
    await settlePayment(shop, orderId, 'failed', { scope: 'order' });
    await shop.client().gqlText('mutation($id: ID!) { confirmPayment(id: $id) { paid } }', { id: orderId });
    while (received.length < 2 && Date.now() < deadline + 10_000) await new Promise((resolve) => setTimeout(resolve, 50));
    const restored = JSON.parse(received[1].body) as { type: string; data: { products: Array<{ id: string }> } };
    expect(restored.type).toBe('product.stock_changed');
    expect(restored.data.products.map((product) => product.id)).toEqual(['hair-oil-1', 'hair-serum-1']);
  });
});
