import { Trans, useLingui } from '@lingui/react/macro';
import { chargeInForce, messages, refundOnCancel, type Order } from '@bidstay/contract';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useToast } from '@/components/toasts';
import { formatMoney } from '@/lib/format';
import { useCancelBooking } from '../api/cancel-booking';
import { bookingId, hotelName } from '../lib/booking-view';

type ConfirmationProps = { order: Order; now: Date; onBack: () => void };

/** Cancelling a paid stay cannot be undone: say what comes back and what is charged, then ask again. */
export function CancelBookingConfirmation({ order, now, onBack }: ConfirmationProps) {
  const { t } = useLingui();
  const toast = useToast();
  const cancel = useCancelBooking();
  const paid = Number(order.amount_sell.amount);
  const price = { paid, listed: paid };
  const currency = order.amount_sell.currency_code;
  const charge = chargeInForce(order.cancellation_info, price, now);

  const onConfirm = () =>
    cancel.mutate(bookingId(order), {
      onSuccess: () => {
        toast({ variant: 'success', body: messages.bookings.cancelled });
        onBack();
      },
      onError: () => toast({ variant: 'danger', body: messages.bookings.cancelFailed }),
    });

  return (
    <>
      <Modal.Body>
        <p className="fw-semibold">
          <Trans>Cancel your stay at {hotelName(order)}?</Trans>
        </p>
        <dl className="details-list mb-3" data-testid="cancel-summary">
          <dt>
            <Trans>Refunded to your card</Trans>
          </dt>
          <dd data-testid="cancel-refund">
            {formatMoney(refundOnCancel(order.cancellation_info, price, now), currency)}
          </dd>
          <dt>
            <Trans>Cancellation charge</Trans>
          </dt>
          <dd data-testid="cancel-charge">{charge > 0 ? formatMoney(charge, currency) : t`None`}</dd>
        </dl>
        <p className="small text-body-secondary mb-0">
          <Trans>The refund reaches your card within 5–10 business days. A cancelled booking cannot be restored.</Trans>
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onBack} disabled={cancel.isPending}>
          <Trans>Keep booking</Trans>
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={cancel.isPending} aria-busy={cancel.isPending}>
          {cancel.isPending && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
          <Trans>Yes, cancel booking</Trans>
        </Button>
      </Modal.Footer>
    </>
  );
}
