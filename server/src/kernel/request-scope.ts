import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';

/**
 * What belongs to one HTTP request wherever its work goes (services, SQL callbacks, background
 * promises it starts): its id, so every log line of the request names it without passing a
 * logger around, and the GraphQL operation it turned out to be, for the access log and metrics.
 */
export interface RequestScope {
  requestId: string;
  operationName?: string;
}

/**
 * The flag the shop's Node runs with wherever it starts (npm start, the Docker image, the tests'
 * and benchmarks' processes): AsyncLocalStorage carried by V8's AsyncContextFrame instead of
 * async_hooks, Node 24's default. On Node 22's async_hooks every promise of every request runs a
 * hook and allocates for the scope (decision 75; what it costs: bench/request-scope-ab.ts).
 */
export const ASYNC_CONTEXT_FRAME_FLAG = '--experimental-async-context-frame';

/** Whether this process carries the request scope on async_hooks (started without the flag, on Node < 24). */
export function requestScopeOnAsyncHooks(
  nodeVersion = process.versions.node,
  execArgv: readonly string[] = process.execArgv,
  nodeOptions = process.env.NODE_OPTIONS ?? '',
): boolean {
  if (Number(nodeVersion.split('.')[0]) >= 24) return false;
  return !execArgv.includes(ASYNC_CONTEXT_FRAME_FLAG) && !nodeOptions.split(/\s+/).includes(ASYNC_CONTEXT_FRAME_FLAG);
}

const storage = new AsyncLocalStorage<RequestScope>();

export function runInRequestScope<T>(scope: RequestScope, work: () => T): T {
  return storage.run(scope, work);
}

/** The scope of the request being served, or undefined outside one (start-up, timers). */
export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore();
}

/** Sets the id of the request being served on its answer, `X-Request-Id` (outside a request, nothing). */
export function setRequestIdHeader(res: ServerResponse): void {
  const scope = storage.getStore();
  if (scope) res.setHeader('X-Request-Id', scope.requestId);
}
