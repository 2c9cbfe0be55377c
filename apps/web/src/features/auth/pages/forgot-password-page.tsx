import { Trans, useLingui } from '@lingui/react/macro';
import { forgotPasswordBodySchema } from '@bidstay/contract';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AppForm } from '@/components/app-form';
import { FormAlert } from '@/components/form-alert';
import { useAppForm } from '@/hooks/use-app-form';
import { TextField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';

export function ForgotPasswordPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Forgot your password`);
  const forgotPassword = useForgotPassword();
  const {
    register,
    submitWith,
    failure,
    formState: { errors, isValid },
  } = useAppForm(forgotPasswordBodySchema, { defaultValues: { email: '' } });

  return (
    <AuthCard
      title={t`Forgot your password?`}
      subtitle={t`Enter your email and we will send you a link to choose a new one.`}
      footer={
        <Link to={paths.signIn.href()}>
          <Trans>Back to sign in</Trans>
        </Link>
      }
    >
      {forgotPassword.isSuccess ? (
        <Alert variant="success" className="mb-0" role="status">
          <i className="bi bi-envelope-check me-2" aria-hidden="true" />
          {forgotPassword.data.message}
        </Alert>
      ) : (
        <AppForm onSubmit={submitWith((values) => forgotPassword.mutateAsync(values))}>
          <TextField
            id="forgot-email"
            label={t`Email`}
            type="email"
            autoComplete="email"
            registration={register('email')}
            error={errors.email?.message}
          />
          <SubmitButton busy={forgotPassword.isPending} disabled={!isValid} className="w-100">
            <Trans>Send reset link</Trans>
          </SubmitButton>
          <FormAlert text={failure} />
        </AppForm>
      )}
    </AuthCard>
  );
}
