import { invitePartnerBodySchema, messages, type Partner } from '@bidstay/contract';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { AppForm } from '@/components/app-form';
import { FormAlert } from '@/components/form-alert';
import { useAppForm } from '@/hooks/use-app-form';
import { TextField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useToast } from '@/components/toasts';
import { useInvitePartner } from '../api/partners';

type InvitePartnerDialogProps = {
  show: boolean;
  onClose: () => void;
  /** The new partner, to open once invited. */
  onInvited: (partner: Partner) => void;
};

/** A new partner account: the API mails it a link to choose a password. A taken e-mail is said on its field. */
export function InvitePartnerDialog({ show, onClose, onInvited }: InvitePartnerDialogProps) {
  const toast = useToast();
  const invite = useInvitePartner();
  const {
    register,
    submitWith,
    failure,
    reset,
    formState: { errors },
  } = useAppForm(invitePartnerBodySchema, { defaultValues: { email: '', name: '' }, statusFields: { 409: 'email' } });

  const close = () => {
    reset();
    onClose();
  };
  const submit = submitWith(async (body) => {
    const partner = await invite.mutateAsync(body);
    toast({ variant: 'success', body: messages.ops.partnerInvited });
    reset();
    onInvited(partner);
  });

  return (
    <Modal show={show} onHide={close} centered aria-labelledby="invite-partner-title">
      <AppForm onSubmit={submit}>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="invite-partner-title" className="h5">
            Invite a partner
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
            hint="The hotel group or the person who answers bids."
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
          <SubmitButton busy={invite.isPending}>Send invitation</SubmitButton>
        </Modal.Footer>
      </AppForm>
    </Modal>
  );
}
