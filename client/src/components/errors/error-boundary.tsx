import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { deferredComponent } from '@/lib/deferred-hydration';
import { PlainErrorState } from './plain-error-state';

// Rarely shown, so its code is not part of every page's first load; if that code cannot be
// fetched either (the usual cause of a route error: a deployment replaced the files), the plain one.
const ErrorState = deferredComponent(() => import('./error-state').then((module) => module.ErrorState), PlainErrorState);

interface Props {
  children: ReactNode;
  /** What to call the failed section in the message, e.g. "this page". */
  label?: string;
  /** Changing this value (e.g. the path) clears a caught error. */
  resetKey?: unknown;
}

interface State {
  error: Error | null;
}

/**
 * Catches a section's render errors so one broken part does not blank the whole shop; Retry
 * re-renders the section (a lazy chunk that failed to load is re-requested).
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Section failed to render', error, info.componentStack);
  }

  render() {
    if (this.state.error) {
      return (
        <Suspense fallback={null}>
          <ErrorState
            message={`We could not show ${this.props.label ?? 'this section'} just now. Please try again.`}
            onRetry={() => this.setState({ error: null })}
          />
        </Suspense>
      );
    }
    return this.props.children;
  }
}
