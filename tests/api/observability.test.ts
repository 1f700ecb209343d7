import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource } from '@server/db/data-source.js';
import { healthRoutes } from '@server/observability/health-routes.js';
import { CONFIRM_PAYMENT, placeOrder, settlePayment } from '../support/checkout-helpers.js';
import { createTestDatabase } from '../support/test-database.js';
import { eventually } from '../support/eventually.js';
import { startTestShop, type TestShop } from '../support/test-shop.js';

/**
 * What an operator watches: every request logged once with its id (the caller's X-Request-Id when
 * well-formed), the same id on every line the request writes, and /metrics in Prometheus's format
 * behind a token, showing a checkout's orders, payment calls, queues and the database pool.
 */
const METRICS_TOKEN = 'metrics-token-for-the-observability-suite';
const lines: Array<Record<string, unknown>> = [];
let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop(
    { LOG_LEVEL: 'info', METRICS_TOKEN, ORDER_MAX_UNPAID_PER_ADDRESS: '100000' },
    { logDestination: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) } },
  );
});

afterAll(async () => {
  await shop?.close();
});

const accessLines = () => lines.filter((line) => line.message === 'request');

/**
 * The label sets of a histogram's series, from its `_count` samples (the parser folds a labelled
 * histogram's series into one, so they are read from the text it has accepted).
 */
function histogramSeries(text: string, name: string): Array<Record<string, string>> {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}_count{`))
    .map((line) => Object.fromEntries([...line.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value])));
}

async function scrape(token = METRICS_TOKEN) {
  return fetch(`${shop.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
}

describe('a checkout as the operator sees it', () => {
  it('logs each request once with its id, the id the proxy sent, and never the query string', async () => {
    const shopper = shop.client();
    shopper.headers['x-request-id'] = 'lb-7f3a9c21-place';
    const { orderId } = await placeOrder(shopper);
    await settlePayment(shop, orderId, 'success');
    shopper.headers['x-request-id'] = 'lb-7f3a9c21-confirm';
    const confirmed = await shopper.gql(CONFIRM_PAYMENT, { orderId });
    expect(confirmed.data?.confirmPayment.paid).toBe(true);

    // The checkout's page asks for the products' sizes first, then places the order: one line each.
    const placing = accessLines().filter(
      (line) => line.requestId === 'lb-7f3a9c21-place' && line.operation === 'CheckoutHelpersCreateOrder',
    );
    expect(placing).toEqual([
      expect.objectContaining({
        level: 'info',
        method: 'POST',
        route: '/graphql',
        operation: 'CheckoutHelpersCreateOrder',
        status: 200,
        durationMs: expect.any(Number) as number,
      }),
    ]);
    expect(accessLines().filter((line) => line.requestId === 'lb-7f3a9c21-confirm')).toHaveLength(1);

    // The e-mail the confirmation queued is sent by its own job once the answer has gone: its line
    // is written in the background, after the request's.
    await eventually(
      () => Promise.resolve(lines.some((line) => line.message === 'e-mail (no SMTP_URL configured, kept in the outbox)')),
      15_000,
    );

    // A malformed id is replaced, never logged; the answer names the id used.
    const response = await fetch(`${shop.url}/livez?email=asha%40example.in`, { headers: { 'x-request-id': 'bad id <script>' } });
    const given = response.headers.get('x-request-id');
    expect(given).toMatch(/^[0-9a-f-]{36}$/);
    const live = accessLines().find((line) => line.requestId === given);
    expect(live).toMatchObject({ route: '/livez', status: 200 });
    expect(JSON.stringify(accessLines())).not.toContain('asha');
    expect(JSON.stringify(lines)).not.toContain('bad id');
  });

  it('serves /metrics only with the token, in a format Prometheus parses, with the checkout counted', async () => {
    expect((await fetch(`${shop.url}/metrics`)).status).toBe(401);
    expect((await scrape('not-the-metrics-token-at-all!')).status).toBe(401);

    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    const families = new Map(parsePrometheusTextFormat(text).map((family) => [family.name, family]));
    const value = (name: string, labels: Record<string, string> = {}) =>
      Number(
        families.get(name)?.metrics.find((metric) => Object.entries(labels).every(([key, wanted]) => metric.labels?.[key] === wanted))
          ?.value ?? NaN,
      );

    expect(value('shop_orders_placed_total')).toBeGreaterThanOrEqual(1);
    expect(value('shop_orders_paid_total')).toBeGreaterThanOrEqual(1);
    expect(families.get('shop_orders_failed_total')?.type).toBe('COUNTER');
    expect(families.get('shop_graphql_operation_duration_seconds')?.type).toBe('HISTOGRAM');
    expect(histogramSeries(text, 'shop_graphql_operation_duration_seconds').map((labels) => labels.operation)).toEqual(
      expect.arrayContaining(['CheckoutHelpersCreateOrder', 'CheckoutHelpersConfirmPayment']),
    );
    expect(histogramSeries(text, 'shop_http_request_duration_seconds')).toContainEqual({
      method: 'POST',
      route: '/graphql',
      status: '2xx',
    });
    // The sandbox stands in for PhonePe behind the same client: its calls are timed by call.
    expect(histogramSeries(text, 'shop_payment_provider_call_duration_seconds')).toContainEqual({ call: 'POST token', outcome: 'ok' });
    expect(families.get('shop_payment_provider_errors_total')?.type).toBe('COUNTER');
    // Read at scrape time from the database and the pool.
    expect(value('shop_mail_outbox_queued')).toBeGreaterThanOrEqual(0);
    expect(value('shop_webhook_deliveries_pending')).toBe(0);
    expect(value('shop_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(value('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(value('process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});

describe('/livez and /readyz', () => {
  it('is alive at once, and ready only once every migration has run and the database answers', async () => {
    const database = await createTestDatabase();
    const dataSource = createDataSource({ url: database.url, poolSize: database.poolSize });
    const app = express().use(healthRoutes(dataSource));
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const get = async (path: string) => {
      const answer = await fetch(`${base}${path}`);
      return { status: answer.status, body: (await answer.json()) as { status: string; reason?: string } };
    };
    try {
      expect(await get('/livez')).toEqual({ status: 200, body: { status: 'ok' } });
      expect(await get('/readyz')).toEqual({ status: 503, body: { status: 'unavailable', reason: 'database not connected' } });

      await dataSource.initialize();
      expect(await get('/readyz')).toEqual({ status: 503, body: { status: 'unavailable', reason: 'migrations pending' } });
      expect((await get('/healthz')).status).toBe(503);

      await dataSource.runMigrations({ transaction: 'each' });
      expect(await get('/readyz')).toEqual({ status: 200, body: { status: 'ok' } });
      expect((await get('/healthz')).status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (dataSource.isInitialized) await dataSource.destroy();
      await database.drop();
    }
  });
});
