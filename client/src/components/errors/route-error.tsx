import { Container } from '@mantine/core';
import { useRouteError } from 'react-router-dom';
import { ErrorState } from './error-state';

/**
 * The router's error element. A failed lazy chunk (usually a new deployment replaced the old
 * files) is fixed by loading the page again, so Retry reloads.
 */
export function RouteError() {
  const error = useRouteError();
  console.error('Route failed', error);
  return (
    <Container size="sm" py="xl">
      <ErrorState message="We could not load this page just now. Please check your connection and try again." onRetry={() => window.location.reload()} />
    </Container>
  );
}
