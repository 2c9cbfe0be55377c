import { TOAST_DEFAULT_DELAY_MS } from '@bidstay/contract';
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';

export type ToastVariant = 'success' | 'danger' | 'warning' | 'info';

export type ToastMessage = { header?: string; body: string; variant?: ToastVariant; delay?: number };

type ShownToast = ToastMessage & { id: number };

const defaultHeaders: Record<ToastVariant, string> = {
  success: 'Success',
  danger: 'Error',
  warning: 'Warning',
  info: 'Notice',
};

const icons: Record<ToastVariant, string> = {
  success: 'bi-check-circle-fill',
  danger: 'bi-exclamation-octagon-fill',
  warning: 'bi-exclamation-triangle-fill',
  info: 'bi-info-circle-fill',
};

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
      <ToastContainer position="top-end" className="toast-region p-3" containerPosition="fixed">
        {toasts.map(({ id, header, body, variant = 'info', delay = TOAST_DEFAULT_DELAY_MS }) => (
          <Toast
            key={id}
            onClose={() => dismiss(id)}
            delay={delay}
            autohide
            className={`toast-${variant}`}
            role={variant === 'danger' ? 'alert' : 'status'}
            aria-live={variant === 'danger' ? 'assertive' : 'polite'}
          >
            <Toast.Header closeLabel="Close notification">
              <i className={`bi ${icons[variant]} me-2 text-${variant}`} aria-hidden="true" />
              <strong className="me-auto">{header ?? defaultHeaders[variant]}</strong>
            </Toast.Header>
            <Toast.Body>{body}</Toast.Body>
          </Toast>
        ))}
      </ToastContainer>
    </ToastContext>
  );
}

export function useToast() {
  return use(ToastContext);
}
