import type { GraphQLContext } from './context.js';

/**
 * One value per request, made on first use from that request's context: DataLoaders (so batching
 * never spans two requests) and reads a request makes once. Kept as long as the context object.
 */
export function perRequest<T>(make: (context: GraphQLContext) => T): (context: GraphQLContext) => T {
  const made = new WeakMap<GraphQLContext, T>();
  return (context) => {
    if (!made.has(context)) made.set(context, make(context));
    return made.get(context) as T;
  };
}
