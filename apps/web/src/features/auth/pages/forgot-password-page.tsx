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
  useDocumentTitle('Forgot your password');
  const forgotPassword = useForgotPassword();
  const {
    register,
    submitWith,
    failure,
    formState: { errors, isValid },
  } = useAppForm(forgotPasswordBodySchema, { defaultValues: { email: '' } });

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a link to choose a new one."
      footer={<Link to={paths.signIn.href()}>Back to sign in</Link>}
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
            label="Email"
            type="email"
            autoComplete="email"
            registration={register('email')}
            error={errors.email?.message}
          />
          <SubmitButton busy={forgotPassword.isPending} disabled={!isValid} className="w-100">
            Send reset link
          </SubmitButton>
          <FormAlert text={failure} />
        </AppForm>
      )}
    </AuthCard>
  );
}
