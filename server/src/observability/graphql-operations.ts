import type { ApolloServerPlugin } from '@apollo/server';
import { boundedLabel, graphqlOperationDuration, histogramChildren } from '../kernel/metrics.js';
import { currentRequestScope } from '../kernel/request-scope.js';

/** Operation names are the caller's choice: the storefront's few dozen fit, a flood of new ones counts as `other`. */
const operationLabel = boundedLabel(200);
const durations = histogramChildren(graphqlOperationDuration);

/** Names the operation in the request's scope, so the access log line says which one it was. */
export function nameOperation(operationName: string | null | undefined): void {
  const scope = currentRequestScope();
  if (scope && operationName) scope.operationName = operationLabel(operationName);
}

/** Times an operation that started at `startedAt` (performance.now()), by its name and whether it answered errors. */
export function observeOperation(operationName: string | null | undefined, failed: boolean, startedAt: number): void {
  durations(operationLabel(operationName), failed ? 'error' : 'ok').observe((performance.now() - startedAt) / 1000);
}

/**
 * Times each GraphQL operation Apollo executes, by operation name, and names it in the request's
 * scope. Answers the catalogue cache gives without GraphQL are in the HTTP duration of /graphql
 * only; the door for known queries (graphql/known-queries.ts) times its answers as this does.
 */
export function graphqlOperationMetrics<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    requestDidStart() {
      const startedAt = performance.now();
      return Promise.resolve({
        didResolveOperation(requestContext) {
          nameOperation(requestContext.operationName);
          return Promise.resolve();
        },
        willSendResponse(requestContext) {
          const body = requestContext.response.body;
          const failed = body.kind === 'single' && (body.singleResult.errors?.length ?? 0) > 0;
          observeOperation(requestContext.operationName, failed, startedAt);
          return Promise.resolve();
        },
      });
    },
  };
}
