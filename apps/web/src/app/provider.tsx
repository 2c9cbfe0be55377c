import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { ToastProvider } from '@/components/toasts';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

/** `client`: the browser's one by default; a page rendered on the server brings its own. */
export function AppProvider({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <I18nProvider i18n={i18n}>
      <ErrorBoundary>
        <QueryClientProvider client={client}>
          <ToastProvider>{children}</ToastProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </I18nProvider>
  );
}
