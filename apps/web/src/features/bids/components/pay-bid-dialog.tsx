import { messages, type Bid } from '@bidstay/contract';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { formatMoney } from '@/lib/format';

type DialogProps = { bid: Bid | undefined; onClose: () => void };

/** The accepted bid's payment comes with the booking flow; until then this says so and charges nothing. */
export function PayBidDialog({ bid, onClose }: DialogProps) {
  return (
    <Modal show={Boolean(bid)} onHide={onClose} centered aria-labelledby="pay-bid-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="pay-bid-title" className="h5">
          Pay and book
        </Modal.Title>
      </Modal.Header>
      {bid && (
        <Modal.Body>
          <p className="mb-1">
            {bid.booking.hotel_name} accepted your bid of <strong>{formatMoney(bid.bid, bid.currency)}</strong>.
          </p>
          <Alert variant="info" className="d-flex gap-2 mb-0 mt-3" data-testid="payment-soon">
            <i className="bi bi-hourglass-split" aria-hidden="true" />
            <div>
              <strong className="d-block">{messages.bids.paymentSoon}</strong>
              Nothing has been charged and your accepted price is kept. You will pay and book here as soon as online
              payment opens.
            </div>
          </Alert>
        </Modal.Body>
      )}
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
