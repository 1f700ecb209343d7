import { ClientError, GraphQLClient } from 'graphql-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, placeOrder, SET_ORDER_STATUS } from '../support/checkout-helpers.js';
import { graphql } from '../support/gql/gql.js';
import type { ApiTokenScope, ApiTokensOrdersQuery, CheckoutHelpersSetOrderStatusMutation } from '../support/gql/graphql.js';
import { startTestShop, type ShopClient, type TestShop } from '../support/test-shop.js';

const RATE_LIMIT = 25;
const APP_ORIGIN = 'https://app.integrator.example';

let shop: TestShop;
let admin: ShopClient;
let orderId: string;

const CREATE = graphql(`
  mutation ApiTokensCreate($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      secret
      token {
        id
        name
        prefix
        scopes
        lastUsedAt
        revokedAt
      }
      errors {
        code
        message
        field
      }
    }
  }
`);
const ORDERS = graphql(`
  query ApiTokensOrders {
    orders(limit: 5) {
      totalCount
      items {
        id
        status
        history {
          status
          changedBy
        }
      }
    }
  }
`);
const TOKENS = graphql(`
  query ApiTokensList {
    apiTokens {
      id
      prefix
      lastUsedAt
    }
  }
`);
const REVOKE = graphql(`
  mutation ApiTokensRevoke($id: ID!) {
    revokeApiToken(id: $id) {
      token {
        revokedAt
      }
      errors {
        code
        message
      }
    }
  }
`);

async function createToken(name: string, scopes: ApiTokenScope[]) {
  const result = await admin.gql(CREATE, { input: { name, scopes } });
  const { secret, token, errors } = result.data?.createApiToken ?? {};
  if (!secret || !token) throw new Error(JSON.stringify(result.errors ?? errors));
  return { secret, token };
}

/** An integrator's client: graphql-request with the token, no cookie jar, no CSRF header. */
function integrator(secret: string, headers: Record<string, string> = {}) {
  return new GraphQLClient(`${shop.url}/graphql`, { headers: { authorization: `Bearer ${secret}`, ...headers } });
}

/** The HTTP status and first error code of a request graphql-request refused. */
async function failure(run: Promise<unknown>): Promise<{ status: number; code: unknown; message: string }> {
  try {
    await run;
  } catch (error) {
    if (!(error instanceof ClientError)) throw error;
    return {
      status: error.response.status,
      code: error.response.errors?.[0]?.extensions?.code,
      message: error.response.errors?.[0]?.message ?? '',
    };
  }
  throw new Error('the request succeeded');
}

beforeAll(async () => {
  shop = await startTestShop({ RATE_LIMIT_API_TOKEN_REQUESTS_PER_MINUTE: String(RATE_LIMIT), CORS_ORIGINS: APP_ORIGIN });
  admin = await adminClient(shop);
  orderId = (await placeOrder(shop.client())).orderId;
});

afterAll(async () => {
  await shop?.close();
});

describe('creating API tokens', () => {
  it('shows the secret once, stores only its hash, and lists the token with its scopes', async () => {
    const { secret, token } = await createToken('Warehouse sync', ['ORDERS_READ', 'ORDERS_READ']);
    expect(secret).toMatch(/^hr_test_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ name: 'Warehouse sync', scopes: ['ORDERS_READ'], lastUsedAt: null, revokedAt: null });
    expect(secret.startsWith(token.prefix)).toBe(true);
    const [row]: Array<{ token_hash: string }> = await shop.dataSource.query('SELECT token_hash FROM api_tokens WHERE id = $1', [token.id]);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await shop.dataSource.query('SELECT * FROM api_tokens'))).not.toContain(secret);

    const list = await admin.gql(TOKENS);
    expect(list.data?.apiTokens?.map((listed) => listed.id)).toContain(token.id);
  });

  it('refuses a token without a name or scopes, and changes nothing', async () => {
    const before: unknown = await shop.dataSource.query('SELECT count(*)::int AS n FROM api_tokens');
    const nameless = await admin.gql(CREATE, { input: { name: ' ', scopes: ['ORDERS_READ'] } });
    expect(nameless.data?.createApiToken).toMatchObject({ secret: null, errors: [{ code: 'VALIDATION', field: ['input', 'name'] }] });
    const scopeless = await admin.gql(CREATE, { input: { name: 'No scopes', scopes: [] } });
    expect(scopeless.data?.createApiToken).toMatchObject({ secret: null, errors: [{ code: 'VALIDATION', field: ['input', 'scopes'] }] });
    expect(await shop.dataSource.query('SELECT count(*)::int AS n FROM api_tokens')).toEqual(before);
  });

  it('lets only signed-in admins manage tokens: not anonymous callers, and not a token', async () => {
    const anonymous = await shop.client().gql(TOKENS);
    expect(anonymous.data?.apiTokens).toBeNull();
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const { secret } = await createToken('Everything', ['CATALOGUE_WRITE', 'ORDERS_READ', 'ORDERS_WRITE', 'CUSTOMERS_READ']);
    const minted = await failure(integrator(secret).request(CREATE.toString(), { input: { name: 'Another', scopes: ['ORDERS_READ'] } }));
    expect(minted.code).toBe('FORBIDDEN');
  });
});

describe('a bearer token on /graphql', () => {
  it('reads orders with no cookie and no CSRF header, and records its last use', async () => {
    const { secret, token } = await createToken('Order reader', ['ORDERS_READ']);
    const data = await integrator(secret).request<ApiTokensOrdersQuery>(ORDERS.toString());
    expect(data.orders!.totalCount).toBeGreaterThan(0);
    expect(data.orders!.items.map((order) => order.id)).toContain(orderId);
    expect(data.orders!.items[0].history.length).toBeGreaterThan(0);

    const list = await admin.gql(TOKENS);
    const listed = list.data!.apiTokens!.find((candidate) => candidate.id === token.id)!;
    expect(Date.now() - Date.parse(listed.lastUsedAt!)).toBeLessThan(60_000);
  });

  it('works over GET too, as curl would send it', async () => {
    const { secret } = await createToken('GET reader', ['ORDERS_READ']);
    const response = await fetch(`${shop.url}/graphql?query=${encodeURIComponent('{ orders(limit: 1) { totalCount } }')}`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { orders: { totalCount: number } } };
    expect(body.data.orders.totalCount).toBeGreaterThan(0);
  });

  it('speaks for the token alone: a session cookie sent alongside adds nothing', async () => {
    const { secret } = await createToken('Catalogue only', ['CATALOGUE_WRITE']);
    const response = await admin.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ query: '{ dashboard { orderCount } }' }),
    });
    const body = (await response.json()) as { data: { dashboard: unknown }; errors: Array<{ extensions: { code: string } }> };
    expect(body.data.dashboard).toBeNull();
    expect(body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('without ORDERS_WRITE cannot change a status; with it, can, and the history names the token', async () => {
    const { secret: reader } = await createToken('Reader', ['ORDERS_READ']);
    const refused = await failure(integrator(reader).request(SET_ORDER_STATUS.toString(), { id: orderId, status: 'CANCELLED' }));
    expect(refused).toMatchObject({ status: 200, code: 'FORBIDDEN', message: 'This API token lacks the ORDERS_WRITE scope' });
    const [unchanged]: Array<{ status: string }> = await shop.dataSource.query('SELECT status FROM orders WHERE id = $1', [orderId]);
    expect(unchanged.status).toBe('Pending');

    const { secret: writer } = await createToken('Fulfilment', ['ORDERS_READ', 'ORDERS_WRITE']);
    const data = await integrator(writer).request<CheckoutHelpersSetOrderStatusMutation>(SET_ORDER_STATUS.toString(), {
      id: orderId,
      status: 'CANCELLED',
    });
    expect(data.updateOrderStatus.errors).toEqual([]);
    expect(data.updateOrderStatus.order?.status).toBe('CANCELLED');
    expect(data.updateOrderStatus.order?.history.at(-1)).toEqual({ status: 'CANCELLED', changedBy: 'API token "Fulfilment"' });
  });

  it('answers a wrong token with HTTP 401 UNAUTHENTICATED, even for a public catalogue read', async () => {
    for (const query of [ORDERS.toString(), '{ products(limit: 1) { totalCount } }', '{ products(limit: 1) { totalCount } }']) {
      const refused = await failure(integrator('hr_test_not-a-real-token').request(query));
      expect(refused).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    }
    const empty = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer' },
      body: JSON.stringify({ query: '{ categories { id } }' }),
    });
    expect(empty.status).toBe(401);
    expect(empty.headers.get('www-authenticate')).toContain('invalid_token');
  });

  it('is refused with HTTP 401 as soon as it is revoked', async () => {
    const { secret, token } = await createToken('Short-lived', ['ORDERS_READ']);
    await integrator(secret).request(ORDERS.toString());
    const revoked = await admin.gql(REVOKE, { id: token.id });
    expect(revoked.data?.revokeApiToken.token?.revokedAt).toBeTruthy();
    expect(await failure(integrator(secret).request(ORDERS.toString()))).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it('has its own rate limit: HTTP 429 with Retry-After past it, while other tokens go on', async () => {
    const { secret: busy } = await createToken('Busy', ['ORDERS_READ']);
    const { secret: calm } = await createToken('Calm', ['ORDERS_READ']);
    const client = integrator(busy);
    for (let i = 0; i < RATE_LIMIT; i += 1) await client.request('{ categories { id } }');
    const response = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${busy}` },
      body: JSON.stringify({ query: '{ categories { id } }' }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await response.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0].extensions.code).toBe(
      'TOO_MANY_REQUESTS',
    );
    await expect(integrator(calm).request('{ categories { id } }')).resolves.toBeTruthy();
  });
});

describe('CORS for browser apps using tokens', () => {
  it('answers a preflight from an allowed origin with that origin, never * and never credentials', async () => {
    const response = await fetch(`${shop.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: APP_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('refuses other origins: no CORS headers, and a 403 preflight', async () => {
    const preflight = await fetch(`${shop.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const post = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ categories { id } }' }),
    });
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets the allowed app read the answer to its token request, even when the answer was cached for others', async () => {
    const { secret } = await createToken('Browser app', ['ORDERS_READ']);
    const query = JSON.stringify({ query: '{ categories { id } }' });
    // The storefront's read fills the response cache first; the app's answer must still carry its CORS header.
    await shop.client().fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: query,
    });
    for (const headers of [{ authorization: `Bearer ${secret}` }, {}] as Array<Record<string, string>>) {
      const response = await fetch(`${shop.url}/graphql`, {
        method: 'POST',
        headers: { origin: APP_ORIGIN, 'content-type': 'application/json', ...headers },
        body: query,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    }
  });
});
