/**
 * The app's error boundary: a screen whose code failed to load or that threw while rendering shows
 * the route error page in place of the layout, until the next navigation (back, forward, or the
 * session's redirect) tries again.
 */
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteErrorPage } from './RouteErrorPage.tsx';

interface BoundaryProps {
  /** Changes with every navigation: a shown error is cleared when it changes. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override componentDidUpdate(previousProps: BoundaryProps, previousState: BoundaryState) {
    // Only an error already on screen: the navigation that failed changes the key as it fails.
    if (previousState.failed && previousProps.resetKey !== this.props.resetKey) {
      this.setState({ error: undefined, failed: false });
    }
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <ErrorBoundary resetKey={key}>{children}</ErrorBoundary>;
}
