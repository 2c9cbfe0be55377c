import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '@/lib/error-reporting';
import { ErrorState } from './error-state';

/** `fallback` replaces the failed part; the default is the error state. */
type Props = { children: ReactNode; fallback?: ReactNode };

export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportClientError(Object.assign(error, { stack: `${error.stack ?? ''}${info.componentStack ?? ''}` }));
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback === undefined ? <ErrorState /> : this.props.fallback;
  }
}
