import { Trans, useLingui } from '@lingui/react/macro';
import { messages } from '@bidstay/contract';
import Alert from 'react-bootstrap/Alert';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useToast } from '@/components/toasts';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { NewPasswordForm } from '../components/new-password-form';

export function ResetPasswordPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Choose a new password`);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const resetPassword = useResetPassword();

  const submit = async (password: string) => {
    const { message } = await resetPassword.mutateAsync({ token, password });
    toast({ variant: 'success', body: message });
    void navigate(paths.signIn.href());
  };

  return (
    <AuthCard
      title={t`Choose a new password`}
      footer={
        <Link to={paths.forgotPassword.href()}>
          <Trans>Ask for a new link</Trans>
        </Link>
      }
    >
      {token ? (
        <NewPasswordForm
          idPrefix="reset"
          passwordLabel={t`New password`}
          submitLabel={t`Set new password`}
          busy={resetPassword.isPending}
          onPassword={submit}
        />
      ) : (
        <Alert variant="warning" className="mb-0" role="alert">
          {messages.passwordReset.invalidLink}
        </Alert>
      )}
    </AuthCard>
  );
}
