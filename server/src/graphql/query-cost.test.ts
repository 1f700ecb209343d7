import { readFileSync } from 'node:fs';
import { buildSchema, Kind, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { NESTED_LIST_SIZE, QUERY_COST_LIMIT, operationCost } from './query-cost.js';

const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
const storefront = JSON.parse(readFileSync('client/src/gql/persisted-documents.json', 'utf8')) as Record<string, string>;

function cost(text: string, variables: Record<string, unknown> = {}): number {
  const document = parse(text);
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return operationCost(schema, document, operation!, variables);
}

const SYNC =
  'query($n: Int, $after: String) { orders(first: $n, after: $after) { items { id lines { productName quantity } } pageInfo { endCursor } } }';

describe('what an operation costs', () => {
  it('counts a page size given as a variable exactly as the same size written in the document', () => {
    const literal = cost('{ orders(first: 100) { items { id lines { productName quantity } } pageInfo { endCursor } } }');
    expect(cost(SYNC, { n: 100 })).toBe(literal);
    expect(cost(SYNC, { n: 10 })).toBeLessThan(literal);
    // 1 (orders) + 100 × (1 + id + 10 lines × (1 + 2)) + pageInfo and its cursor.
    expect(literal).toBe(1 + 100 * (1 + 1 + NESTED_LIST_SIZE * 3) + 2);
  });

  it('counts an absent page size as the schema default, and a cursor page without first as 100', () => {
    expect(cost('{ products { items { id } } }')).toBe(1 + 24 * 2);
    expect(cost('query($l: Int) { products(limit: $l) { items { id } } }', { l: 100 })).toBe(1 + 100 * 2);
    expect(cost('query($a: String) { orders(after: $a) { items { id } } }', { a: 'x' })).toBe(1 + 100 * 2);
    expect(cost('{ products(limit: 100000) { items { id } } }')).toBe(1 + 100 * 2);
  });

  it('counts fragments and __typename as the fields they stand for', () => {
    expect(cost('{ products(limit: 2) { __typename items { ...P } } } fragment P on Product { id name }')).toBe(1 + 2 * 3);
  });

  it(`keeps every storefront document at its page sizes well under the limit of ${QUERY_COST_LIMIT}`, () => {
    // The admin's pages send limit 20, the schema's default for orders.
    const costs = Object.values(storefront).map((text) => cost(text, { limit: 20 }));
    expect(Math.max(...costs)).toBeLessThan(QUERY_COST_LIMIT / 2);
  });
});
