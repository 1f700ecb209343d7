import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { execute, GraphQLError, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';

/**
 * Runs a document that is asked for again and again (the storefront's and the admin's own
 * queries: a handful of documents make nearly every request) through a plan compiled for it by
 * graphql-jit, instead of graphql-js walking the document, its fields and their types on every
 * request. On the shop's own work alone (bench/api.ts's floor), that walk was a sixth of the CPU
 * of a product's page and a third of a listing of twenty products' (decision 78).
 *
 * Apollo Server runs a query with the executor of a gateway when it has one; this is such a
 * gateway around our own schema: parsing, validation, the query's cost, plugins, error formatting
 * and statuses stay Apollo's. Only what runs between the validated document and its result
 * changes, and not always:
 *
 * - A document is compiled on its second run. A one-off document (an integrator trying things, an
 *   attacker varying queries) costs graphql-js's execution, never a compilation as well.
 * - Variables a plan refuses (it checks them before any resolver runs) go to graphql-js, which
 *   refuses them in its own words, the ones Apollo and callerErrorMessage know.
 * - A document graphql-jit cannot compile runs on graphql-js, as before.
 *
 * Plans are kept for the most recently used MAX_PLANS documents, so memory stays bounded however
 * many different documents arrive. The door for known queries (known-queries.ts) runs the same
 * plans, from the same store, for the queries it answers beside Apollo.
 */
const MAX_PLANS = 500;
/** Runs before a document is compiled: the first goes to graphql-js. */
const COMPILE_ON_RUN = 2;

type Plan = { runs: number; compiled: CompiledQuery | null };

/** The plans of one schema, shared by Apollo's executor and the door for known queries (known-queries.ts). */
export class CompiledPlans {
  private readonly plans = new LRUCache<string, Plan>({ max: MAX_PLANS });

  constructor(readonly schema: GraphQLSchema) {}

  /**
   * Counts a run of the operation `operationName` of a document (known by its hash) and gives its
   * plan: null on its first run, and for a document graphql-jit cannot compile.
   */
  planFor(
    queryHash: string,
    requestedName: string | null | undefined,
    document: DocumentNode,
    operationName: string | null,
  ): CompiledQuery | null {
    const key = `${queryHash}\n${requestedName ?? ''}`;
    let plan = this.plans.get(key);
    if (!plan) this.plans.set(key, (plan = { runs: 0, compiled: null }));
    plan.runs += 1;
    if (plan.runs === COMPILE_ON_RUN) {
      const compiled = compileQuery(this.schema, document, operationName ?? undefined);
      plan.compiled = isCompiledQuery(compiled) ? compiled : null;
    }
    return plan.compiled;
  }
}

/**
 * What a plan's run answered when the door for known queries ran it and then handed the request to
 * Apollo to answer (an answer with errors, which Apollo formats): Apollo's execution takes it
 * instead of running the resolvers again. Kept on the request's context under a symbol, because
 * Apollo runs each request with a shallow copy of the context it was given, which copies it.
 */
const ANSWER_RUN_AHEAD = Symbol('answerRunAhead');

type WithAnswerRunAhead = { [ANSWER_RUN_AHEAD]?: ExecutionResult };

export function handOverAnswer(context: object, result: ExecutionResult): void {
  (context as WithAnswerRunAhead)[ANSWER_RUN_AHEAD] = result;
}

export function compiledPlansGateway(plans: CompiledPlans): GatewayInterface {
  const executor = compiledPlansExecutor(plans);
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: plans.schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    load: () => Promise.resolve({ executor }),
    stop: () => Promise.resolve(),
  };
}

export function compiledPlansExecutor(plans: CompiledPlans): GatewayExecutor {
  return async ({ document, request, operation, operationName, queryHash, context }) => {
    const variableValues = request.variables ?? undefined;
    const interpreted = () =>
      execute({
        schema: plans.schema,
        document,
        contextValue: context,
        variableValues,
        operationName: request.operationName,
      }) as Promise<ExecutionResult>;
    const ranAhead = (context as WithAnswerRunAhead)[ANSWER_RUN_AHEAD];
    if (ranAhead) return withGraphQLJsErrors(ranAhead);
    const compiled = operation ? plans.planFor(queryHash, request.operationName, document, operationName) : null;
    if (!compiled) return interpreted();
    const result = (await compiled.query(undefined, context, variableValues ?? {})) as ExecutionResult;
    // No data at all: the plan refused the variables, before any resolver ran.
    if (!('data' in result)) return interpreted();
    return withGraphQLJsErrors(result);
  };
}

function withGraphQLJsErrors(result: ExecutionResult): ExecutionResult {
  return result.errors ? { ...result, errors: result.errors.map(asGraphQLJsError) } : result;
}

/**
 * graphql-jit's errors are GraphQLErrors by prototype only: one without extensions has none at all,
 * where graphql-js always gives `{}`, and Apollo's formatting reads `extensions.code` from it. Each
 * is made again as graphql-js makes it, with the same message, locations, path and cause.
 */
function asGraphQLJsError(error: GraphQLError): GraphQLError {
  const made = new GraphQLError(error.message, { path: error.path, originalError: error.originalError, extensions: error.extensions });
  (made as { locations?: GraphQLError['locations'] }).locations = error.locations;
  return made;
}
