import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { makeExecutableSchema } from '@graphql-tools/schema';
import express from 'express';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompiledPlans, compiledPlansGateway } from './compiled-plans.js';
import { knownQueries } from './known-queries.js';
import { queryCostLimit, queryCosts } from './query-cost.js';

/**
 * The door for known queries in front of a real Apollo Server, on a shop in miniature: every
 * answer must be the one Apollo gives (status, headers, body to the byte), each request must run
 * its resolvers once, and only plain, error-free queries Apollo has accepted may skip Apollo.
 */
interface Context {
  shopper: string;
}

type Answer = { errors?: Array<{ message: string; extensions?: { code?: string } }> };

async function miniatureShop({ costLimit = 1000 } = {}) {
  const runs = { product: 0, refuse: 0, addToWishlist: 0 };
  const schema = makeExecutableSchema<Context>({
    typeDefs: `
      type Size { id: ID! label: String! }
      type Product { id: ID! name: String! sizes: [Size!]! seenBy: String! }
      type Query { product(id: ID!): Product, products(limit: Int = 10): [Product!]!, refuse: String }
      type Mutation { addToWishlist(id: ID!): Boolean! }
    `,
    resolvers: {
      Query: {
        product: (_parent: unknown, { id }: { id: string }) => {
          runs.product += 1;
          return { id, name: 'Neem Comb', sizes: [{ id: 's1', label: 'Small' }] };
        },
        products: () => [],
        refuse: () => {
          runs.refuse += 1;
          throw new GraphQLError('Please log in first', { extensions: { code: 'UNAUTHENTICATED' } });
        },
      },
      Product: { seenBy: (_product: unknown, _args: unknown, context: Context) => context.shopper },
      Mutation: {
        addToWishlist: () => {
          runs.addToWishlist += 1;
          return true;
        },
      },
    },
  });
  const plans = new CompiledPlans(schema);
  const costs = queryCosts(costLimit);
  const known = knownQueries<Context>({ plans, costs, contextFor: (req) => ({ shopper: String(req.headers['x-shopper'] ?? 'guest') }) });
  const server = new ApolloServer<Context>({
    gateway: compiledPlansGateway(plans),
    plugins: [queryCostLimit<Context>(costs), known.plugin],
    csrfPrevention: true,
  });
  await server.start();
  const apolloAnswers = vi.spyOn(server, 'executeHTTPGraphQLRequest');
  const app = express();
  // As the shop's app (app.ts): no ETags on answers made per request.
  app.set('etag', false);
  app.use(express.json());
  const apollo = expressMiddleware(server, {
    context: ({ req }) => Promise.resolve(known.contextHandedOver(req) ?? { shopper: String(req.headers['x-shopper'] ?? 'guest') }),
  });
  app.use('/graphql', known.handler(apollo));
  const listener = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => listener.once('listening', resolve));
  const url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/graphql`;
  stops.push(async () => {
    listener.close();
    await server.stop();
  });

  /** One POST, as its status, its headers (but the date) and its body's text. */
  const post = async (body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const kept = [...response.headers].filter(([name]) => name !== 'date');
    return { status: response.status, headers: Object.fromEntries(kept), body: await response.text() };
  };
  return { post, runs, apolloAnswers };
}

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

const PRODUCT = 'query Product($id: ID!) { product(id: $id) { id name sizes { id label } seenBy } }';
const APOLLO_CLIENT_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

describe('the door for known queries', () => {
  it("answers a query asked again itself, with Apollo's status, headers and body to the byte", async () => {
    const shop = await miniatureShop();
    for (const accept of [undefined, APOLLO_CLIENT_ACCEPT, 'application/json']) {
      shop.apolloAnswers.mockClear();
      const headers: Record<string, string> = { 'x-shopper': 'asha', ...(accept ? { accept } : {}) };
      const body = { query: PRODUCT, variables: { id: 'comb-1' } };
      const [byApollo, ...byDoor] = [await shop.post(body, headers), await shop.post(body, headers), await shop.post(body, headers)];

      expect(byApollo.status).toBe(200);
      expect(JSON.parse(byApollo.body)).toEqual({
        data: { product: { id: 'comb-1', name: 'Neem Comb', sizes: [{ id: 's1', label: 'Small' }], seenBy: 'asha' } },
        extensions: { cost: { requested: 34, limit: 1000 } },
      });
      expect(byDoor).toEqual([byApollo, byApollo]);
      // The first of each Accept went to Apollo only on the first pass; after it, none did.
      expect(shop.apolloAnswers).toHaveBeenCalledTimes(accept === undefined ? 1 : 0);
    }
    expect(shop.runs.product).toBe(9);
  });

  it('hands an answer with errors to Apollo to format, without running its resolvers again', async () => {
    const shop = await miniatureShop();
    const body = { query: '{ refuse product(id: "comb-1") { id } }' };
    const answers = [await shop.post(body), await shop.post(body), await shop.post(body)];

    expect(JSON.parse(answers[0].body)).toMatchObject({
      errors: [{ message: 'Please log in first', path: ['refuse'], extensions: { code: 'UNAUTHENTICATED' } }],
      data: { refuse: null, product: { id: 'comb-1' } },
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(shop.apolloAnswers).toHaveBeenCalledTimes(3);
    expect(shop.runs).toMatchObject({ refuse: 3, product: 3 });
  });

  it("leaves bad variables to Apollo, in graphql-js's words, with no resolver run", async () => {
    const shop = await miniatureShop();
    await shop.post({ query: PRODUCT, variables: { id: 'comb-1' } });
    await shop.post({ query: PRODUCT, variables: { id: 'comb-1' } });
    shop.apolloAnswers.mockClear();

    const refused = await shop.post({ query: PRODUCT, variables: { id: { not: 'an id' } } });

    expect(refused.status).toBe(400);
    expect((JSON.parse(refused.body) as Answer).errors?.[0].message).toMatch(/^Variable "\$id" got invalid value/);
    expect(shop.apolloAnswers).toHaveBeenCalledTimes(1);
    expect(shop.runs.product).toBe(2);
  });

  it('leaves to Apollo what is not a plain query it accepted: mutations, refused documents, other keys, costs over the limit, an Accept it refuses', async () => {
    const shop = await miniatureShop({ costLimit: 50 });
    const twice = async (body: unknown, headers: Record<string, string> = {}) => {
      shop.apolloAnswers.mockClear();
      const answers = [await shop.post(body, headers), await shop.post(body, headers)];
      expect(shop.apolloAnswers).toHaveBeenCalledTimes(2);
      expect(answers[1]).toEqual(answers[0]);
      return answers[0];
    };

    expect((await twice({ query: 'mutation { addToWishlist(id: "comb-1") }' })).status).toBe(200);
    expect(shop.runs.addToWishlist).toBe(2);
    expect((await twice({ query: '{ product(id: "comb-1") { price } }' })).status).toBe(400);
    expect((await twice({ query: PRODUCT, variables: { id: 'comb-1' }, extensions: {} })).status).toBe(200);
    const costly = await twice({ query: '{ products(limit: 100) { id name sizes { id label } } }' });
    expect((JSON.parse(costly.body) as Answer).errors?.[0].extensions?.code).toBe('QUERY_TOO_COSTLY');
    expect((await twice({ query: PRODUCT, variables: { id: 'comb-1' } }, { accept: 'text/html' })).status).toBe(406);
  });
});
