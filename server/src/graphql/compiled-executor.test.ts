import { ApolloServer } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLError, parse, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ShopError } from '../kernel/errors.js';
import { compiledExecutor } from './compiled-executor.js';

const sdl = `
  enum Sort { CHEAP DEAR }
  type Query { greeting(sort: Sort): String, missing: String, items: [Int!]! }
`;
const schema = makeExecutableSchema({
  typeDefs: sdl,
  resolvers: {
    Query: {
      greeting: (_parent: unknown, { sort }: { sort?: string }, context: { name: string }) => `hello ${context.name} ${sort ?? ''}`.trim(),
      // A rejected promise, as an async resolver's failure reaches the executor.
      missing: () => Promise.reject(new ShopError('NOT_FOUND', 'Product not found')),
      items: () => [1, 2, 3],
    },
  },
});

async function run(document: DocumentNode, variables: Record<string, unknown> = {}) {
  const { executor } = await compiledExecutor(schema, sdl).load({ apollo: {} });
  const requestContext = { document, operationName: null, request: { variables }, context: { name: 'Asha' } };
  return executor!(requestContext as unknown as Parameters<NonNullable<typeof executor>>[0]);
}

describe('the compiled executor', () => {
  it('answers as graphql-js would, with the request context', async () => {
    expect(await run(parse('{ greeting(sort: CHEAP) items }'))).toEqual({ data: { greeting: 'hello Asha CHEAP', items: [1, 2, 3] } });
  });

  it("keeps a resolver's ShopError as the error's original, in a real GraphQLError Apollo can format", async () => {
    const result = await run(parse('{ missing }'));
    const [error] = result.errors!;
    expect(error).toBeInstanceOf(GraphQLError);
    expect(error.extensions).toEqual({});
    expect(error.path).toEqual(['missing']);
    expect(error.locations).toEqual([{ line: 1, column: 3 }]);
    expect(error.originalError).toBeInstanceOf(ShopError);
    expect((error.originalError as ShopError).code).toBe('NOT_FOUND');
  });

  it('marks refused variables as bad input and keeps why, like graphql-js', async () => {
    const result = await run(parse('query ($sort: Sort) { greeting(sort: $sort) }'), { sort: 'FREE' });
    expect(result.data).toBeUndefined();
    const [error] = result.errors!;
    expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT' });
    expect(error.message).toMatch(/^Variable "\$sort" got invalid value/);
    expect(error.originalError?.message).toMatch(/Sort/);
  });

  it('answers through Apollo with the path and location of a failed field, as graphql-js does', async () => {
    const server = new ApolloServer({ gateway: compiledExecutor(schema, sdl) });
    await server.start();
    try {
      const response = await server.executeOperation({ query: '{ greeting\n  missing }' }, { contextValue: { name: 'Asha' } });
      const result = response.body.kind === 'single' ? response.body.singleResult : null;
      expect(result?.data).toEqual({ greeting: 'hello Asha', missing: null });
      expect(result?.errors).toEqual([
        expect.objectContaining({ message: 'Product not found', path: ['missing'], locations: [{ line: 2, column: 3 }] }),
      ]);
    } finally {
      await server.stop();
    }
  });
});
