import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '@/lib/error-reporting';
import { ErrorState } from './error-state';

type Props = { children: ReactNode };

export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportClientError(Object.assign(error, { stack: `${error.stack ?? ''}${info.componentStack ?? ''}` }));
  }

  override render() {
    return this.state.failed ? <ErrorState /> : this.props.children;
  }
}
