import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS, graphqlArmor } from '@server/graphql/armor.js';
import { QUERY_COST_LIMIT } from '@server/graphql/query-cost.js';
import { postGraphQL, productionOverrides, startTestShop, type TestShop, type UntypedResult } from '../support/test-shop.js';

/**
 * The shape limits on GraphQL documents (graphql-armor and graphql-js), the transport rules
 * (CSRF prevention, no batching) and what production hides (introspection, suggestions). Each
 * refusal is a clear GraphQL error with a 4xx, never a 500.
 */
let shop: TestShop;
let production: TestShop;

beforeAll(async () => {
  [shop, production] = await Promise.all([startTestShop(), startTestShop(productionOverrides())]);
});

afterAll(async () => {
  await Promise.all([shop?.close(), production?.close()]);
});

/** The storefront's documents as its build lists them (sha256 → text). */
const storefrontDocuments = JSON.parse(readFileSync('client/src/gql/persisted-documents.json', 'utf8')) as Record<string, string>;

const post = (target: TestShop, body: unknown, headers: Record<string, string> = {}) => postGraphQL(target.url, body, headers);

const query = (text: string, target = shop) => post(target, { query: text });
const messages = (answer: UntypedResult) => (answer.errors ?? []).map((error) => error.message);

describe('document limits', () => {
  it('accepts the deepest and costliest documents the storefront really sends', async () => {
    // The storefront's own home page document, as its build lists it, so this follows the schema.
    const home = Object.values(storefrontDocuments).find((text) => text.includes('query HomePage'));
    expect(home).toBeDefined();
    const answer = await query(home!);
    expect(answer.errors).toBeUndefined();
    expect(answer.status).toBe(200);
  });

  it(`refuses a document nested deeper than ${GRAPHQL_LIMITS.maxDepth} levels`, async () => {
    // Our schema has no cycles, so over HTTP a document this deep is refused for naming fields
    // that do not exist; the depth rule guards the day a type refers back to itself.
    const depth = GRAPHQL_LIMITS.maxDepth + 1;
    const answer = await query(`{ ${'products { '.repeat(depth)}id${' }'.repeat(depth)} }`);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');

    const recursive = buildSchema(`type Query { node: Node } type Node { id: ID child: Node }`);
    const rules = graphqlArmor().validationRules;
    const nested = (levels: number) => parse(`{ ${'node { child { '.repeat(levels / 2)}id${' } }'.repeat(levels / 2)} }`);
    expect(validate(recursive, nested(GRAPHQL_LIMITS.maxDepth - 2), rules)).toEqual([]);
    expect(validate(recursive, nested(GRAPHQL_LIMITS.maxDepth + 2), rules).map((error) => error.message)).toEqual([
      `Query depth limit of ${GRAPHQL_LIMITS.maxDepth} exceeded, found ${GRAPHQL_LIMITS.maxDepth + 3}.`,
    ]);
  });

  it(`refuses more than ${GRAPHQL_LIMITS.maxAliases} aliases`, async () => {
    const ok = await query(`{ ${Array.from({ length: GRAPHQL_LIMITS.maxAliases }, (_, i) => `a${i}: categories { id }`).join(' ')} }`);
    expect(ok.errors).toBeUndefined();
    const tooMany = GRAPHQL_LIMITS.maxAliases + 1;
    const answer = await query(`{ ${Array.from({ length: tooMany }, (_, i) => `a${i}: categories { id }`).join(' ')} }`);
    expect(answer.status).toBe(400);
    expect(answer.errors).toEqual([
      {
        message: `Aliases limit of ${GRAPHQL_LIMITS.maxAliases} exceeded, found ${tooMany}.`,
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      },
    ]);
  });

  it(`refuses a document costing more than ${QUERY_COST_LIMIT}`, async () => {
    // Few tokens, shallow and no aliases, but one fragment of every product field spread 40 times.
    const fields =
      'id name category { id slug } subcategory priceMoney { amount } sizes { id label } description benefits imageUrl images stock rating reviews featured bestSeller isNew createdAt updatedAt';
    const answer = await query(`{ products { items { ${'...P '.repeat(40)}} } } fragment P on Product { ${fields} }`);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0].extensions?.code).toBe('QUERY_TOO_COSTLY');
    expect(messages(answer)[0]).toMatch(new RegExp(`^This operation costs [\\d]+, over the limit of ${QUERY_COST_LIMIT}`));
  });

  it('counts a variable left out at its default value, as the operation will run with it', async () => {
    // limit takes the variable's default of 100, not the argument's own 24: 100 products × 7 size lists.
    const document = `query Sizes($pageSize: Int = 100) { products(limit: $pageSize) { items { ${Array.from(
      { length: 7 },
      (_, i) => `s${i}: sizes { id label }`,
    ).join(' ')} } } }`;
    for (const variables of [{}, { pageSize: 100 }]) {
      const answer = await post(shop, { query: document, variables });
      expect(answer.status).toBe(400);
      expect(answer.errors?.[0].extensions?.code).toBe('QUERY_TOO_COSTLY');
    }
    // The same document asking for what the default page holds runs.
    expect((await post(shop, { query: document, variables: { pageSize: 24 } })).errors).toBeUndefined();
  });

  it(`refuses more than ${GRAPHQL_LIMITS.maxDirectives} directives`, async () => {
    const answer = await query(`{ ${'__typename @include(if: true) '.repeat(GRAPHQL_LIMITS.maxDirectives + 1)}}`);
    expect(answer.status).toBe(400);
    expect(messages(answer)).toContain(
      `Directives limit of ${GRAPHQL_LIMITS.maxDirectives} exceeded, found ${GRAPHQL_LIMITS.maxDirectives + 1}.`,
    );
  });

  it(`stops parsing at ${GRAPHQL_LIMITS.maxTokens} tokens`, async () => {
    const started = performance.now();
    // 3,000 aliases (9,000 tokens, under the 64 kB body limit): refused at token 2,001.
    const answer = await query(`{ ${Array.from({ length: 3000 }, (_, i) => `a${i}:__typename`).join(' ')} }`);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(answer.errors?.[0].message).toMatch(new RegExp(`more th\\w+ ${GRAPHQL_LIMITS.maxTokens} tokens`));
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('names no field suggestions in its errors', async () => {
    const answer = await query(`{ prodcts { items { id } } product(id: "hair-oil-1") { nme } }`);
    expect(answer.status).toBe(400);
    expect(messages(answer)).toEqual(['Cannot query field "prodcts" on type "Query".', 'Cannot query field "nme" on type "Product".']);
    expect(JSON.stringify(answer)).not.toMatch(/did you mean/i);
  });
});

describe('transport', () => {
  it('refuses batched requests', async () => {
    const answer = await post(shop, [{ query: '{ __typename }' }, { query: '{ __typename }' }]);
    expect(answer.status).toBe(400);
    expect(messages(answer)).toEqual(['Operation batching disabled.']);
  });

  it('refuses a simple (CSRF-able) POST: text/plain, no preflight header', async () => {
    const response = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: 'mutation { logout { signedOut } }' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [{ message: expect.stringMatching(/Cross-Site Request Forgery/) as unknown }] });
  });

  it('refuses a mutation by GET without the preflight header, and any mutation by GET', async () => {
    const url = `${shop.url}/graphql?query=${encodeURIComponent('mutation { logout { signedOut } }')}`;
    const simple = await fetch(url);
    expect(simple.status).toBe(400);
    expect(await simple.json()).toMatchObject({ errors: [{ message: expect.stringMatching(/Cross-Site Request Forgery/) as unknown }] });

    const preflighted = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
    expect(preflighted.status).toBe(405);
  });
});

describe('production', () => {
  it('refuses introspection', async () => {
    const answer = await query(`{ __schema { types { name } } }`, production);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(answer.errors?.[0].message).toMatch(/introspection is not allowed/);
    expect(answer.data).toBeUndefined();
  });

  it('still answers ordinary queries', async () => {
    const answer = await query(`{ categories { id } }`, production);
    expect(answer.errors).toBeUndefined();
  });

  it('publishes schema.graphql for integrators instead', async () => {
    const response = await fetch(`${production.url}/schema.graphql`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const sdl = await response.text();
    expect(sdl).toMatch(/type Query \{/);
    expect(sdl).toMatch(/createOrder\(/);
  });

  it('allows introspection outside production', async () => {
    const answer = await query(`{ __schema { queryType { name } } }`);
    expect(answer.errors).toBeUndefined();
  });
});
