import type { ErrorStateProps } from './error-state';

/**
 * The error state without its own code to fetch: shown when even ErrorState's chunk cannot be
 * loaded (a new deployment replaced the files, or the network is gone). Plain elements under the
 * page's global styles, so it needs nothing that is not already there.
 */
export function PlainErrorState({ title = 'Something went wrong', message, onRetry }: ErrorStateProps) {
  return (
    <div role="alert" style={{ textAlign: 'center', padding: '48px 16px' }}>
      <h2>{title}</h2>
      <p>{message}</p>
      {onRetry && (
        <button type="button" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}
