import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ServerResultsContext, type ServerResults } from '@/lib/server-results';
import { AppProvider } from './provider';

/**
 * The whole shop around a router: the browser passes its RouterProvider, the server a
 * StaticRouterProvider for the page it renders. Each side makes its own Apollo client.
 */
export function App({
  apolloClient,
  serverResults = null,
  children,
}: {
  apolloClient: ApolloClient;
  /** The server records its pages' answers here; the browser hydrates from them. */
  serverResults?: ServerResults | null;
  children: ReactNode;
}) {
  return (
    <ServerResultsContext value={serverResults}>
      <AppProvider apolloClient={apolloClient}>{children}</AppProvider>
    </ServerResultsContext>
  );
}
