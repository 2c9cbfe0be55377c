import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

type SubmitButtonProps = {
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
  variant?: string;
  className?: string;
};

export function SubmitButton({ busy, disabled, children, variant = 'primary', className }: SubmitButtonProps) {
  return (
    <Button type="submit" variant={variant} disabled={busy || disabled} className={className} aria-busy={busy}>
      {busy && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
      {children}
    </Button>
  );
}
