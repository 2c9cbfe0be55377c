import { forgotPasswordBodySchema, messages } from '@bidstay/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { TextField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot your password');
  const forgotPassword = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm({ resolver: zodResolver(forgotPasswordBodySchema), mode: 'onTouched', defaultValues: { email: '' } });

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
        <Form noValidate onSubmit={handleSubmit((values) => forgotPassword.mutate(values))}>
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
          {forgotPassword.error && (
            <Alert variant="danger" className="mt-3 mb-0 py-2" role="alert">
              {isApiError(forgotPassword.error) ? forgotPassword.error.message : messages.generic.internal}
            </Alert>
          )}
        </Form>
      )}
    </AuthCard>
  );
}
