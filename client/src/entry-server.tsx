/**
 * Renders one public page to HTML on the server (built by `vite build --ssr` into client/dist-ssr
 * and called by server/src/http/server-rendered-pages.ts). Every GraphQL query the page makes is
 * answered by the shop's own /graphql first; the filled Apollo cache goes into the page, so the
 * browser hydrates without asking again.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { App } from './app/app';
import { routes, type PageHandle } from './app/router';
import { isServerRenderedPath, type ServerState } from './app/server-rendering';
import { createApolloClient } from './lib/apollo-client';

export { isServerRenderedPath };

export interface RenderedPage {
  /** 200, or the router's status (404 for an unknown path under a rendered pattern). */
  status: number;
  /** The markup that goes inside #root. */
  html: string;
  state: ServerState;
  /** Source files of the pages rendered (Vite manifest keys): their styles and code go in the head. */
  pageModules: string[];
}

const handler = createStaticHandler(routes);

/**
 * `url` is the page asked for; `graphqlUrl` the shop's own /graphql, reached over loopback.
 * Resolves to null when the page is not one the server renders, the router answered with a
 * redirect, or a query failed: the caller sends the browser-rendered page instead.
 */
export async function renderPage(url: URL, graphqlUrl: string, signal?: AbortSignal): Promise<RenderedPage | null> {
  if (!isServerRenderedPath(url.pathname)) return null;
  const context = await handler.query(new Request(url, { signal }));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // A page rendered from a failed query would show an error (and be kept as the page): the
  // browser-rendered page, which asks again, is sent instead.
  let failed = false;
  const apolloClient = createApolloClient({ graphqlUrl, serverRendering: true, onFailedOperation: () => (failed = true) });
  const { result, aborted } = await prerenderStatic({
    tree: (
      <StrictMode>
        <App apolloClient={apolloClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
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
  return { status: context.statusCode, html: result, state: { apollo: apolloClient.extract() as Record<string, unknown> }, pageModules };
}
