import { messages, resetPasswordFormSchema } from '@bidstay/contract';
import Alert from 'react-bootstrap/Alert';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { AppForm, FormAlert, useAppForm } from '@/components/app-form';
import { PasswordField } from '@/components/password-field';
import { SubmitButton } from '@/components/submit-button';
import { useToast } from '@/components/toasts';
import { useDocumentTitle } from '@/hooks/use-document-title';
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
    submitWith,
    failure,
    formState: { errors, isValid },
  } = useAppForm(resetPasswordFormSchema, { defaultValues: { password: '', confirmation: '' } });

  const submit = submitWith(async ({ password }) => {
    const { message } = await resetPassword.mutateAsync({ token, password });
    toast({ variant: 'success', body: message });
    void navigate(paths.signIn.href());
  });

  return (
    <AuthCard title="Choose a new password" footer={<Link to={paths.forgotPassword.href()}>Ask for a new link</Link>}>
      {token ? (
        <AppForm onSubmit={submit}>
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
          <FormAlert text={failure} />
        </AppForm>
      ) : (
        <Alert variant="warning" className="mb-0" role="alert">
          {messages.passwordReset.invalidLink}
        </Alert>
      )}
    </AuthCard>
  );
}
