/**
 * Renders one public page to HTML on the server (built by `vite build --ssr` into client/dist-ssr
 * and called by server/src/http/pages/server-rendered-pages.ts). Every GraphQL query the page makes is
 * answered by the shop's own /graphql first; the filled Apollo cache goes into the page, so the
 * browser hydrates without asking again.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { App } from '@/app/app';
import { headHtml } from '@/app/page-head';
import { routes, type PageHandle } from '@/app/router';
import {
  createPageResponse,
  isOrderPath,
  isPaymentReturn,
  isServerRenderedPath,
  PageResponseContext,
  type ServerState,
} from '@/app/server-rendering';
import { paths } from '@/config/paths';
import { createApolloClient } from '@/lib/apollo-client';
import { preloadDeferredComponents, RenderedDeferredModules } from '@/lib/deferred-hydration';
import { ServerResults } from '@/lib/server-results';
import { listingHref, readListingState } from '@/features/catalogue/listing-params';

export { isServerRenderedPath };

export interface RenderedPage {
  /** 200, or 404 for an unknown path or product (the page said so while rendering). */
  status: number;
  /** The markup that goes inside #root. */
  html: string;
  state: ServerState;
  /** The page's <title> and head tags (description, canonical, Open Graph, JSON-LD); null if it declared none. */
  head: string | null;
  /** Source files of the pages rendered (Vite manifest keys): their styles and code go in the head. */
  pageModules: string[];
  /** Source files of the deferred parts rendered (lib/deferred-hydration.tsx): their styles go in the head. */
  deferredModules: string[];
  /** False for a page of one shopper's order: the server must not keep it for the next request. */
  keep: boolean;
}

const handler = createStaticHandler(routes);

/** Every unknown path renders the same 404 page: it is rendered (and kept) once, under this URL. */
const NOT_FOUND_KEY = '/__not-found';

/**
 * The URL a page is rendered from and kept under: its path and only the query parameters the
 * page reads, written one way. `?utm_source=…`, `?fbclid=…` or `?x=<random>` are the same page
 * and so one render; an unknown path is the one 404 page. Null for pages the browser renders.
 */
export function renderKey(url: URL): string | null {
  if (!isServerRenderedPath(url.pathname) || isPaymentReturn(url)) return null;
  const matched = matchRoutes(routes, url.pathname) ?? [];
  const page = matched[matched.length - 1];
  if (!page || page.route.path === '*') return NOT_FOUND_KEY;
  if (matchRoutes([{ path: `${paths.products.path}/:category?` }], url.pathname)) {
    const query = listingHref(readListingState(page.params.category, url.searchParams)).split('?')[1];
    return query ? `${url.pathname}?${query}` : url.pathname;
  }
  return url.pathname;
}

/**
 * `url` is the page asked for, on the shop's public origin (its head's addresses are made absolute
 * against it); `graphqlUrl` the shop's own /graphql, reached over loopback.
 * Resolves to null when the page is not one the server renders, the router answered with a
 * redirect, or a query failed: the caller sends the browser-rendered page instead.
 */
export async function renderPage(url: URL, graphqlUrl: string, signal?: AbortSignal): Promise<RenderedPage | null> {
  if (!isServerRenderedPath(url.pathname)) return null;
  const context = await handler.query(new Request(url, { signal }));
  if (context instanceof Response) return null;
  // Parts whose code the browser fetches later (lib/deferred-hydration.tsx) are rendered in full
  // here: their code, including any the matched page just declared, is loaded first.
  await preloadDeferredComponents();
  const router = createStaticRouter(handler.dataRoutes, context);
  const response = createPageResponse(context.statusCode);
  // A page rendered from a failed query would show an error (and be kept as the page): the
  // browser-rendered page, which asks again, is sent instead.
  let failed = false;
  const apolloClient = createApolloClient({ graphqlUrl, serverRendering: true, onFailedOperation: () => (failed = true) });
  const serverResults = new ServerResults();
  const deferredModules = new Set<string>();
  const { result, aborted } = await prerenderStatic({
    tree: (
      <StrictMode>
        <PageResponseContext value={response}>
          <RenderedDeferredModules value={deferredModules}>
            <App apolloClient={apolloClient} serverResults={serverResults}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </App>
          </RenderedDeferredModules>
        </PageResponseContext>
      </StrictMode>
    ),
    renderFunction: renderToString,
    signal,
    maxRerenders: 5,
  });
  if (aborted || failed) return null;
  const pageModules = context.matches
    .map(({ route }) => (route.handle as PageHandle | undefined)?.pageModule)
    .filter((file): file is string => Boolean(file));
  const head = response.head ? headHtml(response.head, url.origin) : null;
  const state = { apollo: apolloClient.extract() as Record<string, unknown>, results: serverResults.toJSON(), origin: url.origin };
  return {
    status: response.status,
    head,
    html: result,
    state,
    pageModules,
    deferredModules: [...deferredModules],
    keep: !isOrderPath(url.pathname),
  };
}
