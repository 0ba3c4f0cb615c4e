/**
 * The app's error boundaries: a screen whose code failed to load or that threw while rendering
 * shows the route error page in the shell's content, the navigation still there to go elsewhere;
 * a failure of the layout or the shell itself shows it in place of everything. Either way until
 * the next navigation (a rail entry, back, forward, or the session's redirect) tries again.
 */
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteErrorPage } from './RouteErrorPage.tsx';

interface BoundaryProps {
  /** Changes with every navigation: a shown error is cleared when it changes. */
  resetKey: string;
  /** The boundary of a screen inside the shell (not of the whole layout). */
  inShell: boolean;
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
    return this.state.failed ? (
      <RouteErrorPage error={this.state.error} inShell={this.props.inShell} />
    ) : (
      this.props.children
    );
  }
}

export function RouteErrorBoundary({
  children,
  inShell = false,
}: {
  children: ReactNode;
  /** Set on the boundary of the screens inside the shell. */
  inShell?: boolean;
}) {
  const { key } = useLocation();
  return (
    <ErrorBoundary resetKey={key} inShell={inShell}>
      {children}
    </ErrorBoundary>
  );
}
