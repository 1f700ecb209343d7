import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@server/kernel/logger.js';
import { RATE_LIMIT_MESSAGE, RedisRateLimiter } from '@server/kernel/rate-limiter.js';
import { REST_ORDER, snapshot, toVariantLines, VALID_SHIPPING } from '../support/checkout-helpers.js';
import { graphql } from '../support/gql/gql.js';
import type { TypedDocumentString } from '../support/gql/graphql.js';
import { startTestShop, TEST_ADMIN, type GraphQLError, type TestShop } from '../support/test-shop.js';

/**
 * Rate limits on sign-in and order creation, per client address: counted in memory by default,
 * in Redis when REDIS_URL is set so that several server processes share one count.
 */
const LOGINS_PER_MINUTE = 3;
const ORDERS_PER_MINUTE = 2;
const LIMITS = { RATE_LIMIT_LOGINS_PER_MINUTE: String(LOGINS_PER_MINUTE), RATE_LIMIT_ORDERS_PER_MINUTE: String(ORDERS_PER_MINUTE) };

const LOGIN = graphql(`
  mutation RateLimitsLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      user {
        id
      }
      errors {
        code
        message
        retryAfterSeconds
      }
    }
  }
`);
const CREATE_ORDER = graphql(`
  mutation RateLimitsCreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      order {
        id
      }
      errors {
        code
        message
        retryAfterSeconds
      }
    }
  }
`);
/** One bottle of hair oil, named by its variant in this shop's database. */
async function orderInput(target: TestShop) {
  return {
    shipping: VALID_SHIPPING,
    lines: await toVariantLines(target.client(), [{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }]),
  };
}

interface Answer<TData> {
  status: number;
  /** The Retry-After header: GraphQL answers stay HTTP 200 but say when to come back. */
  retryAfter: string | null;
  data?: TData | null;
  errors?: GraphQLError[];
}

/** A GraphQL call from `ip` (the app trusts X-Forwarded-For from loopback, as behind its proxy). */
async function gqlFrom<TData, TVariables>(
  shop: TestShop,
  ip: string,
  document: TypedDocumentString<TData, TVariables>,
  variables: TVariables,
): Promise<Answer<TData>> {
  const response = await fetch(`${shop.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', 'x-forwarded-for': ip },
    body: JSON.stringify({ query: document.toString(), variables }),
  });
  return {
    ...((await response.json()) as Omit<Answer<TData>, 'status' | 'retryAfter'>),
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
  };
}

async function restFrom(shop: TestShop, ip: string, path: string, body: unknown) {
  const response = await fetch(`${shop.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), json: (await response.json()) as unknown };
}

describe('rate limits, in memory (the default)', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await startTestShop(LIMITS);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it(`allows ${LOGINS_PER_MINUTE} sign-in attempts a minute per address, then refuses even the right password`, async () => {
    for (let attempt = 1; attempt <= LOGINS_PER_MINUTE; attempt += 1) {
      const answer = await gqlFrom(shop, '198.51.100.10', LOGIN, { email: `nobody-${attempt}@herbal.test`, password: 'wrong-password' });
      expect(answer.data?.login.errors[0]?.code).toBe('INVALID_CREDENTIALS');
    }
    const blocked = await gqlFrom(shop, '198.51.100.10', LOGIN, TEST_ADMIN);
    // Throttling is an expected refusal: HTTP 200, the payload says why and for how long.
    expect(blocked.status).toBe(200);
    expect(blocked.errors).toBeUndefined();
    expect(blocked.data?.login).toMatchObject({ user: null, errors: [{ message: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' }] });
    const seconds = blocked.data?.login.errors[0]?.retryAfterSeconds;
    expect(seconds).toBeGreaterThan(0);
    expect(Number(blocked.retryAfter)).toBe(seconds);

    // Another address is not affected.
    expect((await gqlFrom(shop, '198.51.100.11', LOGIN, TEST_ADMIN)).data?.login.user).not.toBeNull();
  });

  it('answers the REST login 429 with Retry-After once over the limit', async () => {
    const answers = [];
    for (let attempt = 0; attempt <= LOGINS_PER_MINUTE; attempt += 1) {
      answers.push(await restFrom(shop, '198.51.100.12', '/api/users/login/', TEST_ADMIN));
    }
    const statuses = answers.map((answer) => answer.status);
    const last = answers[answers.length - 1];
    expect(statuses).toEqual([...Array<number>(LOGINS_PER_MINUTE).fill(200), 429]);
    expect(last.json).toMatchObject({ message: RATE_LIMIT_MESSAGE });
    expect(Number(last.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(last.retryAfter)).toBeLessThanOrEqual(60);
  });

  it(`allows ${ORDERS_PER_MINUTE} orders a minute per address, and stores nothing for the refused one`, async () => {
    for (let order = 1; order <= ORDERS_PER_MINUTE; order += 1) {
      const answer = await gqlFrom(shop, '203.0.113.20', CREATE_ORDER, { input: await orderInput(shop) });
      expect(answer.data?.createOrder.errors).toEqual([]);
    }
    const before = await snapshot(shop);
    const blocked = await gqlFrom(shop, '203.0.113.20', CREATE_ORDER, { input: await orderInput(shop) });
    expect(blocked.data?.createOrder).toMatchObject({ order: null, errors: [{ message: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' }] });
    expect(Number(blocked.retryAfter)).toBe(blocked.data?.createOrder.errors[0]?.retryAfterSeconds);
    expect(await snapshot(shop)).toEqual(before);

    const rest = await restFrom(shop, '203.0.113.20', '/api/orders/createorders/', REST_ORDER);
    expect(rest.status).toBe(429);
    expect(rest.json).toMatchObject({ ok: false, message: RATE_LIMIT_MESSAGE });
    expect(Number(rest.retryAfter)).toBeGreaterThanOrEqual(1);

    const elsewhere = await restFrom(shop, '203.0.113.21', '/api/orders/createorders/', REST_ORDER);
    expect(elsewhere.status).toBe(201);
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisReachable = await (async () => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
})();
if (!redisReachable) console.warn(`rate-limits: Redis at ${REDIS_URL} is unreachable; skipping the shared-store tests`);

describe.skipIf(!redisReachable)(`rate limits in Redis (${REDIS_URL}), shared by two server processes`, () => {
  const prefix = `herbal-test:${randomBytes(6).toString('hex')}:`;
  let first: TestShop;
  let second: TestShop;

  beforeAll(async () => {
    const env = { ...LIMITS, REDIS_URL, RATE_LIMIT_PREFIX: prefix };
    [first, second] = await Promise.all([startTestShop(env), startTestShop(env)]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('counts one address’s sign-ins across both instances', async () => {
    const answers = [];
    for (let attempt = 0; attempt < LOGINS_PER_MINUTE; attempt += 1) {
      answers.push(await gqlFrom(attempt % 2 ? second : first, '192.0.2.30', LOGIN, TEST_ADMIN));
    }
    expect(answers.map((answer) => answer.data?.login.errors)).toEqual(Array(LOGINS_PER_MINUTE).fill([]));
    const blockedHere = await gqlFrom(first, '192.0.2.30', LOGIN, TEST_ADMIN);
    const blockedThere = await gqlFrom(second, '192.0.2.30', LOGIN, TEST_ADMIN);
    expect(blockedHere.data?.login.errors[0]?.code).toBe('RATE_LIMITED');
    expect(blockedThere.data?.login.errors[0]?.code).toBe('RATE_LIMITED');

    const redis = new Redis(REDIS_URL);
    const ttl = await redis.pttl(`${prefix}login:192.0.2.30`);
    await redis.quit();
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('counts orders across both instances', async () => {
    expect((await gqlFrom(first, '192.0.2.31', CREATE_ORDER, { input: await orderInput(first) })).data?.createOrder.errors).toEqual([]);
    expect((await gqlFrom(second, '192.0.2.31', CREATE_ORDER, { input: await orderInput(second) })).data?.createOrder.errors).toEqual([]);
    const blocked = await restFrom(first, '192.0.2.31', '/api/orders/createorders/', REST_ORDER);
    expect(blocked.status).toBe(429);
  });
});

describe('when Redis is down', () => {
  it('lets requests through rather than closing the shop', async () => {
    const limiter = new RedisRateLimiter('redis://127.0.0.1:1', 'down:', createLogger('silent'));
    const started = performance.now();
    const decisions = await Promise.all([1, 2, 3].map(() => limiter.consume('login:x', 1, 60)));
    await limiter.close();
    expect(decisions.every((decision) => decision.allowed)).toBe(true);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
