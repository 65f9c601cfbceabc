import { Component, type ReactNode } from 'react';
import { ErrorPage } from '../pages/errors/ErrorPage';

interface State {
  error?: Error;
}

/** Catches a page that fails to render or load, and shows the error page instead of a blank screen. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ErrorPage status={500} details={`${error.name}: ${error.message}`} />;
  }
}
