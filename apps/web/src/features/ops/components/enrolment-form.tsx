import { Trans, useLingui } from '@lingui/react/macro';
import { confirmEnrolmentBodySchema, type Enrolment } from '@bidstay/contract';
import { AppForm } from '@/components/app-form';
import { FormAlert } from '@/components/form-alert';
import { useAppForm } from '@/hooks/use-app-form';
import { TextField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useConfirmEnrolment } from '../api/second-factor';
import { groupedSecret } from '../lib/second-factor';

type EnrolmentFormProps = { enrolment: Enrolment; onEnrolled: (recoveryCodes: string[]) => void };

/** Scan the QR code (or type the secret), then confirm with the app's current code. */
export function EnrolmentForm({ enrolment, onEnrolled }: EnrolmentFormProps) {
  const { t } = useLingui();
  const confirm = useConfirmEnrolment();
  const {
    register,
    submitWith,
    failure,
    formState: { errors },
  } = useAppForm(confirmEnrolmentBodySchema, { defaultValues: { code: '' } });
  const qrSource = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`;

  return (
    <section className="card border-0 shadow-sm" aria-labelledby="enrol-title" data-testid="enrolment">
      <div className="card-body p-3 p-md-4">
        <h2 id="enrol-title" className="h5 mb-3">
          <Trans>Set up your authenticator app</Trans>
        </h2>
        <div className="row g-4 align-items-start">
          <div className="col-md-auto text-center">
            <img src={qrSource} alt={t`QR code to scan with an authenticator app`} className="enrol-qr" />
          </div>
          <div className="col-md">
            <p className="mb-2">
              <Trans>
                <span className="fw-semibold">1.</span> Scan the QR code with an authenticator app (any app for
                time-based codes), or type this key in it:
              </Trans>
            </p>
            <p className="mb-4">
              <code className="enrol-secret fs-6 text-break" data-testid="totp-secret" data-secret={enrolment.secret}>
                {groupedSecret(enrolment.secret)}
              </code>
            </p>
            <p className="mb-2">
              <Trans>
                <span className="fw-semibold">2.</span> Enter the 6-digit code the app shows.
              </Trans>
            </p>
            <AppForm
              onSubmit={submitWith(async (values) => onEnrolled((await confirm.mutateAsync(values)).recoveryCodes))}
            >
              <TextField
                id="enrol-code"
                label={t`Code from the app`}
                inputMode="numeric"
                autoComplete="one-time-code"
                className="mb-3 enrol-code"
                registration={register('code')}
                error={errors.code?.message}
              />
              <SubmitButton busy={confirm.isPending}>
                <Trans>Turn on two-factor sign-in</Trans>
              </SubmitButton>
              <FormAlert text={failure} />
            </AppForm>
          </div>
        </div>
      </div>
    </section>
  );
}
