import 'reflect-metadata';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DataSource, Logger as TypeOrmLogger } from 'typeorm';
import { createApp } from '@server/app.js';
import { loadEnv, type Env } from '@server/config/env.js';
import { createDataSource, initializeDatabase } from '@server/db/data-source.js';
import { seedDatabase } from '@server/db/seed/seed.js';
import { expressBornMessages } from '@server/http/express-born-messages.js';
import { createLogger, type LogDestination } from '@server/kernel/logger.js';
import type { ShopServices } from '@server/container.js';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { z } from 'zod';
import { LoginDocument } from '@/gql/graphql.js';
import { graphql } from './gql/gql.js';
import type { TypedDocumentString } from './gql/graphql.js';
import { SANDBOX_CREDENTIALS } from './server-process.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export const TEST_ADMIN = { email: 'admin@herbal.test', password: 'correct-horse-battery' };

/**
 * Overrides for a shop in production mode on the built-in sandbox: the sandbox allowed, and the
 * sandbox's credentials given explicitly (production refuses to assume them).
 */
export function productionOverrides(): Record<string, string> {
  return { NODE_ENV: 'production', ALLOW_SANDBOX_IN_PRODUCTION: 'true', ...SANDBOX_CREDENTIALS };
}

// What an integrator signs in with: a throttled sign-in says how long to wait (the storefront's
// own sign-in, which ShopClient.login sends, does not ask).
export const LOGIN = graphql(`
  mutation TestShopLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      user {
        email
      }
      errors {
        code
        message
        retryAfterSeconds
      }
    }
  }
`);

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
  /** A database to open instead of a fresh one (a restored backup); close() drops it as its own. */
  database?: TestDatabase;
  /** Receives the shop's log lines (JSON), for suites that read them. */
  logDestination?: LogDestination;
  /** The address to listen on instead of 127.0.0.1 (a suite whose client connects from another network). */
  listenHost?: string;
}

export async function startTestShop(overrides: Record<string, string> = {}, options: TestShopOptions = {}): Promise<TestShop> {
  const database = options.database ?? (await createTestDatabase());
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    PAYMENT_RECONCILE_SECONDS: '0',
    // Suites send many requests from one address; rate-limits.test.ts sets its own limits.
    RATE_LIMIT_LOGINS_PER_MINUTE: '100000',
    RATE_LIMIT_ORDERS_PER_MINUTE: '100000',
    RATE_LIMIT_DISCOUNT_CHECKS_PER_MINUTE: '100000',
    RATE_LIMIT_DISCOUNT_CHECKS_PER_MINUTE_SHOP: '100000',
    // No background webhook polls among the statements suites count; webhook suites turn it on.
    WEBHOOK_DISPATCH_SECONDS: '0',
    // E-mail a suite waits for goes out within half a second of its change.
    JOB_POLL_SECONDS: '0.5',
    // Likewise the anti-hoarding limits (one address, one e-mail, large quantities in stock tests);
    // order-limits.test.ts holds the shop to its real defaults.
    ORDER_MAX_UNPAID_PER_ADDRESS: '100000',
    ORDER_MAX_UNPAID_PER_EMAIL: '100000',
    ORDER_MAX_UNITS_PER_PRODUCT: '99',
    ORDER_MAX_STOCK_SHARE_PERCENT: '100',
    ...overrides,
  });
  const logger = createLogger(env.LOG_LEVEL, { destination: options.logDestination });
  const dataSource = createDataSource({ url: database.url, poolSize: database.poolSize, logger: options.sqlLogger });
  await initializeDatabase(dataSource);
  await seedDatabase(dataSource, env, logger);

  // As main.ts makes them; the app that gives them their prototypes needs the port first.
  const messages = expressBornMessages();
  const server = http.createServer(messages.serverOptions);
  const host = options.listenHost ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;
  const shop = await createApp({ env, dataSource, logger, publicUrl: url });
  messages.adopt(shop.app);
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

/** The shape GraphQL over HTTP promises; an answer that breaks it fails the test here. */
const GRAPHQL_BODY = z.object({
  data: z.record(z.string(), z.unknown()).nullish(),
  errors: z
    .array(
      z.object({
        message: z.string(),
        path: z.array(z.union([z.string(), z.number()])).optional(),
        extensions: z.object({ code: z.string().optional() }).catchall(z.unknown()).optional(),
      }),
    )
    .optional(),
});

/** A started shop and one shopper's client on it: what the single-client suites start from. */
export async function startShopWithClient(overrides: Record<string, string> = {}): Promise<{ shop: TestShop; client: ShopClient }> {
  const shop = await startTestShop(overrides);
  return { shop, client: shop.client() };
}

export interface GraphQLError {
  message: string;
  path?: Array<string | number>;
  extensions?: { code?: string; [key: string]: unknown };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the default serves suites still sending untyped text (being converted)
export interface GraphQLResult<TData = Record<string, any>> {
  status: number;
  data?: TData | null;
  errors?: GraphQLError[];
}

/** Hand-written operation text (malformed, oversized or hostile on purpose): nothing is known of its answer. */
export type UntypedResult = GraphQLResult<Record<string, unknown>>;

/**
 * POSTs any body (an object, a batch, raw text) to /graphql with only the headers given and the
 * CSRF preflight one: for suites probing the transport itself (persisted documents, limits).
 * A JSON answer is checked for GraphQL's shape; anything else comes back as `raw`.
 */
export async function postGraphQL(
  baseUrl: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<UntypedResult & { raw?: string }> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  if (!text.startsWith('{')) return { status: response.status, raw: text };
  return { status: response.status, ...GRAPHQL_BODY.parse(JSON.parse(text)) };
}

/** A document the storefront sends (client/src/gql), typed by codegen's client preset. */
export type StorefrontDocument<TData, TVariables> = TypedDocumentNode<TData, TVariables>;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type SpreadFields<T> = T extends { ' $fragmentRefs'?: infer Refs }
  ? UnionToIntersection<Unmasked<NonNullable<Refs>[keyof NonNullable<Refs>]>>
  : unknown;

/** What ShopClient.gql sends: a suite's own graphql() document or a storefront one. */
export type Operation<TData, TVariables> = StorefrontDocument<TData, TVariables> | TypedDocumentString<TData, TVariables>;

/** A storefront answer with every fragment spread's fields in place (codegen masks them), as the server sends it. */
export type Unmasked<T> =
  T extends ReadonlyArray<infer Item>
    ? Array<Unmasked<Item>>
    : T extends object
      ? { [K in keyof T as K extends ' $fragmentRefs' | ' $fragmentName' ? never : K]: Unmasked<T[K]> } & SpreadFields<T>
      : T;

/** The text of a test's graphql() document or of a storefront document (printed, as a client sends it). */
export function operationText(document: Operation<unknown, never>): string {
  return typeof document === 'object' && 'kind' in document ? print(document) : document.toString();
}

/** Speaks to the shop the way a browser does: JSON over HTTP, cookies remembered. */
export class ShopClient {
  private cookies = new Map<string, string>();
  /** The Set-Cookie headers of the last answer, as sent. */
  lastSetCookies: string[] = [];
  /** Sent with every request from now on (e.g. a proxy's X-Request-Id). */
  headers: Record<string, string> = {};

  constructor(readonly baseUrl: string) {}

  /** A client that sends exactly this Cookie header, as an attacker replaying a stolen cookie would. */
  static withCookieHeader(baseUrl: string, cookieHeader: string): ShopClient {
    const client = new ShopClient(baseUrl);
    for (const pair of cookieHeader.split(';')) {
      const [name, ...value] = pair.trim().split('=');
      if (name) client.cookies.set(name, value.join('='));
    }
    return client;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(this.headers)) headers.set(name, value);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader);
    const response = await fetch(`${this.baseUrl}${path}`, { ...init, headers, redirect: 'manual' });
    this.lastSetCookies = response.headers.getSetCookie();
    for (const setCookie of this.lastSetCookies) {
      const [pair] = setCookie.split(';');
      const [name, ...rest] = pair.split('=');
      const value = rest.join('=');
      if (!value || /expires=Thu, 01 Jan 1970/i.test(setCookie)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return response;
  }

  /**
   * Sends an operation written with graphql() (tests/support/gql, generated from the schema by
   * `npm run codegen`), or one of the storefront's own documents (client/src/gql) so a suite asks
   * exactly what the shop asks: the answer (every fragment's fields unmasked) and the variables
   * are typed, and the document was checked against the schema when it was generated.
   */
  async gql<TData, TVariables>(document: Operation<TData, TVariables>, variables?: TVariables): Promise<GraphQLResult<Unmasked<TData>>> {
    return (await this.gqlText(operationText(document), variables)) as GraphQLResult<Unmasked<TData>>;
  }

  /** Sends operation text as it is (for malformed, oversized or hostile documents codegen would refuse). */
  async gqlText(query: string, variables?: unknown, extensions?: Record<string, unknown>): Promise<UntypedResult> {
    const response = await this.fetch('/graphql', {
      method: 'POST',
      // apollo-require-preflight satisfies Apollo's CSRF prevention, as the real client does.
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ query, variables, extensions }),
    });
    return { ...GRAPHQL_BODY.parse(await response.json()), status: response.status };
  }

  /** JSON to a REST shim; `body` may be a string to send malformed JSON. Read `json` through a zod schema. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- `json: any` serves suites not yet reading it through zod (being converted)
  async rest(method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
    const response = await this.fetch(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? (JSON.parse(text) as unknown) : null;
    } catch {
      json = { raw: text };
    }
    return { status: response.status, json };
  }

  /** Signs in as the storefront does (the session cookie is kept); the answer as GraphQL gave it. */
  login(email: string, password: string) {
    return this.gql(LoginDocument, { email, password });
  }

  /** Signs in and fails the test unless it worked; the signed-in user. */
  async loginOrFail(email: string, password: string) {
    const result = await this.login(email, password);
    const user = result.data?.login.user;
    if (!user) {
      const why = result.errors?.[0]?.message ?? result.data?.login.errors[0]?.message ?? 'no answer';
      throw new Error(`login as ${email} failed: ${why}`);
    }
    return user;
  }

  async loginAsAdmin(): Promise<void> {
    await this.loginOrFail(TEST_ADMIN.email, TEST_ADMIN.password);
  }
}
