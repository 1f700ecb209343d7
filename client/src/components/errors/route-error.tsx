import { Suspense } from 'react';
import { Container } from '@mantine/core';
import { useRouteError } from 'react-router-dom';
import { deferredComponent } from '@/lib/deferred-hydration';
import { PlainErrorState } from './plain-error-state';

// Rarely shown, so its code is not part of every page's first load; if that code cannot be
// fetched either (the usual cause of a route error: a deployment replaced the files), the plain one.
const ErrorState = deferredComponent(() => import('./error-state').then((module) => module.ErrorState), PlainErrorState);

/**
 * The router's error element. A failed lazy chunk (usually a new deployment replaced the old
 * files) is fixed by loading the page again, so Retry reloads.
 */
export function RouteError() {
  const error = useRouteError();
  console.error('Route failed', error);
  return (
    <Container size="sm" py="xl">
      <Suspense fallback={null}>
        <ErrorState
          message="We could not load this page just now. Please check your connection and try again."
          onRetry={() => window.location.reload()}
        />
      </Suspense>
    </Container>
  );
}
