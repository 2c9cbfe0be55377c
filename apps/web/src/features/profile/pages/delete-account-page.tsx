import { Trans, useLingui } from '@lingui/react/macro';
import { messages } from '@bidstay/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { paths } from '@/config/paths';
import { useToast } from '@/components/toasts';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSignOut } from '@/hooks/use-sign-out';
import { useSession } from '@/lib/session';
import { useDeleteAccount } from '../api/delete-account';

export function DeleteAccountPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Settings`);
  const [confirmed, setConfirmed] = useState(false);
  const session = useSession();
  const toast = useToast();
  const signOut = useSignOut();
  const deleteAccount = useDeleteAccount();

  const remove = () => {
    if (!session) return toast({ variant: 'danger', body: messages.deleteAccount.noUser });
    deleteAccount.mutate(session.customerId, {
      onSuccess: () => {
        toast({ variant: 'success', body: messages.deleteAccount.deleted });
        void signOut(paths.home.href());
      },
      onError: () => toast({ variant: 'danger', body: messages.deleteAccount.failed }),
    });
  };

  return (
    <>
      <h1 className="h3 mb-4">
        <Trans>Settings</Trans>
      </h1>
      <section className="card border-0 shadow-sm" aria-labelledby="delete-account-title">
        <div className="card-body p-3 p-sm-4">
          <h2 id="delete-account-title" className="h5 text-danger-emphasis">
            <i className="bi bi-exclamation-triangle me-2" aria-hidden="true" />
            <Trans>Delete Account</Trans>
          </h2>
          <p className="text-body-secondary">
            <Trans>
              Deleting your account signs you out and closes it. You will no longer be able to sign in, and your open
              bids will not be followed up.
            </Trans>
          </p>
          <Form.Check
            id="delete-confirm"
            className="mb-4"
            label={t`Yes, I'd like to delete my account`}
            checked={confirmed}
            onChange={(event) => setConfirmed(event.currentTarget.checked)}
          />
          <Button variant="danger" disabled={!confirmed || deleteAccount.isPending} onClick={remove}>
            {deleteAccount.isPending && <Spinner as="span" animation="border" size="sm" className="me-2" />}
            <Trans>Delete my account</Trans>
          </Button>
        </div>
      </section>
    </>
  );
}
