import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages } from '@bidstay/contract/plain';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useToast } from '@/components/toasts';
import { errorMessage } from '@/lib/error-message';
import { useJobAction, type JobAction } from '../api/operations';

const WORDING = {
  'retry-job': {
    get title() {
      return t`Retry job`;
    },
    get verb() {
      return t`Retry`;
    },
    confirmation: messages.operations.confirmRetryJob,
  },
  'discard-job': {
    get title() {
      return t`Discard job`;
    },
    get verb() {
      return t`Discard`;
    },
    confirmation: messages.operations.confirmDiscardJob,
  },
  'retry-mail': {
    get title() {
      return t`Retry mail`;
    },
    get verb() {
      return t`Retry`;
    },
    confirmation: messages.operations.confirmRetryMail,
  },
  'discard-mail': {
    get title() {
      return t`Discard mail`;
    },
    get verb() {
      return t`Discard`;
    },
    confirmation: messages.operations.confirmDiscardMail,
  },
} as const;

type Props = {
  /** The action to confirm, and what it is about (a job's type, a mail's recipient); none shows no dialog. */
  action: (JobAction & { about: string }) | undefined;
  onClose: () => void;
};

/** Asks before a failed job or mail is retried or discarded; the API's answer is told in a toast. */
export function JobActionDialog({ action, onClose }: Props) {
  const { t } = useLingui();
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
      <Modal.Header closeButton closeLabel={t`Close`}>
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
          <Trans>Cancel</Trans>
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
