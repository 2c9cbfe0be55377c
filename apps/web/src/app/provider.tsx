import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider, useLingui } from '@lingui/react';
import { Fragment, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { ToastProvider } from '@/components/toasts';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

/** `client`: the browser's one by default; a page rendered on the server brings its own. */
export function AppProvider({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <I18nProvider i18n={i18n}>
      <InLanguage>
        <ErrorBoundary>
          <QueryClientProvider client={client}>
            <ToastProvider>{children}</ToastProvider>
          </QueryClientProvider>
        </ErrorBoundary>
      </InLanguage>
    </I18nProvider>
  );
}

/**
 * The app rendered anew when the language changes: texts made outside a component's render (formats, a plural of a
 * helper) change with the rest, without a reload.
 */
function InLanguage({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  return <Fragment key={active.locale}>{children}</Fragment>;
}
