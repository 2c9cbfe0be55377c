import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMessage } from '@/hooks/use-message';
import { messages } from '@bidstay/contract/plain';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { LoadFailed } from '@/components/load-failed';
import { PageSpinner } from '@/components/page-spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage } from '@/lib/error-message';
import { useOperator } from '../api/get-operator';
import { useSecondFactor, useStartEnrolment } from '../api/second-factor';
import { EnrolmentForm } from '../components/enrolment-form';
import { RecoveryCodes } from '../components/recovery-codes';

function Enrolled({ recoveryCodesLeft }: { recoveryCodesLeft: number }) {
  return (
    <Alert variant="success" className="d-flex gap-2 mb-0" data-testid="second-factor-on">
      <i className="bi bi-shield-check" aria-hidden="true" />
      <span>
        <Plural
          value={recoveryCodesLeft}
          one="Two-factor sign-in is on. You have # unused recovery code."
          other="Two-factor sign-in is on. You have # unused recovery codes."
        />
      </span>
    </Alert>
  );
}

function StartEnrolment({ required, onEnrolled }: { required: boolean; onEnrolled: (codes: string[]) => void }) {
  const translate = useMessage();
  const start = useStartEnrolment();
  if (start.data) return <EnrolmentForm enrolment={start.data} onEnrolled={onEnrolled} />;
  return (
    <section className="card border-0 shadow-sm" aria-labelledby="start-title">
      <div className="card-body p-3 p-md-4">
        <h2 id="start-title" className="h5">
          <Trans>Two-factor sign-in is off</Trans>
        </h2>
        <p className="text-body-secondary">
          <Trans>
            Each sign-in to the back office will ask for a code from an authenticator app on your phone as well as your
            password.
          </Trans>{' '}
          {required && translate(messages.ops.enrolFirst)}
        </p>
        <Button onClick={() => start.mutate()} disabled={start.isPending} aria-busy={start.isPending}>
          {start.isPending && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
          <Trans>Set up two-factor sign-in</Trans>
        </Button>
        {start.error && (
          <Alert variant="danger" className="mt-3 mb-0 py-2" role="alert">
            {errorMessage(start.error)}
          </Alert>
        )}
      </div>
    </section>
  );
}

/** The operator's second factor: its state, or its set-up and then the recovery codes, shown once. */
export function SecurityPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Security · Back office`);
  const status = useSecondFactor();
  const operator = useOperator();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();

  function content() {
    if (recoveryCodes)
      return (
        <RecoveryCodes codes={recoveryCodes} email={operator.data?.email} onDone={() => setRecoveryCodes(undefined)} />
      );
    if (status.isPending) return <PageSpinner />;
    if (status.isError)
      return (
        <LoadFailed
          text={t`Could not load your security settings.`}
          error={status.error}
          onRetry={() => void status.refetch()}
        />
      );
    if (status.data.enrolled) return <Enrolled recoveryCodesLeft={status.data.recoveryCodesLeft} />;
    return <StartEnrolment required={status.data.required} onEnrolled={setRecoveryCodes} />;
  }

  return (
    <>
      <h1 className="h3 mb-1">
        <Trans>Security</Trans>
      </h1>
      <p className="text-body-secondary mb-4">
        <Trans>Two-factor sign-in keeps the back office safe.</Trans>
      </p>
      {content()}
    </>
  );
}
