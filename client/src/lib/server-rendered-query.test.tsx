import { act, startTransition, useState, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ApolloClient, ApolloLink, gql, type TypedDocumentNode } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { of } from 'rxjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCache } from './apollo-client';
import { hydrateAllDeferred, HydrateWhenVisible } from './deferred-hydration';
import { serverResultKey, useServerRenderedQuery } from './server-rendered-query';
import { ServerResults, ServerResultsContext } from './server-results';

/**
 * A listing rendered on the server and hydrated in the browser from the server's own answer: the
 * products show without Apollo reading its cache, and "Show more" or another sort hands over to
 * Apollo, which appends or asks as before.
 */

interface ListingData {
  listing: { __typename: 'ProductPage'; totalCount: number; items: Array<{ __typename: 'Product'; id: string; name: string }> };
}
interface ListingVariables {
  sort: string;
  offset: number;
  limit: number;
  [name: string]: unknown;
}

const ListingQuery = gql`
  query Listing($sort: ProductSort, $offset: Int, $limit: Int) {
    listing: products(sort: $sort, offset: $offset, limit: $limit) {
      totalCount
      items {
        id
        name
      }
    }
  }
` as TypedDocumentNode<ListingData, ListingVariables>;

const CATALOGUE = ['Neem Comb', 'Amla Hair Oil', 'Rose Face Mist', 'Aloe Gel', 'Tulsi Soap'];

/** The shop's /graphql: pages of the catalogue in the order asked for, each request remembered. */
function shopLink(requests: ListingVariables[], names = CATALOGUE) {
  return new ApolloLink((operation) => {
    const variables = operation.variables as ListingVariables;
    requests.push(variables);
    const ordered = variables.sort === 'NAME' ? [...names].sort() : names;
    const items = ordered
      .slice(variables.offset, variables.offset + variables.limit)
      .map((name) => ({ __typename: 'Product' as const, id: `p-${names.indexOf(name)}`, name }));
    return of({ data: { listing: { __typename: 'ProductPage', totalCount: names.length, items } } });
  });
}

function Listing({ initialSort = 'NEWEST' }: { initialSort?: string }) {
  const [sort, setSort] = useState(initialSort);
  const { data, loading, fetchMore } = useServerRenderedQuery(ListingQuery, {
    variables: { sort, offset: 0, limit: 2 },
    notifyOnNetworkStatusChange: true,
  });
  const items = data?.listing.items ?? [];
  return (
    <div>
      <ul>
        {items.map((item) => (
          <li key={item.id}>{item.name}</li>
        ))}
      </ul>
      <p>{loading ? 'loading' : `${items.length} of ${data?.listing.totalCount ?? 0}`}</p>
      <button type="button" onClick={() => fetchMore({ variables: { offset: items.length } })}>
        Show more
      </button>
      <button type="button" onClick={() => setSort('NAME')}>
        Sort by name
      </button>
      <button type="button" onClick={() => setSort('NEWEST')}>
        Sort by newest
      </button>
    </div>
  );
}

function page(client: ApolloClient, results: ServerResults, element = <Listing />) {
  return (
    <ServerResultsContext value={results}>
      <ApolloProvider client={client}>{element}</ApolloProvider>
    </ServerResultsContext>
  );
}

/** What the server sends: the HTML, its Apollo cache and its recorded answers. */
async function renderOnServer(element?: ReactElement) {
  const client = new ApolloClient({ cache: createCache(), link: shopLink([]), ssrMode: true });
  const results = new ServerResults();
  const { result } = await prerenderStatic({ tree: page(client, results, element), renderFunction: renderToString });
  return { html: result, apollo: client.extract(), results: results.toJSON() };
}

/** The first page (of 5) with the comb under `combName`: later the cache may know it renamed. */
function firstPage(combName: string): ListingData {
  const items = [combName, 'Amla Hair Oil'].map((name, index) => ({ __typename: 'Product' as const, id: `p-${index}`, name }));
  return { listing: { __typename: 'ProductPage', totalCount: 5, items } };
}

const shown = (container: HTMLElement) => [...container.querySelectorAll('li')].map((item) => item.textContent);

function button(container: HTMLElement, name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

/** A shopper's click, then what it sets off. */
async function press(container: HTMLElement, name: string) {
  act(() => button(container, name).click());
  await settle();
}

/** Lets Apollo's scheduled deliveries and React's updates run. */
async function settle() {
  for (let round = 0; round < 5; round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** The browser: the server's HTML in #root, the cache restored, hydrated. */
function hydrateInBrowser(server: Awaited<ReturnType<typeof renderOnServer>>, element?: ReactElement) {
  const requests: ListingVariables[] = [];
  const container = document.createElement('div');
  container.innerHTML = server.html;
  document.body.append(container);
  const cache = createCache();
  cache.restore(server.apollo as Parameters<typeof cache.restore>[0]);
  const client = new ApolloClient({ cache, link: shopLink(requests) });
  const results = new ServerResults(server.results);
  const cacheReads = vi.spyOn(cache, 'diff');
  const hydrationErrors = vi.fn();
  act(() => {
    hydrateRoot(container, page(client, results, element), { onRecoverableError: hydrationErrors });
  });
  return { container, cache, client, results, requests, cacheReads, hydrationErrors };
}

/** As hydrateInBrowser, hydrating in a transition as the browser entry does, with the waiting parts left waiting. */
async function hydrateInBrowserAsync(server: Awaited<ReturnType<typeof renderOnServer>>, element: ReactElement) {
  const requests: ListingVariables[] = [];
  const container = document.createElement('div');
  container.innerHTML = server.html;
  document.body.append(container);
  const cache = createCache();
  cache.restore(server.apollo as Parameters<typeof cache.restore>[0]);
  const client = new ApolloClient({ cache, link: shopLink(requests) });
  const results = new ServerResults(server.results);
  const hydrationErrors = vi.fn();
  await act(() => {
    startTransition(() => {
      hydrateRoot(container, page(client, results, element), { onRecoverableError: hydrationErrors });
    });
    return Promise.resolve();
  });
  return { container, cache, client, results, requests, hydrationErrors };
}

describe('a query the server rendered', () => {
  beforeAll(() => {
    // Tells React that `act` is in use here (Testing Library says so for the tests that import it).
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is recorded on the server under its operation and variables, as the query returned it', async () => {
    const server = await renderOnServer();
    const key = serverResultKey(ListingQuery, { sort: 'NEWEST', offset: 0, limit: 2 });
    expect(key).toBe('Listing({"sort":"NEWEST","offset":0,"limit":2})');
    expect(server.results[key]).toEqual(firstPage('Neem Comb'));
    expect(server.html).toContain('Amla Hair Oil');
  });

  it('hydrates from the server answer without reading the cache or asking the shop again', async () => {
    const server = await renderOnServer();
    const browser = hydrateInBrowser(server);
    await settle();

    expect(shown(browser.container)).toEqual(['Neem Comb', 'Amla Hair Oil']);
    expect(browser.container.textContent).toContain('2 of 5');
    expect(browser.hydrationErrors).not.toHaveBeenCalled();
    expect(browser.cacheReads).not.toHaveBeenCalled();
    expect(browser.requests).toEqual([]);
  });

  it('hands "Show more" to Apollo, which reads the first page from the restored cache and appends the next', async () => {
    const server = await renderOnServer();
    const browser = hydrateInBrowser(server);

    await press(browser.container, 'Show more');

    expect(browser.requests).toEqual([{ sort: 'NEWEST', offset: 2, limit: 2 }]);
    expect(shown(browser.container)).toEqual(['Neem Comb', 'Amla Hair Oil', 'Rose Face Mist', 'Aloe Gel']);
    expect(browser.container.textContent).toContain('4 of 5');
    expect(browser.cacheReads).toHaveBeenCalled();
  });

  it('asks Apollo for other variables, and keeps to Apollo when the shopper comes back', async () => {
    const server = await renderOnServer();
    const browser = hydrateInBrowser(server);

    await press(browser.container, 'Sort by name');

    expect(browser.requests).toEqual([{ sort: 'NAME', offset: 0, limit: 2 }]);
    expect(shown(browser.container)).toEqual(['Aloe Gel', 'Amla Hair Oil']);

    // Back to the first sort: the cache's answer (renamed since), not the server's.
    browser.cache.writeQuery({
      query: ListingQuery,
      variables: { sort: 'NEWEST', offset: 0, limit: 2 },
      data: firstPage('Neem Wood Comb'),
    });
    await press(browser.container, 'Sort by newest');
    expect(shown(browser.container)).toEqual(['Neem Wood Comb', 'Amla Hair Oil']);
    expect(browser.requests).toHaveLength(1);
  });

  it('still answers a part of the first page that hydrates after a navigation expired it, as the server rendered it', async () => {
    // The part waits below the first screen (nothing ever comes into view here) until the
    // shopper navigates: the navigation expires the answers, then opens every waiting part.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const belowTheFold = (
      <HydrateWhenVisible>
        <Listing />
      </HydrateWhenVisible>
    );
    // Rendered as the server renders: no window there, so the part is complete in the HTML.
    vi.stubGlobal('window', undefined);
    const server = await renderOnServer(belowTheFold).finally(() => vi.stubGlobal('window', globalThis));
    const browser = await hydrateInBrowserAsync(server, belowTheFold);
    await settle();
    // Meanwhile the cache has learnt something newer (a product's page seen in between, say).
    browser.cache.writeQuery({
      query: ListingQuery,
      variables: { sort: 'NEWEST', offset: 0, limit: 2 },
      data: firstPage('Neem Wood Comb'),
    });

    await act(async () => {
      browser.results.expire();
      hydrateAllDeferred();
      await Promise.resolve();
    });
    await settle();

    // Hydrated from its own HTML's answer: read from the cache, it rendered the newer name, and
    // React threw the part's HTML away.
    expect(browser.hydrationErrors).not.toHaveBeenCalled();
    expect(shown(browser.container)).toEqual(['Neem Comb', 'Amla Hair Oil']);
    expect(browser.requests).toEqual([]);
    vi.unstubAllGlobals();
  });

  it('is the first page only: after it expires (a navigation), a listing mounted anew reads the cache, which may know newer answers', async () => {
    const server = await renderOnServer();
    const browser = hydrateInBrowser(server);
    browser.results.expire();
    browser.cache.writeQuery({
      query: ListingQuery,
      variables: { sort: 'NEWEST', offset: 0, limit: 2 },
      data: firstPage('Neem Wood Comb'),
    });

    const later = document.createElement('div');
    document.body.append(later);
    act(() => createRoot(later).render(page(browser.client, browser.results)));
    await settle();

    expect(shown(later)).toEqual(['Neem Wood Comb', 'Amla Hair Oil']);
  });
});
