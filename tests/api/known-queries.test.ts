import { readFileSync } from 'node:fs';
import { ApolloServer } from '@apollo/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toVariantLines } from '../support/checkout-helpers.js';
import { startTestShop, type TestShop } from '../support/test-shop.js';

/**
 * The storefront's own queries, asked again as a shopper's browsing asks them, are answered by the
 * door for known queries instead of Apollo Server, and a shopper, a client library or a proxy can
 * tell no difference: the same status, headers and body as Apollo's answer to the first asking,
 * and the same access line naming the operation. The catalogue cache is off, so GraphQL answers
 * every read.
 */
const lines: Array<Record<string, unknown>> = [];
let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop(
    { LOG_LEVEL: 'info', CATALOGUE_CACHE: 'off' },
    { logDestination: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) } },
  );
});

afterAll(async () => {
  await shop?.close();
});

const storefrontDocuments = Object.values(
  JSON.parse(readFileSync('client/src/gql/persisted-documents.json', 'utf8')) as Record<string, string>,
);
const storefrontQuery = (name: string) => storefrontDocuments.find((text) => new RegExp(`query ${name}\\b`).test(text))!;
/** What Apollo Client sends: the storefront's requests. */
const STOREFRONT_HEADERS = { 'content-type': 'application/json', accept: 'application/graphql-response+json,application/json;q=0.9' };

async function ask(operationName: string, variables: Record<string, unknown>) {
  const response = await fetch(`${shop.url}/graphql`, {
    method: 'POST',
    headers: STOREFRONT_HEADERS,
    body: JSON.stringify({ operationName, query: storefrontQuery(operationName), variables }),
  });
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id'));
  return { status: response.status, headers, body: await response.text() };
}

describe('the storefront asking its queries again', () => {
  it.each<[string, () => Promise<Record<string, unknown>>]>([
    ['ProductPage', () => Promise.resolve({ id: 'hair-oil-1' })],
    ['ProductListing', () => Promise.resolve({ filter: { category: 'hair' }, limit: 24, offset: 0, sort: 'POPULAR' })],
    [
      'CartQuote',
      async () => ({
        lines: await toVariantLines(shop.client(), [{ productId: 'hair-oil-1', size: '100ml', quantity: 2 }]),
        paymentMethod: 'CASH_ON_DELIVERY',
        state: 'Karnataka',
      }),
    ],
  ])('%s: the door answers as Apollo answered the first time', async (operationName, variablesFor) => {
    const variables = await variablesFor();
    const apollo = vi.spyOn(ApolloServer.prototype, 'executeHTTPGraphQLRequest');
    try {
      const first = await ask(operationName, variables);
      const again = [await ask(operationName, variables), await ask(operationName, variables), await ask(operationName, variables)];

      expect(first.status).toBe(200);
      const answer = JSON.parse(first.body) as { data?: unknown; errors?: unknown; extensions?: { cost?: unknown } };
      expect(answer.errors).toBeUndefined();
      expect(answer.extensions?.cost).toBeDefined();
      expect(first.headers).toMatchObject({
        'content-type': 'application/graphql-response+json; charset=utf-8',
        'cache-control': 'no-store',
      });
      expect(again).toEqual([first, first, first]);
      // Apollo answered the first; the door compiled the document's plan on the second and answered the rest.
      expect(apollo).toHaveBeenCalledTimes(1);
    } finally {
      apollo.mockRestore();
    }
    const named = lines.filter((line) => line.message === 'request' && line.operation === operationName);
    expect(named.length).toBeGreaterThanOrEqual(4);
    for (const line of named) expect(line).toMatchObject({ status: 200 });
  });
});
