import 'reflect-metadata';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DataSource, Logger as TypeOrmLogger } from 'typeorm';
import { createApp } from '../../server/src/app.js';
import { loadEnv, type Env } from '../../server/src/config/env.js';
import { createDataSource, initializeDatabase } from '../../server/src/db/data-source.js';
import { seedDatabase } from '../../server/src/db/seed/seed.js';
import { createLogger } from '../../server/src/logger.js';
import type { ShopServices } from '../../server/src/services/services.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export const TEST_ADMIN = { email: 'admin@herbal.test', password: 'correct-horse-battery' };

/**
 * A whole shop for one test suite: its own fresh database (migrated and seeded), the real app on
 * a random port, the payment sandbox inside it. Talk to it over real HTTP with `client()`.
 */
export interface TestShop {
  url: string;
  dataSource: DataSource;
  services: ShopServices;
  env: Env;
  database: TestDatabase;
  /** A new browser-like client with its own cookie jar. */
  client(): ShopClient;
  close(): Promise<void>;
}

export interface TestShopOptions {
  /** Sees every SQL statement the shop sends (the query-count suites use a QueryCounter). */
  sqlLogger?: TypeOrmLogger;
}

export async function startTestShop(overrides: Record<string, string> = {}, options: TestShopOptions = {}): Promise<TestShop> {
  const database = await createTestDatabase();
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    PAYMENT_RECONCILE_SECONDS: '0',
    // Suites send many requests from one address; rate-limits.test.ts sets its own limits.
    RATE_LIMIT_LOGINS_PER_MINUTE: '100000',
    RATE_LIMIT_ORDERS_PER_MINUTE: '100000',
    ...overrides,
  });
  const logger = createLogger(env.LOG_LEVEL);
  const dataSource = createDataSource({ url: database.url, poolSize: database.poolSize, logger: options.sqlLogger });
  await initializeDatabase(dataSource);
  await seedDatabase(dataSource, env, logger);

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const shop = await createApp({ env, dataSource, logger, publicUrl: url });
  server.on('request', shop.requestListener);

  return {
    url,
    dataSource,
    services: shop.services,
    env,
    database,
    client: () => new ShopClient(url),
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await shop.stop();
      await dataSource.destroy();
      await database.drop();
    },
  };
}

export interface GraphQLResult<TData = Record<string, any>> {
  status: number;
  data?: TData | null;
  errors?: Array<{ message: string; extensions?: { code?: string; [key: string]: unknown } }>;
}

/** Speaks to the shop the way a browser does: JSON over HTTP, cookies remembered. */
export class ShopClient {
  private cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader);
    const response = await fetch(`${this.baseUrl}${path}`, { ...init, headers, redirect: 'manual' });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      const [name, ...rest] = pair.split('=');
      const value = rest.join('=');
      if (!value || /expires=Thu, 01 Jan 1970/i.test(setCookie)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return response;
  }

  async gql<TData = Record<string, any>>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResult<TData>> {
    const response = await this.fetch('/graphql', {
      method: 'POST',
      // apollo-require-preflight satisfies Apollo's CSRF prevention, as the real client does.
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as GraphQLResult<TData>;
    return { ...body, status: response.status };
  }

  /** JSON to a REST shim; `body` may be a string to send malformed JSON. */
  async rest(method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
    const response = await this.fetch(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = { raw: text };
    }
    return { status: response.status, json };
  }

  async loginAsAdmin(): Promise<void> {
    const result = await this.gql(`mutation { login(email: "${TEST_ADMIN.email}", password: "${TEST_ADMIN.password}") { id role } }`);
    if (result.errors) throw new Error(`admin login failed: ${result.errors[0].message}`);
  }
}
