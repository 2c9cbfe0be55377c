import { Trans, useLingui } from '@lingui/react/macro';
import { messages, type Bid } from '@bidstay/contract';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useToast } from '@/components/toasts';
import { useDeleteBid } from '../api/delete-bid';

type DialogProps = {
  bid: Bid | undefined;
  /** The bids of a group, deleted together with one confirmation. */
  group?: Bid[] | undefined;
  onClose: () => void;
};

function confirmationOf(isGroup: boolean, withdraw: boolean) {
  if (isGroup) return withdraw ? messages.bids.confirmWithdrawGroup : messages.bids.confirmDeleteGroup;
  return withdraw ? messages.bids.confirmWithdraw : messages.bids.confirmDelete;
}

/**
 * Deletes a bid that waits for nobody, or withdraws an accepted one before it is paid, after a confirmation; or a
 * whole group of bids at once.
 */
export function DeleteBidDialog({ bid: single, group, onClose }: DialogProps) {
  const { t } = useLingui();
  const toast = useToast();
  const deleteBid = useDeleteBid();
  const bid = single ?? group?.[0];
  const shown = group ?? (bid ? [bid] : []);
  // An accepted bid is binding: going back on it is a withdrawal, also when a group's other hotels go with it.
  const withdraw = shown.some((one) => one.status === 'accepted');
  const verb = withdraw ? t`Withdraw bid` : t`Delete bid`;
  const confirmation = confirmationOf(Boolean(group), withdraw);

  function confirm() {
    if (!bid) return;
    const ref = group && bid.group_id ? { groupId: bid.group_id } : { id: bid.id };
    deleteBid.mutate(
      { ...ref, customerId: bid.customer_id },
      {
        onSuccess: () => {
          toast({ variant: 'success', body: withdraw ? messages.bids.withdrawn : messages.bids.deleted });
          onClose();
        },
        onError: () => toast({ variant: 'danger', body: messages.bids.deleteFailed }),
      },
    );
  }

  return (
    <Modal show={Boolean(bid)} onHide={onClose} centered aria-labelledby="delete-bid-title">
      <Modal.Header closeButton closeLabel={t`Close`}>
        <Modal.Title id="delete-bid-title" className="h5">
          {verb}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-1" data-testid="delete-bid-confirmation">
          {confirmation}
        </p>
        {shown.map((one) => (
          <p key={one.id} className="small text-body-secondary mb-0">
            {one.booking.hotel_name} · {one.booking.room_name}
          </p>
        ))}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          <Trans>Keep it</Trans>
        </Button>
        <Button variant="danger" onClick={confirm} disabled={deleteBid.isPending} aria-busy={deleteBid.isPending}>
          {deleteBid.isPending && (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          )}
          {verb}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
