import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from './confirm-dialog';

type AccountActiveButtonProps = {
  /** "partner" or "customer", as the buttons and the dialog name the account. */
  kind: string;
  name: string;
  active: boolean;
  /** What happens, said in the dialog: one text for deactivating, one for reactivating. */
  consequence: { deactivate: string; reactivate: string };
  busy: boolean;
  /** Changes the account; resolves once done, so that the dialog closes then. */
  onChange: (active: boolean) => Promise<unknown>;
};

/** Deactivate or reactivate an account, after a confirmation that names it and says what follows. */
export function AccountActiveButton({ kind, name, active, consequence, busy, onChange }: AccountActiveButtonProps) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const verb = active ? t`Deactivate` : t`Reactivate`;
  const confirm = () =>
    void onChange(!active).then(
      () => setAsking(false),
      () => setAsking(false),
    );
  return (
    <>
      <Button variant={active ? 'outline-danger' : 'outline-primary'} size="sm" onClick={() => setAsking(true)}>
        <i className={`bi ${active ? 'bi-person-slash' : 'bi-person-check'} me-1`} aria-hidden="true" />
        {verb} {kind}
      </Button>
      <ConfirmDialog
        show={asking}
        title={`${verb} ${name}?`}
        confirmLabel={`${verb} ${kind}`}
        variant={active ? 'danger' : 'primary'}
        busy={busy}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      >
        <p className="mb-0">{active ? consequence.deactivate : consequence.reactivate}</p>
      </ConfirmDialog>
    </>
  );
}
