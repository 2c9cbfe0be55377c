import { messages } from '@bidstay/contract/plain';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useToast } from '@/components/toasts';
import { errorMessage } from '@/lib/error-message';
import { useJobAction, type JobAction } from '../api/operations';

const WORDING = {
  'retry-job': { title: 'Retry job', verb: 'Retry', confirmation: messages.operations.confirmRetryJob },
  'discard-job': { title: 'Discard job', verb: 'Discard', confirmation: messages.operations.confirmDiscardJob },
  'retry-mail': { title: 'Retry mail', verb: 'Retry', confirmation: messages.operations.confirmRetryMail },
  'discard-mail': { title: 'Discard mail', verb: 'Discard', confirmation: messages.operations.confirmDiscardMail },
} as const;

type Props = {
  /** The action to confirm, and what it is about (a job's type, a mail's recipient); none shows no dialog. */
  action: (JobAction & { about: string }) | undefined;
  onClose: () => void;
};

/** Asks before a failed job or mail is retried or discarded; the API's answer is told in a toast. */
export function JobActionDialog({ action, onClose }: Props) {
  const toast = useToast();
  const run = useJobAction();
  const wording = action && WORDING[action.kind];

  function confirm() {
    if (!action) return;
    run.mutate(action, {
      onSuccess: ({ message }) => {
        toast({ variant: 'success', body: message });
        onClose();
      },
      onError: (error) => {
        toast({ variant: 'danger', body: errorMessage(error, messages.operations.actionFailed) });
        onClose();
      },
    });
  }

  return (
    <Modal show={Boolean(action)} onHide={onClose} centered aria-labelledby="job-action-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="job-action-title" className="h5">
          {wording?.title} #{action?.id}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-1">{wording?.confirmation}</p>
        <p className="small text-body-secondary text-break mb-0">{action?.about}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant={action?.kind.startsWith('discard') ? 'danger' : 'primary'}
          onClick={confirm}
          disabled={run.isPending}
          aria-busy={run.isPending}
        >
          {run.isPending && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {wording?.verb}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
