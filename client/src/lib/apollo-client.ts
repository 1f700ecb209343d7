import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type Reference } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { DocumentNode, FieldNode } from 'graphql';
import { tap } from 'rxjs';
import { possibleTypes } from './possible-types';

interface ProductPageRef {
  __typename?: string;
  items: Reference[];
  totalCount: number;
}

/** The alias under which a list asks for its pages to be appended (the storefront's "Show more"). */
export const APPENDING_LIST_ALIAS = 'listing';

function appendsPages(field: FieldNode | null): boolean {
  return field?.alias?.value === APPENDING_LIST_ALIAS;
}

/**
 * Cache policies: products, orders, users and categories are normalised by id (the default);
 * sizes and addresses have no id and stay embedded in their parent. `product(id)` reads from the
 * normalised product first, so a card seen on a listing opens its detail page from cache.
 */
export function createCache() {
  return new InMemoryCache({
    possibleTypes,
    typePolicies: {
      Query: {
        fields: {
          product: {
            // A stored null is the server's answer (no such product): kept, not read as "not asked
            // yet", or a server-rendered 404 would hydrate as a loading page.
            read(existing: Reference | undefined, { args, toReference }) {
              if (existing !== undefined) return existing;
              return args?.id ? toReference({ __typename: 'Product', id: args.id as string }) : undefined;
            },
          },
          // Two kinds of list read `products`. The storefront's listing appends pages ("Show more"):
          // it asks for the field under the alias `listing`, and its pages (same filter, sort and
          // page size) are merged by offset into one list. Every other reader (the admin table,
          // home rails, related products) gets exactly the page it asked for, each offset its own
          // entry: merging those would show page 1 and page 2 together.
          products: {
            keyArgs: (_args, { field }) => (appendsPages(field) ? ['filter', 'sort', 'limit'] : ['filter', 'sort', 'offset', 'limit']),
            merge(existing: ProductPageRef | undefined, incoming: ProductPageRef, { args, field }) {
              const offset = (args?.offset as number | undefined) ?? 0;
              if (!appendsPages(field) || !existing || offset === 0) return incoming;
              const items = existing.items.slice(0, offset);
              incoming.items.forEach((item, index) => {
                items[offset + index] = item;
              });
              return { ...incoming, items };
            },
          },
          order: {
            read(existing: Reference | undefined, { args, toReference }) {
              return existing ?? (args?.id ? toReference({ __typename: 'Order', id: args.id as string }) : undefined);
            },
          },
        },
      },
      Order: {
        fields: {
          // An order's lines never change place (only what refunds returned to stock changes), and
          // screens ask different fields of them (the details dialog its totals, the refund form
          // what went back to stock): merged line by line, each screen keeps what it read.
          lines: {
            merge(existing: readonly Reference[] | undefined, incoming: readonly Reference[], { mergeObjects }) {
              if (!existing || existing.length !== incoming.length) return incoming;
              return incoming.map((line, index) => mergeObjects(existing[index], line));
            },
          },
        },
      },
      // One settings object that several Settings sections read parts of: merged, not replaced.
      ShopSettings: { merge: true },
      Size: { keyFields: false },
      Address: { keyFields: false },
      OrderLine: { keyFields: false },
      ProductPage: { keyFields: false },
    },
  });
}

/** The name the server knows its own storefront by (server/src/graphql/trusted-documents.ts). */
export const CLIENT_NAME = 'herbal-storefront';

/**
 * Operations go out as trusted documents: the hash codegen gave each one (its `__meta__`),
 * which the server looks up in the list generated with the client. A hash the server does not
 * know falls back to sending the full document.
 */
function documentHash(document: DocumentNode): string {
  const hash = (document as DocumentNode & { __meta__?: { hash?: string } }).__meta__?.hash;
  if (!hash) throw new Error('This operation has no codegen hash: run npm run codegen');
  return hash;
}

export interface ApolloClientOptions {
  /** Where /graphql is: the page's own origin in the browser, the server's own address on the server. */
  graphqlUrl?: string;
  /** The cache the server filled while rendering this page (browser) or nothing. */
  restoredCache?: Record<string, unknown>;
  /** Rendering on the server: one client per page, no refetching, no polling. */
  serverRendering?: boolean;
  /** Told of any operation that failed or answered with errors (the server then sends no rendered page). */
  onFailedOperation?: () => void;
}

export function createApolloClient({
  graphqlUrl = '/graphql',
  restoredCache,
  serverRendering = false,
  onFailedOperation,
}: ApolloClientOptions = {}) {
  const cache = createCache();
  if (restoredCache) cache.restore(restoredCache as Parameters<typeof cache.restore>[0]);
  const links: ApolloLink[] = [
    new PersistedQueryLink({ generateHash: documentHash }),
    new HttpLink({
      uri: graphqlUrl,
      credentials: 'same-origin',
      // Satisfies Apollo Server's CSRF prevention for every request, GET included.
      headers: { 'apollo-require-preflight': 'true' },
    }),
  ];
  if (onFailedOperation) links.unshift(failureWatch(onFailedOperation));
  return new ApolloClient({
    cache,
    clientAwareness: { name: CLIENT_NAME, version: '1' },
    ssrMode: serverRendering,
    // Queries that normally go to the network (cache-and-network) read the server's answers while
    // the page hydrates, so the first render matches the HTML; they refetch after.
    ssrForceFetchDelay: restoredCache ? 100 : undefined,
    link: ApolloLink.from(links),
  });
}

/** Passes operations through, telling `onFailed` of any that fails or comes back with errors. */
function failureWatch(onFailed: () => void): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap({
        next: (result) => {
          if ('errors' in result && result.errors?.length) onFailed();
        },
        error: () => onFailed(),
      }),
    ),
  );
}
