import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { theme } from '@/config/theme';
import { APP_TOAST_MS, useToastContainerNeeded } from '@/lib/notify';
import toastClasses from './toasts.module.css';

/** The colour scheme is remembered under this key; light is the default. */
export const COLOR_SCHEME_STORAGE_KEY = 'herbal-color-scheme';

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

// The toast container is not needed to paint the page: it is fetched and mounted with the first
// toast, which waits in the notifications store until then (client/src/lib/notify.ts).
const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));

export function AppProvider({ apolloClient, children }: { apolloClient: ApolloClient; children: ReactNode }) {
  // Server HTML looks ready before its scripts arrive; this tells browser tests (and any tool)
  // when the page actually responds to clicks: after hydration, or the first browser render.
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  // The theme's CSS variables come as a stylesheet made at build time (`virtual:theme-variables.css`,
  // imported by main.tsx), not as a <style> the provider works out from the theme in every render.
  return (
    <MantineProvider theme={theme} withCssVariables={false} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
      <Toasts />
      <ApolloProvider client={apolloClient}>{children}</ApolloProvider>
    </MantineProvider>
  );
}

/**
 * Mounts the toast container with the first toast. Its own component, so that render is only its
 * own: re-rendering the provider would hand every Mantine component a new context value, and
 * every part of the page still waiting to hydrate would be thrown away and rendered anew.
 */
function Toasts() {
  const toastsNeeded = useToastContainerNeeded();
  if (!toastsNeeded) return null;
  return (
    <Suspense fallback={null}>
      {/* Below the header, so a toast never covers the cart icon and its count. */}
      <Notifications position="top-right" autoClose={APP_TOAST_MS} limit={4} zIndex={1000} classNames={{ root: toastClasses.toasts }} />
    </Suspense>
  );
}
