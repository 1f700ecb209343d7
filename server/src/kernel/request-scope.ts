import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What belongs to one HTTP request wherever its work goes (services, SQL callbacks, background
 * promises it starts): its id, so every log line of the request names it without passing a
 * logger around, and the GraphQL operation it turned out to be, for the access log and metrics.
 */
export interface RequestScope {
  requestId: string;
  operationName?: string;
}

const storage = new AsyncLocalStorage<RequestScope>();

export function runInRequestScope<T>(scope: RequestScope, work: () => T): T {
  return storage.run(scope, work);
}

/** The scope of the request being served, or undefined outside one (start-up, timers). */
export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore();
}
