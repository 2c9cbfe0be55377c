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
    nameHint: 'The hotel group or the person who answers bids.',
    invited: messages.ops.partnerInvited,
  },
  operator: {
    schema: inviteOperatorBodySchema,
    nameHint: 'The person who will work in the back office; they set up two-factor sign-in after their password.',
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
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="invite-title" className="h5">
            Invite {kind === 'partner' ? 'a partner' : 'an operator'}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="small text-body-secondary">
            They get a mail with a link to set their password; it works for 72 hours.
          </p>
          <TextField
            id="invite-email"
            label="E-mail"
            type="email"
            autoComplete="off"
            registration={register('email')}
            error={errors.email?.message}
          />
          <TextField
            id="invite-name"
            label="Name"
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
            Cancel
          </Button>
          <SubmitButton busy={busy}>Send invitation</SubmitButton>
        </Modal.Footer>
      </AppForm>
    </Modal>
  );
}
