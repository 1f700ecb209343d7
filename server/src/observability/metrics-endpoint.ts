import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { RequestHandler } from 'express';
import { Gauge, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import { metricsRegistry } from '../kernel/metrics.js';

/**
 * `/metrics` in Prometheus's text format: the process's counters and histograms (kernel/metrics.ts)
 * and, read from the database at scrape time, the queues that should stay short (e-mail outbox,
 * webhook deliveries) and the connection pool. On the shop's port it needs `Authorization:
 * Bearer <METRICS_TOKEN>` (it shows order rates and queue depths, not for the public); on
 * METRICS_PORT it is served alone, for a network only the scraper reaches.
 */
export interface MetricsEndpoint {
  /** For the shop's own port: 404 without a configured token, 401 with a wrong one. */
  handler: RequestHandler;
  /** The whole text, as a scrape reads it. */
  scrape(): Promise<{ contentType: string; body: string }>;
  /** Serves only /metrics on its own port (METRICS_PORT); resolves once listening. */
  listen(port: number, host: string): Promise<http.Server>;
}

/** Counted up to this many: a queue this long is an alarm whatever the exact figure. */
const QUEUE_COUNT_CAP = 100_000;

interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export function createMetricsEndpoint(options: { dataSource: DataSource; token?: string }): MetricsEndpoint {
  const { dataSource } = options;
  const own = new Registry();
  const cappedCount = async (sql: string) => {
    const [row] = await dataSource.query<Array<{ count: string }>>(
      `SELECT count(*) AS count FROM (${sql} LIMIT ${QUEUE_COUNT_CAP}) queued`,
    );
    return Number(row?.count ?? 0);
  };
  new Gauge({
    name: 'shop_mail_outbox_queued',
    help: 'E-mails waiting in the outbox to be sent',
    registers: [own],
    async collect() {
      this.set(await cappedCount(`SELECT 1 FROM mail_outbox WHERE status = 'queued'`));
    },
  });
  new Gauge({
    name: 'shop_webhook_deliveries_pending',
    help: 'Webhook deliveries waiting to be sent or retried',
    registers: [own],
    async collect() {
      this.set(await cappedCount(`SELECT 1 FROM webhook_deliveries WHERE status = 'PENDING'`));
    },
  });
  new Gauge({
    name: 'shop_db_pool_connections',
    help: 'Database connections of this process: open in total, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [own],
    collect() {
      const pool = (dataSource.driver as unknown as { master?: PgPool }).master;
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  const scrape = async () => {
    const merged = Registry.merge([metricsRegistry, own]);
    return { contentType: merged.contentType, body: await merged.metrics() };
  };

  const expected = options.token ? Buffer.from(`Bearer ${options.token}`) : null;
  const authorised = (header: string | undefined) => {
    if (!expected || !header) return false;
    const given = Buffer.from(header);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  return {
    scrape,
    handler: (req, res, next) => {
      if (!expected) return next();
      res.setHeader('Cache-Control', 'no-store');
      if (!authorised(req.headers.authorization)) {
        res.status(401).setHeader('WWW-Authenticate', 'Bearer realm="metrics"').json({ message: 'A metrics token is required' });
        return;
      }
      scrape().then(({ contentType, body }) => res.type(contentType).send(body), next);
    },
    listen(port, host) {
      const server = http.createServer((req, res) => {
        if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
          res.writeHead(404).end();
          return;
        }
        scrape().then(
          ({ contentType, body }) => res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body),
          () => res.writeHead(500).end(),
        );
      });
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve(server));
      });
    },
  };
}
