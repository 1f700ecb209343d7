import { ApolloClient, HttpLink, InMemoryCache, gql as apolloGql } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ClientError, GraphQLClient, gql } from 'graphql-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_COST_LIMIT } from '@server/graphql/query-cost.js';
import { adminClient } from '../support/checkout-helpers.js';
import { startTestShop, type TestShop } from '../support/test-shop.js';

/**
 * An integrator's own GraphQL clients, Apollo Client 4 and graphql-request, as they come from npm:
 * a refusal before GraphQL runs (a wrong token, the token's rate limit) reaches them as a GraphQL
 * error with its code, and every answer says what the operation cost.
 */
const RATE_LIMIT = 4;
let shop: TestShop;
let secret: string;

beforeAll(async () => {
  shop = await startTestShop({ RATE_LIMIT_API_TOKEN_REQUESTS_PER_MINUTE: String(RATE_LIMIT) });
  const admin = await adminClient(shop);
  const created = await admin.gqlText('mutation { createApiToken(input: { name: "Clients", scopes: [ORDERS_READ] }) { secret } }');
  secret = (created.data as { createApiToken: { secret: string } }).createApiToken.secret;
});

afterAll(async () => {
  await shop?.close();
});

const apollo = (token: string) =>
  new ApolloClient({
    link: new HttpLink({ uri: `${shop.url}/graphql`, headers: { authorization: `Bearer ${token}` } }),
    cache: new InMemoryCache(),
  });

const CATEGORIES = '{ categories { id name } }';

/** What Apollo Client 4 threw for a query: its GraphQL errors' codes, or the error's class. */
async function apolloRefusal(token: string): Promise<{ codes: unknown[]; status?: number }> {
  try {
    await apollo(token).query({ query: apolloGql(CATEGORIES), fetchPolicy: 'no-cache' });
  } catch (error) {
    if (CombinedGraphQLErrors.is(error)) return { codes: error.errors.map((graphqlError) => graphqlError.extensions?.code) };
    throw error;
  }
  throw new Error('the query succeeded');
}

async function graphqlRequestRefusal(token: string): Promise<{ status: number; code: unknown; retryAfter: string | null }> {
  try {
    await new GraphQLClient(`${shop.url}/graphql`, { headers: { authorization: `Bearer ${token}` } }).request(CATEGORIES);
  } catch (error) {
    if (!(error instanceof ClientError)) throw error;
    return {
      status: error.response.status,
      code: error.response.errors?.[0]?.extensions?.code,
      retryAfter: error.response.headers.get('retry-after'),
    };
  }
  throw new Error('the request succeeded');
}

describe('a refusal before GraphQL runs', () => {
  it('reaches Apollo Client 4 and graphql-request as UNAUTHENTICATED for a wrong token', async () => {
    expect(await apolloRefusal('hr_test_not-a-real-token')).toEqual({ codes: ['UNAUTHENTICATED'] });
    expect(await graphqlRequestRefusal('hr_test_not-a-real-token')).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it('is application/graphql-response+json when asked for, and plain JSON for a client that asks only for JSON', async () => {
    const ask = (accept?: string) =>
      fetch(`${shop.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer hr_test_wrong', ...(accept ? { accept } : {}) },
        body: JSON.stringify({ query: CATEGORIES }),
      });
    const modern = await ask('application/graphql-response+json, application/json;q=0.9');
    expect(modern.status).toBe(401);
    expect(modern.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    expect(await modern.json()).toEqual({ errors: [{ message: expect.any(String) as string, extensions: { code: 'UNAUTHENTICATED' } }] });
    expect((await ask('application/json')).headers.get('content-type')).toMatch(/^application\/json/);
    expect((await ask()).headers.get('content-type')).toMatch(/^application\/json/);
    expect((await ask('*/*')).headers.get('content-type')).toMatch(/^application\/json/);
  });

  it("reaches both clients as TOO_MANY_REQUESTS past the token's rate limit, with Retry-After", async () => {
    const client = new GraphQLClient(`${shop.url}/graphql`, { headers: { authorization: `Bearer ${secret}` } });
    for (let request = 0; request < RATE_LIMIT; request += 1) {
      // Each answer says what is left of the token's minute.
      const { headers } = await client.rawRequest(CATEGORIES);
      expect([headers.get('ratelimit-limit'), headers.get('ratelimit-remaining')]).toEqual([
        String(RATE_LIMIT),
        String(RATE_LIMIT - 1 - request),
      ]);
    }
    const refused = await graphqlRequestRefusal(secret);
    expect(refused).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(await apolloRefusal(secret)).toEqual({ codes: ['TOO_MANY_REQUESTS'] });
  });
});

describe('what an operation costs', () => {
  const client = () => new GraphQLClient(`${shop.url}/graphql`);
  const WIDE = gql`
    query Wide($n: Int) {
      products(limit: $n) {
        items {
          id
          name
          sizes {
            id
            sku
            label
            priceMoney {
              amount
              currency
              formatted
            }
          }
          publishedReviews(limit: 50) {
            items {
              id
              rating
              title
              authorName
            }
          }
        }
      }
    }
  `;
  const literal = (n: number) => WIDE.replace('($n: Int)', '').replace('limit: $n', `limit: ${n}`);

  it('is reported in every answer, with the limit', async () => {
    const { extensions } = await client().rawRequest<unknown>('{ categories { id } }');
    expect(extensions).toEqual({ cost: { requested: expect.any(Number) as number, limit: QUERY_COST_LIMIT } });
  });

  it('counts a page size sent as a variable exactly as the same size written in the query', async () => {
    const small = await client().rawRequest<unknown>(WIDE, { n: 2 });
    const smallLiteral = await client().rawRequest<unknown>(literal(2));
    expect((small.extensions as { cost: { requested: number } }).cost).toEqual((smallLiteral.extensions as { cost: unknown }).cost);

    const refusedLiteral = await client()
      .rawRequest(literal(100))
      .then(
        () => null,
        (error: unknown) => error,
      );
    const refusedVariable = await client()
      .rawRequest(WIDE, { n: 100 })
      .then(
        () => null,
        (error: unknown) => error,
      );
    for (const refused of [refusedLiteral, refusedVariable]) {
      expect(refused).toBeInstanceOf(ClientError);
      const { response } = refused as ClientError;
      expect(response.status).toBe(400);
      expect(response.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
      expect(response.errors?.[0]?.message).toMatch(/^This operation costs \d+, over the limit of 20000/);
    }
    const costOf = (refused: unknown) => ((refused as ClientError).response.extensions as { cost: { requested: number } }).cost.requested;
    expect(costOf(refusedVariable)).toBe(costOf(refusedLiteral));
    expect(costOf(refusedVariable)).toBeGreaterThan(QUERY_COST_LIMIT);
  });
});
