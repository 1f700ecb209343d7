import { createContext, type Context } from 'react';

/**
 * A React context that is one object per process, kept on globalThis under `name`. The server
 * imports the built renderer under a versioned URL (to pick up rebuilds) while the page chunks
 * import shared modules without one, so a module-level context would exist twice on the server
 * and the pages would write to one nobody reads.
 */
export function processWideContext<T>(name: string, defaultValue: T): Context<T> {
  const key = Symbol.for(`herbal-roots.${name}`);
  const contexts = globalThis as typeof globalThis & Record<symbol, Context<T> | undefined>;
  return (contexts[key] ??= createContext(defaultValue));
}
