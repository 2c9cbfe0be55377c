import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { inviteOperatorBodySchema, invitePartnerBodySchema, messages, type InvitePartnerBody } from '@bidstay/contract';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { AppForm } from '@/components/app-form';
import { FormAlert } from '@/components/form-alert';
import { useAppForm } from '@/hooks/use-app-form';
import { TextField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useToast } from '@/components/toasts';

const KINDS = {
  partner: {
    schema: invitePartnerBodySchema,
    get nameHint() {
      return t`The hotel group or the person who answers bids.`;
    },
    invited: messages.ops.partnerInvited,
  },
  operator: {
    schema: inviteOperatorBodySchema,
    get nameHint() {
      return t`The person who will work in the back office; they set up two-factor sign-in after their password.`;
    },
    invited: messages.ops.operatorInvited,
  },
};

type InviteDialogProps<A> = {
  kind: keyof typeof KINDS;
  show: boolean;
  busy: boolean;
  /** Creates the account; the API mails it a link to choose a password. */
  invite: (body: InvitePartnerBody) => Promise<A>;
  onClose: () => void;
  /** The new account, to show once invited. */
  onInvited: (account: A) => void;
};

/** A new partner or operator account, by e-mail and name. A taken e-mail is said on its field. */
export function InviteDialog<A>({ kind, show, busy, invite, onClose, onInvited }: InviteDialogProps<A>) {
  const { t } = useLingui();
  const toast = useToast();
  const { schema, nameHint, invited } = KINDS[kind];
  const {
    register,
    submitWith,
    failure,
    reset,
    formState: { errors },
  } = useAppForm(schema, { defaultValues: { email: '', name: '' }, statusFields: { 409: 'email' } });

  const close = () => {
    reset();
    onClose();
  };
  const submit = submitWith(async (body) => {
    const account = await invite(body);
    toast({ variant: 'success', body: invited });
    reset();
    onInvited(account);
  });

  return (
    <Modal show={show} onHide={close} centered aria-labelledby="invite-title">
      <AppForm onSubmit={submit}>
        <Modal.Header closeButton closeLabel={t`Close`}>
          <Modal.Title id="invite-title" className="h5">
            {kind === 'partner' ? t`Invite a partner` : t`Invite an operator`}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="small text-body-secondary">
            <Trans>They get a mail with a link to set their password; it works for 72 hours.</Trans>
          </p>
          <TextField
            id="invite-email"
            label={t`E-mail`}
            type="email"
            autoComplete="off"
            registration={register('email')}
            error={errors.email?.message}
          />
          <TextField
            id="invite-name"
            label={t`Name`}
            hint={nameHint}
            autoComplete="off"
            registration={register('name')}
            error={errors.name?.message}
            className="mb-0"
          />
          <FormAlert text={failure} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <SubmitButton busy={busy}>
            <Trans>Send invitation</Trans>
          </SubmitButton>
        </Modal.Footer>
      </AppForm>
    </Modal>
  );
}
