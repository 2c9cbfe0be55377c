import { Trans, useLingui } from '@lingui/react/macro';
import { RECOVERY_CODE_COUNT } from '@bidstay/contract';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useToast } from '@/components/toasts';
import { saveFile } from '@/lib/save-file';
import { RECOVERY_CODES_FILE, recoveryCodesText } from '../lib/second-factor';

type RecoveryCodesProps = { codes: string[]; email: string | undefined; onDone: () => void };

/** The recovery codes, shown this once: copied or downloaded before the operator moves on. */
export function RecoveryCodes({ codes, email, onDone }: RecoveryCodesProps) {
  const { t } = useLingui();
  const toast = useToast();
  const text = recoveryCodesText(codes, email);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast({ variant: 'success', body: t`Recovery codes copied.` });
    } catch {
      toast({ variant: 'warning', body: t`Could not copy. Download the codes instead.` });
    }
  }

  return (
    <section className="card border-0 shadow-sm" aria-labelledby="recovery-codes-title" data-testid="recovery-codes">
      <div className="card-body p-3 p-md-4">
        <h2 id="recovery-codes-title" className="h5">
          <i className="bi bi-check-circle-fill text-success me-2" aria-hidden="true" />
          <Trans>Two-factor sign-in is on</Trans>
        </h2>
        <Alert variant="warning" className="d-flex gap-2">
          <i className="bi bi-exclamation-triangle-fill" aria-hidden="true" />
          <span>
            <Trans>
              Save these {RECOVERY_CODE_COUNT} recovery codes now: they are shown only this once. Each one signs you in
              once if you lose your authenticator app.
            </Trans>
          </span>
        </Alert>
        <ol className="recovery-codes list-unstyled font-monospace fs-6 mb-4" aria-label={t`Recovery codes`}>
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <div className="d-flex flex-wrap gap-2">
          <Button variant="outline-primary" onClick={() => void copy()}>
            <i className="bi bi-clipboard me-2" aria-hidden="true" />
            <Trans>Copy codes</Trans>
          </Button>
          <Button
            variant="outline-primary"
            onClick={() => saveFile(new Blob([text], { type: 'text/plain' }), RECOVERY_CODES_FILE)}
          >
            <i className="bi bi-download me-2" aria-hidden="true" />
            <Trans>Download codes</Trans>
          </Button>
          <Button variant="primary" className="ms-sm-auto" onClick={onDone}>
            <Trans>I have saved them</Trans>
          </Button>
        </div>
      </div>
    </section>
  );
}
