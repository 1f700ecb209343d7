import type { GatewayGraphQLRequestContext } from '@apollo/server-gateway-interface';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { execute, getOperationAST, GraphQLError, parse } from 'graphql';
import { compileQuery } from 'graphql-jit';
import type * as GraphQLJit from 'graphql-jit';
import { describe, expect, it, vi } from 'vitest';
import { CompiledPlans, compiledPlansExecutor } from './compiled-plans.js';

vi.mock('graphql-jit', async (original) => {
  const jit = await original<typeof GraphQLJit>();
  return { ...jit, compileQuery: vi.fn(jit.compileQuery) };
});

class RefusedError extends Error {}

/** A shop in miniature: a product with sizes, a field that refuses, a non-null field that fails. */
function miniatureShop() {
  const resolverRuns = { product: 0 };
  const schema = makeExecutableSchema({
    typeDefs: `
      type Size { id: ID! label: String! pricePaise: Int! }
      type Product { id: ID! name: String! sizes: [Size!]! secret: String required: String! }
      type Query { product(id: ID!, quantity: Int): Product }
    `,
    resolvers: {
      Query: {
        product: (_parent: unknown, { id }: { id: string }) => {
          resolverRuns.product += 1;
          return { id, name: 'Neem Comb', sizes: [{ id: 's1', label: 'Small', pricePaise: 19900 }] };
        },
      },
      Product: {
        secret: () => {
          throw new RefusedError('Please log in first');
        },
        required: () => Promise.reject(new GraphQLError('Out of stock', { extensions: { code: 'OUT_OF_STOCK' } })),
      },
    },
  });
  return { schema, resolverRuns };
}

function requestFor(query: string, variables: Record<string, unknown>) {
  const document = parse(query);
  const operation = getOperationAST(document) ?? undefined;
  return {
    document,
    operation,
    operationName: operation?.name?.value ?? null,
    queryHash: query,
    request: { query, variables },
    context: {},
  } as unknown as GatewayGraphQLRequestContext;
}

const PRODUCT = 'query Product($id: ID!) { product(id: $id) { id name sizes { id label pricePaise } } }';

describe('compiled plans', () => {
  it('answers as graphql-js does, compiling a document on its second run and reusing the plan after', async () => {
    const { schema } = miniatureShop();
    const executor = compiledPlansExecutor(new CompiledPlans(schema));
    const expected = await execute({ schema, document: parse(PRODUCT), variableValues: { id: 'comb-1' } });
    vi.mocked(compileQuery).mockClear();

    const answers = [];
    for (let run = 0; run < 4; run += 1) answers.push(await executor(requestFor(PRODUCT, { id: 'comb-1' })));

    expect(answers).toEqual([expected, expected, expected, expected]);
    expect(vi.mocked(compileQuery)).toHaveBeenCalledTimes(1);
  });

  it('gives errors as graphql-js gives them: message, place, path, code and the resolver error behind them', async () => {
    const { schema } = miniatureShop();
    const executor = compiledPlansExecutor(new CompiledPlans(schema));
    const query = '{ product(id: "comb-1") { id secret } again: product(id: "comb-2") { id required } }';
    const interpreted = await executor(requestFor(query, {}));
    const compiled = await executor(requestFor(query, {}));

    expect(compiled).toEqual(interpreted);
    expect(compiled.data).toEqual({ product: { id: 'comb-1', secret: null }, again: null });
    for (const error of compiled.errors ?? []) expect(error).toBeInstanceOf(GraphQLError);
    const [secret, required] = (compiled.errors ?? []).map((error) => error.toJSON());
    expect(secret).toEqual({ message: 'Please log in first', locations: [{ line: 1, column: 30 }], path: ['product', 'secret'] });
    expect(compiled.errors?.[0].extensions).toEqual({});
    expect(compiled.errors?.[0].originalError).toBeInstanceOf(RefusedError);
    expect(required).toMatchObject({ message: 'Out of stock', path: ['again', 'required'], extensions: { code: 'OUT_OF_STOCK' } });
  });

  it("refuses bad variables with graphql-js's own words, before any resolver runs, compiled or not", async () => {
    const { schema, resolverRuns } = miniatureShop();
    const executor = compiledPlansExecutor(new CompiledPlans(schema));
    await executor(requestFor(PRODUCT, { id: 'comb-1' }));
    await executor(requestFor(PRODUCT, { id: 'comb-1' }));
    const runsBefore = resolverRuns.product;

    const refused = await executor(requestFor(PRODUCT, { id: { not: 'an id' } }));

    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0].message).toMatch(/^Variable "\$id" got invalid value \{ not: "an id" \}; ID cannot represent value/);
    expect(resolverRuns.product).toBe(runsBefore);
  });

  it('runs each request once: a resolver that counts (a rate limit) counts one per request', async () => {
    const { schema, resolverRuns } = miniatureShop();
    const executor = compiledPlansExecutor(new CompiledPlans(schema));
    for (let run = 0; run < 5; run += 1) await executor(requestFor(PRODUCT, { id: `comb-${run}` }));
    expect(resolverRuns.product).toBe(5);
  });
});
