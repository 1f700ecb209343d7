import type { ApolloServerPlugin } from '@apollo/server';
import { edgeCodeOf } from '../kernel/edge-codes.js';

/**
 * Seconds a throttled mutation of this request asked the caller to wait (its UserError's
 * retryAfterSeconds), on the request's context itself: Apollo hands its plugins a shallow copy of
 * the context the resolvers were given when the door for known queries ran them (known-queries.ts),
 * and a copy carries the wait along where a WeakMap keyed by the object would lose it.
 */
const MUTATION_WAIT = Symbol('mutationWait');

type WithWait = { [MUTATION_WAIT]?: number };

/** Records a RATE_LIMITED mutation's wait, so the answer carries it as Retry-After too (user-errors.ts). */
export function noteRetryAfter(context: object, seconds: number): void {
  const waiting = context as WithWait;
  waiting[MUTATION_WAIT] = Math.max(seconds, waiting[MUTATION_WAIT] ?? 0);
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
            .concat((contextValue as WithWait)[MUTATION_WAIT])
            .filter((seconds): seconds is number => typeof seconds === 'number' && seconds > 0);
          if (waits.length) response.http.headers.set('retry-after', String(Math.ceil(Math.max(...waits))));
          return Promise.resolve();
        },
      });
    },
  };
}

/** Whether a throttled mutation of this request noted a wait (the answer then needs Apollo's Retry-After). */
export function hasRetryAfter(context: object): boolean {
  return (context as WithWait)[MUTATION_WAIT] !== undefined;
}
