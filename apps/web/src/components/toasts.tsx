import { createContext, lazy, Suspense, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';
import type { ShownToast, ToastMessage } from './toast-message';

export type { ToastMessage, ToastVariant } from './toast-message';

const ToastStack = lazy(() => import('./toast-stack').then((m) => ({ default: m.ToastStack })));

const ToastContext = createContext<(toast: ToastMessage) => void>(() => undefined);

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const show = useCallback((toast: ToastMessage) => setToasts((shown) => [...shown, { ...toast, id: nextId++ }]), []);
  const dismiss = (id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id));
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext value={value}>
      {children}
      {toasts.length > 0 && (
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <ToastStack toasts={toasts} onDismiss={dismiss} />
          </Suspense>
        </ErrorBoundary>
      )}
    </ToastContext>
  );
}

export function useToast() {
  return use(ToastContext);
}
