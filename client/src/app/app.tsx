import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { AppProvider } from './provider';

/**
 * The whole shop around a router: the browser passes its RouterProvider, the server a
 * StaticRouterProvider for the page it renders. Each side makes its own Apollo client.
 */
export function App({ apolloClient, children }: { apolloClient: ApolloClient; children: ReactNode }) {
  return <AppProvider apolloClient={apolloClient}>{children}</AppProvider>;
}
