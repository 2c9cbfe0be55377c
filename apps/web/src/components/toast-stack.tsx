import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMessage } from '@/hooks/use-message';
import { TOAST_DEFAULT_DELAY_MS } from '@bidstay/contract/plain';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import type { ShownToast, ToastVariant } from './toast-message';

const defaultHeaders: Record<ToastVariant, MessageDescriptor> = {
  success: msg`Success`,
  danger: msg`Error`,
  warning: msg`Warning`,
  info: msg`Notice`,
};

const icons: Record<ToastVariant, string> = {
  success: 'bi-check-circle-fill',
  danger: 'bi-exclamation-octagon-fill',
  warning: 'bi-exclamation-triangle-fill',
  info: 'bi-info-circle-fill',
};

type ToastStackProps = { toasts: ShownToast[]; onDismiss: (id: number) => void };

/** The toasts on screen, top right; loaded with the first toast rather than with the page. */
export function ToastStack({ toasts, onDismiss }: ToastStackProps) {
  const { t } = useLingui();
  const message = useMessage();
  return (
    <ToastContainer position="top-end" className="toast-region p-3" containerPosition="fixed">
      {toasts.map(({ id, header, body, variant = 'info', delay = TOAST_DEFAULT_DELAY_MS }) => (
        <Toast
          key={id}
          onClose={() => onDismiss(id)}
          delay={delay}
          autohide
          className={`toast-${variant}`}
          role={variant === 'danger' ? 'alert' : 'status'}
          aria-live={variant === 'danger' ? 'assertive' : 'polite'}
        >
          <Toast.Header closeLabel={t`Close notification`}>
            <i className={`bi ${icons[variant]} me-2 text-${variant}`} aria-hidden="true" />
            <strong className="me-auto">{header ? message(header) : t(defaultHeaders[variant])}</strong>
          </Toast.Header>
          <Toast.Body>{typeof body === 'string' ? message(body) : body}</Toast.Body>
        </Toast>
      ))}
    </ToastContainer>
  );
}
