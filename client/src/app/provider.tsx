import { lazy, Suspense, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from '../config/theme';
import { createApolloClient } from '../lib/apollo-client';
import { APP_TOAST_MS } from '../lib/notify';

/** The colour scheme is remembered under this key; light is the default (spec §4 UI). */
export const COLOR_SCHEME_STORAGE_KEY = 'herbal-color-scheme';

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });
const apolloClient = createApolloClient();

// The toast container is not needed to paint the page; toasts shown before it arrives wait in
// the notifications store and appear as soon as it mounts.
const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Notifications position="top-right" autoClose={APP_TOAST_MS} limit={4} zIndex={1000} />
      </Suspense>
      <ApolloProvider client={apolloClient}>{children}</ApolloProvider>
    </MantineProvider>
  );
}
