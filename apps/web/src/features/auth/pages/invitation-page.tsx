import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { messages } from '@bidstay/contract';
import Alert from 'react-bootstrap/Alert';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useToast } from '@/components/toasts';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSetInvitedPassword, type InvitedKind } from '../api/set-invited-password';
import { AuthCard } from '../components/auth-card';
import { NewPasswordForm } from '../components/new-password-form';

const ACCOUNTS: Record<InvitedKind, MessageDescriptor> = {
  partner: msg`Your Bidstay hotel partner account`,
  operator: msg`Your Bidstay back-office account`,
};

/** Where the link of an invitation mail leads, a hotel partner's or an operator's: the first password, then sign-in. */
export function InvitationPage({ kind }: { kind: InvitedKind }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Choose your password`);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const setPassword = useSetInvitedPassword();

  const submit = async (password: string) => {
    const { message } = await setPassword.mutateAsync({ kind, token, password });
    toast({ variant: 'success', body: message });
    void navigate(paths.signIn.href());
  };

  return (
    <AuthCard title={t`Choose your password`} subtitle={i18n._(ACCOUNTS[kind])}>
      {token ? (
        <NewPasswordForm
          idPrefix="invitation"
          passwordLabel={t`Password`}
          submitLabel={t`Set password`}
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
