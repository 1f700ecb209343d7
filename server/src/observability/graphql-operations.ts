import type { ApolloServerPlugin } from '@apollo/server';
import { boundedLabel, graphqlOperationDuration, histogramChildren } from '../kernel/metrics.js';
import { currentRequestScope } from '../kernel/request-scope.js';

/** Operation names are the caller's choice: the storefront's few dozen fit, a flood of new ones counts as `other`. */
const operationLabel = boundedLabel(200);

/**
 * Times each GraphQL operation Apollo executes, by operation name, and names the operation in the
 * request's scope so the access log line says which one it was. Answers the catalogue cache gives
 * without GraphQL are in the HTTP duration of /graphql only.
 */
export function graphqlOperationMetrics<TContext extends object>(): ApolloServerPlugin<TContext> {
  const durations = histogramChildren(graphqlOperationDuration);
  return {
    requestDidStart() {
      const startedAt = performance.now();
      return Promise.resolve({
        didResolveOperation(requestContext) {
          const scope = currentRequestScope();
          if (scope && requestContext.operationName) scope.operationName = operationLabel(requestContext.operationName);
          return Promise.resolve();
        },
        willSendResponse(requestContext) {
          const body = requestContext.response.body;
          const failed = body.kind === 'single' && (body.singleResult.errors?.length ?? 0) > 0;
          durations(operationLabel(requestContext.operationName), failed ? 'error' : 'ok').observe((performance.now() - startedAt) / 1000);
          return Promise.resolve();
        },
      });
    },
  };
}
