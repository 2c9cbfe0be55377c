import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/error-boundary';
import { PageSpinner } from '@/components/page-spinner';
import { CompleteProfileBar } from './complete-profile-bar';
import { CustomerWatch } from './customer-watch';
import { Footer } from './footer';
import { Header } from './header';
import { VersionCheck } from './version-check';

export function AppShell() {
  const { pathname } = useLocation();
  return (
    <div className="d-flex flex-column min-vh-100">
      <a href="#main" className="visually-hidden-focusable skip-link">
        <Trans>Skip to content</Trans>
      </a>
      <Header />
      <CompleteProfileBar />
      <main id="main" className="flex-grow-1" tabIndex={-1}>
        <ErrorBoundary key={pathname}>
          <Suspense
            fallback={
              <div className="route-loading">
                <PageSpinner />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <CustomerWatch />
      <VersionCheck />
      <ScrollRestoration />
    </div>
  );
}
