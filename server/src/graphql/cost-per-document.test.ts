import { readFileSync } from 'node:fs';
import { buildSchema, Kind, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { costPerDocument } from './cost-per-document.js';
import { operationCost } from './query-cost.js';

const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));

function parsed(text: string) {
  const document = parse(text);
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  )!;
  return { document, operation };
}

describe('an operation counted once per document', () => {
  it('counts an operation whose cost reads no variable once, whatever variables come with it', () => {
    const counted = vi.fn(operationCost);
    const costOf = costPerDocument(counted);
    const { document, operation } = parsed('query($id: ID!) { product(id: $id) { id name sizes { id label } } }');
    const first = costOf(schema, document, operation, { id: 'a' });
    expect(costOf(schema, document, operation, { id: 'b' })).toBe(first);
    expect(first).toBe(operationCost(schema, document, operation, {}));
    expect(counted).toHaveBeenCalledTimes(1);
  });

  it('counts again on every request when a page size is a variable, so each value costs what it asks', () => {
    const counted = vi.fn(operationCost);
    const costOf = costPerDocument(counted);
    const { document, operation } = parsed('query($n: Int) { products(limit: $n) { items { id } } }');
    expect(costOf(schema, document, operation, { n: 2 })).toBe(1 + 2 * 2);
    expect(costOf(schema, document, operation, { n: 100 })).toBe(1 + 100 * 2);
    expect(costOf(schema, document, operation, {})).toBe(operationCost(schema, document, operation, {}));
    expect(counted).toHaveBeenCalledTimes(3);
  });
});
