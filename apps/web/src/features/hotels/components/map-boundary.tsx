import { Trans } from '@lingui/react/macro';
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';

/** A map whose code fails to load (offline, a new release) leaves a note in its box, not an error over the page. */
export function MapBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={
        <p className="small text-body-secondary p-3 mb-0">
          <Trans>The map could not be loaded.</Trans>
        </p>
      }
    >
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}
