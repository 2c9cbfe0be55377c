import { Trans, useLingui } from '@lingui/react/macro';
import { messages, type Bid } from '@bidstay/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useToast } from '@/components/toasts';
import { formatCalendarDate, formatMoney } from '@/lib/format';
import { useDeclineCounterOffer } from '../api/decline-counter-offer';
import { useGoToBooking } from '../hooks/use-go-to-booking';

type CounterOfferDialogProps = {
  bid: Bid | undefined;
  onClose: () => void;
  onGuests: (bid: Bid) => void;
  onDeclining: (bid: Bid) => void;
};

export function CounterOfferDialog({ bid, onClose, onGuests, onDeclining }: CounterOfferDialogProps) {
  const { t } = useLingui();
  const toast = useToast();
  const goToBooking = useGoToBooking();
  const decline = useDeclineCounterOffer();
  const offer = bid?.counter_offer;
  const [confirming, setConfirming] = useState(false);

  function close() {
    setConfirming(false);
    onClose();
  }

  function onDecline() {
    if (!bid) return;
    onDeclining(bid);
    decline.mutate(
      { id: bid.id, customerId: bid.customer_id },
      {
        onSuccess: () => {
          toast({ variant: 'warning', body: messages.bids.counterDeclined });
          close();
        },
        onError: () => toast({ variant: 'danger', body: messages.bids.declineFailed }),
      },
    );
  }

  return (
    <Modal show={Boolean(bid)} onHide={close} centered aria-labelledby="counter-offer-title">
      <Modal.Header closeButton closeLabel={t`Close`}>
        <Modal.Title id="counter-offer-title" className="h5">
          <Trans>Counter-offer</Trans>
        </Modal.Title>
      </Modal.Header>
      {bid && offer && (
        <Modal.Body>
          <p className="fw-semibold mb-0">{bid.booking.hotel_name}</p>
          <p className="small text-body-secondary">
            {bid.booking.room_name} · {formatCalendarDate(bid.booking.check_in)} –{' '}
            {formatCalendarDate(bid.booking.check_out)}
          </p>
          <div className="counter-offer-amount rounded-3 p-3 text-center mb-3">
            <div className="small text-body-secondary">
              <Trans>Amount to pay for the whole stay</Trans>
            </div>
            <div className="display-6 fw-semibold" data-testid="counter-amount">
              {formatMoney(offer.amount_to_pay, offer.currency)}
            </div>
          </div>
          <dl className="details-list mb-0">
            <dt>
              <Trans>Your bid</Trans>
            </dt>
            <dd>{formatMoney(bid.bid, bid.currency)}</dd>
            <dt>
              <Trans>Listed price</Trans>
            </dt>
            <dd>{formatMoney(bid.amount, bid.currency)}</dd>
          </dl>
          <Button variant="link" className="px-0 mt-2" onClick={() => onGuests(bid)}>
            <i className="bi bi-people me-1" aria-hidden="true" />
            <Trans>Add guest names</Trans>
          </Button>
        </Modal.Body>
      )}
      {confirming && offer ? (
        <Modal.Footer className="flex-column align-items-stretch">
          <p className="mb-2" data-testid="decline-confirmation">
            <Trans>
              Decline the hotel&apos;s offer of {formatMoney(offer.amount_to_pay, offer.currency)}? The offer ends and
              your bid moves to Rejected.
            </Trans>
          </p>
          <div className="d-flex gap-2 justify-content-end">
            <Button variant="outline-secondary" onClick={() => setConfirming(false)} disabled={decline.isPending}>
              <Trans>Keep the offer</Trans>
            </Button>
            <Button variant="danger" onClick={onDecline} disabled={decline.isPending} aria-busy={decline.isPending}>
              {decline.isPending && (
                <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
              )}
              <Trans>Yes, decline</Trans>
            </Button>
          </div>
        </Modal.Footer>
      ) : (
        <Modal.Footer>
          <Button variant="outline-danger" className="me-auto" onClick={() => setConfirming(true)}>
            <Trans>Decline</Trans>
          </Button>
          <Button variant="primary" onClick={() => bid && goToBooking(bid)}>
            <Trans>Go to Booking</Trans>
          </Button>
        </Modal.Footer>
      )}
    </Modal>
  );
}
