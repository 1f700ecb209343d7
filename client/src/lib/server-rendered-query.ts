import { createContext, useContext, useEffect, useRef, useState, type Context } from 'react';
import type { ErrorLike, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { Kind, type DocumentNode } from 'graphql';
import { useQuery } from '@apollo/client/react';

/**
 * A page's biggest queries, answered in the browser while it hydrates by the answer the server
 * rendered with, as the query returned it, instead of by reading it back out of Apollo's
 * normalised cache (decision 22).
 *
 * Why: reading a listing's 24 products from the cache (about 900 fields through their normalised
 * entries, by code the browser has not optimised yet) was the longest piece of script left when a
 * listing hydrated on a phone: 55-122 ms at 4x CPU in one component's render, and Apollo's first
 * subscription to the query read it again in the commit. The server had the answer in this shape
 * already. It still restores the cache as before: Apollo takes over at the shopper's first change
 * ("Show more", another filter) and reads the same answer from the restored cache then.
 */
export class ServerResults {
  private readonly results: Map<string, unknown>;
  /** The server's: it records what its queries answered and serves nothing. */
  readonly recording: boolean;
  private current = true;

  /** The server's own, empty (no argument), or the browser's, from what the page carries. */
  constructor(served?: Record<string, unknown>) {
    this.recording = served === undefined;
    this.results = new Map(Object.entries(served ?? {}));
  }

  /** On the server: what a query rendered with (the last render's answer is the one in the HTML). */
  record(key: string, data: unknown): void {
    if (this.recording) this.results.set(key, data);
  }

  /** In the browser: the answer the server rendered with, while the page is still the one it sent. */
  served(key: string): unknown {
    return this.current && !this.recording ? this.results.get(key) : undefined;
  }

  /**
   * At the first navigation: a page rendered after it reads Apollo's cache, which may know newer
   * answers than the server's (a product page seen since, with its stock).
   */
  expire(): void {
    this.current = false;
    this.results.clear();
  }

  toJSON(): Record<string, unknown> {
    return Object.fromEntries(this.results);
  }
}

/**
 * One context object per process, kept on globalThis: the server imports the built renderer under
 * a versioned URL while the page chunks import this module without one, so a module-level context
 * would exist twice and the pages would record into one nobody reads (as PageResponseContext).
 */
const CONTEXT_KEY = Symbol.for('herbal-roots.server-results');
const contexts = globalThis as typeof globalThis & { [CONTEXT_KEY]?: Context<ServerResults | null> };
export const ServerResultsContext = (contexts[CONTEXT_KEY] ??= createContext<ServerResults | null>(null));

/** One answer per operation and variables, named so the page's JSON says what each one is. */
export function serverResultKey(query: DocumentNode, variables: OperationVariables | undefined): string {
  const operation = query.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const name = operation?.kind === Kind.OPERATION_DEFINITION ? operation.name?.value : undefined;
  if (!name) throw new Error('A server-rendered query needs an operation name');
  return `${name}(${JSON.stringify(variables ?? {})})`;
}

export interface ServerRenderedQueryOptions<TVariables extends OperationVariables> {
  variables?: TVariables;
  notifyOnNetworkStatusChange?: boolean;
}

/** What the pages use of `useQuery`'s result. */
export interface ServerRenderedQueryResult<TData, TVariables extends OperationVariables> {
  data: TData | undefined;
  previousData: TData | undefined;
  loading: boolean;
  error: ErrorLike | undefined;
  refetch: () => void;
  /** The next page, appended by the cache's merge (lib/apollo-client.ts). */
  fetchMore: (options: { variables: Partial<TVariables> }) => void;
}

/**
 * `useQuery`, except that while the page is the one the server sent, a query the server answered
 * is answered the same way without Apollo reading its cache; Apollo runs it from the first change
 * of variables or `fetchMore` on. Rendered on the server it records its answer for the page.
 */
export function useServerRenderedQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  options: ServerRenderedQueryOptions<TVariables> = {},
): ServerRenderedQueryResult<TData, TVariables> {
  const results = useContext(ServerResultsContext);
  const key = serverResultKey(query, options.variables);
  const [served, setServed] = useState(() => {
    const data = results?.served(key);
    return data === undefined ? null : { key, data: data as TData };
  });
  // Other variables: Apollo from now on, even if the shopper comes back to the first ones.
  if (served && served.key !== key) setServed(null);
  const serving = served !== null && served.key === key;
  const moreRequested = useRef<{ variables: Partial<TVariables> } | null>(null);

  // Skipped while serving: the query waits in standby, reading nothing, until it is needed.
  const live = useQuery(query, { ...options, skip: serving } as useQuery.Options<TData, TVariables>);
  if (live.data !== undefined) results?.record(key, live.data);

  const { fetchMore } = live;
  useEffect(() => {
    // "Show more" while serving: the query first takes over (reading the first page from the
    // restored cache), then asks for the next page, which the cache appends.
    const more = moreRequested.current;
    if (serving || !more) return;
    moreRequested.current = null;
    void fetchMore(more);
  }, [serving, fetchMore]);

  if (!serving) {
    return {
      data: live.data,
      previousData: live.previousData,
      loading: live.loading,
      error: live.error,
      refetch: () => void live.refetch(),
      fetchMore: (more) => void fetchMore(more),
    };
  }
  return {
    data: served.data,
    previousData: undefined,
    loading: false,
    error: undefined,
    refetch: () => setServed(null),
    fetchMore: (more) => {
      moreRequested.current = more;
      setServed(null);
    },
  };
}
