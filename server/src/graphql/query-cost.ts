import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  valueFromASTUntyped,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { costPerDocument } from './cost-per-document.js';

/**
 * What one GraphQL operation may cost, counted with its variables, so `first: $n` costs what
 * `first: 100` costs. The cost is the most fields the answer can hold: every field counts 1
 * (`__typename` nothing), times how many of it the lists above it can hold. A list's size is its
 * page argument (`first`, else `limit`, as given, as a variable or as the schema's default,
 * at most 100, as the server serves it); a page object (`products(limit: 24)`) hands its size to
 * its list (`items`); a list without a page argument (a product's sizes, an order's lines) counts
 * as NESTED_LIST_SIZE. The storefront's costliest document, the admin's orders page (20 orders
 * with their lines, history and totals), costs 6,582; the listing page 2,184. An integrator's
 * order sync of 100 orders with a few fields of each line costs about 3,200.
 */
export const QUERY_COST_LIMIT = 20_000;
export const NESTED_LIST_SIZE = 10;
const MAX_PAGE = 100;
/** What a cursor page holds when `first` is not given but `after` or `updatedSince` is (the order sync's default). */
const CURSOR_PAGE_DEFAULT = 100;

export const QUERY_TOO_COSTLY = 'QUERY_TOO_COSTLY';

export interface QueryCost {
  /** What this operation costs. */
  requested: number;
  /** The most any one operation may cost. */
  limit: number;
}

type Variables = Record<string, unknown>;

/** The cost of the operation `operationName` (or the only one) of `document`, with its variables. */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Variables = {},
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  return selectionCost(operation.selectionSet, root, undefined, {
    schema,
    fragments,
    variables: withDefaults(operation, variables),
    seen: new Set(),
  });
}

/**
 * The variables as the operation will run with them: a variable left out takes its definition's
 * default (`query($first: Int = 100)` sent with `{}` asks for 100), so it costs what it fetches.
 */
function withDefaults(operation: OperationDefinitionNode, variables: Variables): Variables {
  // Copied only when a default fills a gap: reading the variables marks the count as depending on
  // them, and a count that never looks at them is kept per document (cost-per-document.ts).
  let effective: Variables | null = null;
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (!definition.defaultValue || Object.hasOwn(variables, name)) continue;
    effective ??= { ...variables };
    effective[name] = valueFromASTUntyped(definition.defaultValue);
  }
  return effective ?? variables;
}

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Variables;
  /** Fragments being expanded, so a cycle (refused by validation anyway) cannot loop. */
  seen: Set<string>;
}

function selectionCost(selectionSet: SelectionSetNode, parent: GraphQLCompositeType, pageSize: number | undefined, walk: Walk): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : parent;
      if (type && isCompositeType(type)) cost += selectionCost(selection.selectionSet, type, pageSize, walk);
      continue;
    }
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = walk.fragments.get(selection.name.value);
      const type = fragment && walk.schema.getType(fragment.typeCondition.name.value);
      if (!fragment || !type || !isCompositeType(type) || walk.seen.has(fragment.name.value)) continue;
      walk.seen.add(fragment.name.value);
      cost += selectionCost(fragment.selectionSet, type, pageSize, walk);
      walk.seen.delete(fragment.name.value);
      continue;
    }
    if (selection.name.value === '__typename') continue;
    const field = fieldOf(parent, selection.name.value);
    if (!field) {
      cost += 1;
      continue;
    }
    const size = pageArgument(field, selection.arguments ?? [], walk.variables);
    const list = isListType(getNullableType(field.type));
    const count = list ? (size ?? pageSize ?? NESTED_LIST_SIZE) : 1;
    const named = getNamedType(field.type);
    const inner =
      selection.selectionSet && isCompositeType(named) ? selectionCost(selection.selectionSet, named, list ? undefined : size, walk) : 0;
    cost += count * (1 + inner);
  }
  return cost;
}

function fieldOf(parent: GraphQLCompositeType, name: string): GraphQLField<unknown, unknown> | undefined {
  return isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
}

/** The page size a field's arguments ask for (first, else limit), or undefined when it takes none. */
function pageArgument(
  field: GraphQLField<unknown, unknown>,
  nodes: ReadonlyArray<{ name: { value: string }; value: Parameters<typeof valueFromASTUntyped>[0] }>,
  variables: Variables,
): number | undefined {
  const given = (name: string): unknown => {
    const node = nodes.find((argument) => argument.name.value === name);
    return node ? valueFromASTUntyped(node.value, variables) : undefined;
  };
  const declared = (name: string) => field.args.find((argument) => argument.name === name);
  const clamp = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? Math.min(MAX_PAGE, Math.max(0, Math.trunc(value))) : undefined;
  if (declared('first')) {
    const first = clamp(given('first'));
    if (first !== undefined) return first;
    if (given('after') != null || given('updatedSince') != null) return CURSOR_PAGE_DEFAULT;
  }
  const limit = declared('limit');
  if (limit) return clamp(given('limit')) ?? clamp(limit.defaultValue) ?? MAX_PAGE;
  return declared('first') ? CURSOR_PAGE_DEFAULT : undefined;
}

/** What an operation costs with its variables, against the limit: counted once per document when its variables change nothing. */
export type QueryCosts = (
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Variables,
) => QueryCost;

export function queryCosts(limit = QUERY_COST_LIMIT): QueryCosts {
  const costOf = costPerDocument(operationCost);
  return (schema, document, operation, variables) => ({ requested: costOf(schema, document, operation, variables), limit });
}

/**
 * Refuses an operation over QUERY_COST_LIMIT before it runs (HTTP 400, `extensions.code`
 * QUERY_TOO_COSTLY), and reports every operation's cost in the answer's
 * `extensions.cost { requested, limit }`.
 */
export function queryCostLimit<TContext extends object>(costs: QueryCosts = queryCosts()): ApolloServerPlugin<TContext> {
  return {
    requestDidStart() {
      let cost: QueryCost | undefined;
      return Promise.resolve({
        didResolveOperation({ document, operation, request, schema }) {
          if (!operation) return Promise.resolve();
          cost = costs(schema, document, operation, request.variables ?? {});
          if (cost.requested > cost.limit) {
            throw new GraphQLError(
              `This operation costs ${cost.requested}, over the limit of ${cost.limit}: ask for smaller pages (first, limit) or fewer fields inside lists.`,
              { extensions: { code: QUERY_TOO_COSTLY, cost, http: { status: 400 } } },
            );
          }
          return Promise.resolve();
        },
        willSendResponse({ response }) {
          if (cost && response.body.kind === 'single') {
            response.body.singleResult.extensions = { ...response.body.singleResult.extensions, cost };
          }
          return Promise.resolve();
        },
      });
    },
  };
}
