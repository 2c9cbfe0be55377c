import { messages, resetPasswordFormSchema } from '@bidstay/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { PasswordField } from '@/components/password-field';
import { SubmitButton } from '@/components/submit-button';
import { useToast } from '@/components/toasts';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';

export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmation: '' },
  });

  const submit = handleSubmit(({ password }) =>
    resetPassword.mutate(
      { token, password },
      {
        onSuccess: ({ message }) => {
          toast({ variant: 'success', body: message });
          void navigate(paths.signIn.href());
        },
      },
    ),
  );

  const failure = resetPassword.error && (isApiError(resetPassword.error) ? resetPassword.error.message : null);
  return (
    <AuthCard title="Choose a new password" footer={<Link to={paths.forgotPassword.href()}>Ask for a new link</Link>}>
      {token ? (
        <Form noValidate onSubmit={submit}>
          <PasswordField
            id="reset-password"
            label="New password"
            autoComplete="new-password"
            registration={register('password')}
            error={errors.password?.message}
          />
          <PasswordField
            id="reset-confirmation"
            label="Confirm new password"
            autoComplete="new-password"
            registration={register('confirmation')}
            error={errors.confirmation?.message}
          />
          <SubmitButton busy={resetPassword.isPending} disabled={!isValid} className="w-100 mt-2">
            Set new password
          </SubmitButton>
          {resetPassword.error && (
            <Alert variant="danger" className="mt-3 mb-0 py-2" role="alert">
              {failure ?? messages.generic.internal}
            </Alert>
          )}
        </Form>
      ) : (
        <Alert variant="warning" className="mb-0" role="alert">
          {messages.passwordReset.invalidLink}
        </Alert>
      )}
    </AuthCard>
  );
}
