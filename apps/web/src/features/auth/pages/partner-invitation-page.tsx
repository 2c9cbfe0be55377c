import { messages } from '@bidstay/contract';
import Alert from 'react-bootstrap/Alert';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useToast } from '@/components/toasts';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSetPartnerPassword } from '../api/set-partner-password';
import { AuthCard } from '../components/auth-card';
import { NewPasswordForm } from '../components/new-password-form';

/** Where the link of a hotel partner's invitation mail leads: its first password, then sign-in. */
export function PartnerInvitationPage() {
  useDocumentTitle('Choose your password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const setPassword = useSetPartnerPassword();

  const submit = async (password: string) => {
    const { message } = await setPassword.mutateAsync({ token, password });
    toast({ variant: 'success', body: message });
    void navigate(paths.signIn.href());
  };

  return (
    <AuthCard title="Choose your password" subtitle="Your Bidstay hotel partner account">
      {token ? (
        <NewPasswordForm
          idPrefix="invitation"
          passwordLabel="Password"
          submitLabel="Set password"
          busy={setPassword.isPending}
          onPassword={submit}
        />
      ) : (
        <Alert variant="warning" className="mb-0" role="alert">
          {messages.ops.invitationInvalid}
        </Alert>
      )}
    </AuthCard>
  );
}
