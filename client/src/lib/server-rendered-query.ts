import { useContext, useEffect, useRef, useState } from 'react';
import type { ErrorLike, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { Kind, type DocumentNode } from 'graphql';
import { useQuery } from '@apollo/client/react';
import { ServerResultsContext } from './server-results';

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
  /** Apollo's, once it runs the query (an order's page asks the network again when visited later). */
  fetchPolicy?: useQuery.Options['fetchPolicy'];
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
 * is answered the same way without Apollo reading its cache (why: lib/server-results.ts); Apollo
 * runs it from the first change of variables or `fetchMore` on. Rendered on the server it records
 * its answer for the page.
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
  // The answer the page was served with, shown (as Apollo's previousData would be) until Apollo's
  // first answer arrives: without it the first filter change on a listing swapped its cards for a
  // skeleton and back, the longest work of that tap on a phone.
  const [handedOver, setHandedOver] = useState<TData | undefined>(undefined);
  // Other variables: Apollo from now on, even if the shopper comes back to the first ones.
  if (served && served.key !== key) {
    setServed(null);
    setHandedOver(served.data);
  }
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
      previousData: live.previousData ?? handedOver,
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
      setHandedOver(served.data);
      setServed(null);
    },
  };
}
