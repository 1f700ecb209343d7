// Latin subsets only: the shop's text is English; the few other glyphs (₹) fall back per
// character to the system font instead of costing a second font file per weight.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/fraunces/latin-600.css';
import '@/app/mantine-styles';
// The theme's variables, made at build time; MantineProvider is told not to write them (app/provider.tsx).
import 'virtual:theme-variables.css';
import '@/app/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { App } from '@/app/app';
import { setHeadOrigin } from '@/app/page-head';
import { routes } from '@/app/router';
import { readServerState } from '@/app/server-rendering';
import { createApolloClient } from '@/lib/apollo-client';
import { hydrateAllDeferred } from '@/lib/deferred-hydration';
import { beginHydration } from '@/lib/hydration-safe';
import { ServerResults } from '@/lib/server-results';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/**
 * The matched routes' code, loaded before hydrating: a lazy route still loading would make the
 * router show its fallback instead of the page the server sent.
 */
async function loadMatchedRoutes(routeObjects: RouteObject[]) {
  const matches = matchRoutes(routeObjects, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/** Lets the browser run other tasks (paint, a tap) before going on: on a phone every step of starting is tens of milliseconds. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Renders the shop into #root, or hydrates the server's HTML there. A function rather than
 * top-level await: a module suspended at top level would deadlock with the lazy page it waits
 * for, since that page's chunk imports shared code from the chunk still evaluating.
 */
async function start(root: HTMLElement) {
  // This module is evaluated with the shell's code (Mantine, the header, React DOM's set-up): on
  // a phone the longest task of starting (decision 21). Reading the server's state and matching
  // the routes wait for the next one.
  await nextTask();
  const serverState = root.hasChildNodes() ? readServerState(document) : null;
  if (serverState?.origin) setHeadOrigin(serverState.origin);
  // A server-rendered page needs its matched routes' code before hydrating (see above).
  if (serverState) await loadMatchedRoutes(routes);
  // Restoring the server's answers into the cache is a task of its own, apart from evaluating
  // the route's code before it and from starting to hydrate (React's event listeners) after it.
  await nextTask();
  const apolloClient = createApolloClient({ restoredCache: serverState?.apollo });
  const serverResults = serverState ? new ServerResults(serverState.results) : null;
  await nextTask();
  const router = createBrowserRouter(routes);
  // Parts of the first page still waiting to hydrate (lib/deferred-hydration.tsx) hydrate before a
  // navigation changes what they show; this listener runs before the router's own. The server's
  // answers are the first page's only: the next page reads the cache.
  router.subscribe(() => {
    hydrateAllDeferred();
    serverResults?.expire();
  });
  const app = (
    <StrictMode>
      <App apolloClient={apolloClient} serverResults={serverResults}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
  if (serverState) {
    beginHydration();
    // Hydrating in a transition lets React yield to the browser between components, so a phone
    // stays responsive (and scrollable) while the page becomes interactive.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}

void start(container);
