import type { DocumentNode, GraphQLSchema, OperationDefinitionNode } from 'graphql';

type CostOf = (
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
) => number;

/**
 * `costOf` counted once per operation when the count read no variable (the quote, a product by
 * id: no page size given as a variable), and again on every request when it did (`limit: $limit`),
 * so a variable still costs what its value asks for. Keyed by the operation's node: Apollo hands
 * the same parsed document for the same text from its document cache, and the count is dropped
 * with the document. One schema per server, so the schema is not part of the key.
 */
export function costPerDocument(costOf: CostOf): CostOf {
  /** A number: what the operation costs whatever its variables; null: the count reads them. */
  const fixed = new WeakMap<OperationDefinitionNode, number | null>();
  return (schema, document, operation, variables) => {
    const known = fixed.get(operation);
    if (known !== undefined) return known ?? costOf(schema, document, operation, variables);
    let read = false;
    const watched = new Proxy(variables, {
      get: (target, key): unknown => ((read = true), Reflect.get(target, key)),
      has: (target, key) => ((read = true), Reflect.has(target, key)),
      ownKeys: (target) => ((read = true), Reflect.ownKeys(target)),
      getOwnPropertyDescriptor: (target, key) => ((read = true), Reflect.getOwnPropertyDescriptor(target, key)),
    });
    const cost = costOf(schema, document, operation, watched);
    fixed.set(operation, read ? null : cost);
    return cost;
  };
}
