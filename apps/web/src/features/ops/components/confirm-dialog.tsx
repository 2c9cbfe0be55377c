import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

type ConfirmDialogProps = {
  show: boolean;
  title: string;
  children: ReactNode;
  /** The confirming button's words: the action itself, never a bare "OK". */
  confirmLabel: string;
  /** Danger for what takes something away (a deactivation), primary for what gives it back. */
  variant: 'danger' | 'primary';
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks again before an action on someone's account. */
export function ConfirmDialog({
  show,
  title,
  children,
  confirmLabel,
  variant,
  busy,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="ops-confirm-title">
      <Modal.Header closeButton closeLabel={t`Close`}>
        <Modal.Title id="ops-confirm-title" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant={variant} onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
