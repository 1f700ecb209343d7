import type { ReactElement, ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render as testingLibraryRender, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { cssVariablesResolver, theme } from '@/config/theme';
import { createCache } from '@/lib/apollo-client';

export interface RenderOptions {
  /** Where the router starts, e.g. '/products/hair?type=oil'. Defaults to '/'. */
  route?: string;
  /** A route pattern such as '/product/:id', so `useParams` works in the rendered element. */
  path?: string;
  /** Apollo mocks; ignored when `client` is given. */
  mocks?: readonly MockLink.MockedResponse[];
  /** A real client (e.g. with a custom link) instead of mocks. */
  client?: ApolloClient;
  /** Extra routes rendered next to the element, to assert where a navigation lands. */
  extraRoutes?: ReactNode;
}

/**
 * Renders UI the way the app does: Mantine theme (transitions and portals off), a memory
 * router and Apollo (mocks by default). A <LocationDisplay /> is always rendered so tests can
 * read where navigation went: `screen.getByTestId('location')`.
 */
export function render(ui: ReactElement, options: RenderOptions = {}): RenderResult {
  const { route = '/', path, mocks = [], client, extraRoutes } = options;
  const routed = path ? (
    <Routes>
      <Route path={path} element={ui} />
      {extraRoutes}
      <Route path="*" element={null} />
    </Routes>
  ) : (
    ui
  );

  const apollo = client ? (
    <ApolloProvider client={client}>{routed}</ApolloProvider>
  ) : (
    <MockedProvider mocks={mocks} cache={createCache()}>
      {routed}
    </MockedProvider>
  );

  return testingLibraryRender(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <Notifications />
      <MemoryRouter initialEntries={[route]}>
        {apollo}
        <LocationDisplay />
      </MemoryRouter>
    </MantineProvider>,
  );
}

export function LocationDisplay() {
  const location = useLocation();
  return (
    <div data-testid="location" hidden>
      {`${location.pathname}${location.search}`}
    </div>
  );
}

export * from '@testing-library/react';
