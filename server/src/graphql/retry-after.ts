import type { ApolloServerPlugin } from '@apollo/server';
import { edgeCodeOf } from '../kernel/edge-codes.js';

/** Seconds a throttled mutation of this request asked the caller to wait (its UserError's retryAfterSeconds). */
const mutationWaits = new WeakMap<object, number>();

/** Records a RATE_LIMITED mutation's wait, so the answer carries it as Retry-After too (user-errors.ts). */
export function noteRetryAfter(context: object, seconds: number): void {
  mutationWaits.set(context, Math.max(seconds, mutationWaits.get(context) ?? 0));
}

/**
 * A throttled GraphQL request says when to come back the way HTTP does: a `Retry-After` header
 * (RFC 9110, seconds) besides the wait in the answer: a mutation's RATE_LIMITED UserError
 * (`retryAfterSeconds`, noted here whatever the caller selected) or a query's top-level error
 * (`extensions.retryAfterSeconds`). GraphQL answers stay HTTP 200 (other fields of the request may
 * have succeeded); the header is for clients and proxies that read it, as the REST shims' 429s have it.
 */
export function retryAfterHeader<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    requestDidStart() {
      return Promise.resolve({
        willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single') return Promise.resolve();
          const waits = (response.body.singleResult.errors ?? [])
            .filter((error) => error.extensions?.code === edgeCodeOf('RATE_LIMITED'))
            .map((error) => error.extensions?.retryAfterSeconds)
            .concat(mutationWaits.get(contextValue))
            .filter((seconds): seconds is number => typeof seconds === 'number' && seconds > 0);
          if (waits.length) response.http.headers.set('retry-after', String(Math.ceil(Math.max(...waits))));
          return Promise.resolve();
        },
      });
    },
  };
}
