import { Trans, useLingui } from '@lingui/react/macro';
import { canCancelBooking, type Order } from '@bidstay/contract';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Collapse from 'react-bootstrap/Collapse';
import Modal from 'react-bootstrap/Modal';
import { CancellationPolicy } from '@/components/cancellation-policy';
import { formatCalendarDate, formatDate, formatMoney, formatPartnerDeadline } from '@/lib/format';
import { mealLabel } from '@/lib/meals';
import { bookingId, hotelName, stayDay } from '../lib/booking-view';
import { BookingStatusBadge } from './booking-status-badge';
import { CancelBookingConfirmation } from './cancel-booking-confirmation';
import { VoucherButton } from './voucher-button';

type DialogProps = { order: Order | undefined; onClose: () => void };

const money = ({ amount, currency_code }: Order['amount_sell']) => formatMoney(Number(amount), currency_code);

function Rooms({ order }: { order: Order }) {
  const { t } = useLingui();
  return (
    <ol className="list-unstyled d-grid gap-2 mb-0">
      {order.rooms_data.map((room, index) => (
        <li key={index} className="booking-room rounded-3 p-2 px-3">
          <p className="fw-semibold mb-1">
            <Trans>
              Room {index + 1}: {room.room_name}
              {room.meal_name && <span className="fw-normal text-body-secondary"> · {mealLabel(room.meal_name)}</span>}
            </Trans>
          </p>
          <ul className="list-unstyled small mb-0">
            {room.guest_data.guests.map((guest, guestIndex) => (
              <li key={guestIndex} data-testid="booking-guest">
                <i className={`bi ${guest.is_child ? 'bi-person-arms-up' : 'bi-person'} me-1`} aria-hidden="true" />
                {guest.first_name} {guest.last_name}
                {guest.is_child && (
                  <span className="badge text-bg-info ms-2">
                    {guest.age !== null ? t`Child, age ${guest.age}` : t`Child`}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

function BookingDetails({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useLingui();
  const [now] = useState(() => new Date());
  const [confirming, setConfirming] = useState(false);
  const [policyShown, setPolicyShown] = useState(false);
  const policyId = useId();
  const id = bookingId(order);
  const refunded = Number(order.amount_refunded.amount);
  const freeBefore = order.cancellation_info.free_cancellation_before;

  if (confirming) return <CancelBookingConfirmation order={order} now={now} onBack={() => setConfirming(false)} />;

  return (
    <>
      <Modal.Body>
        <div className="d-flex justify-content-between align-items-start gap-2 mb-3">
          <div>
            <p className="fw-semibold mb-0">{hotelName(order)}</p>
            <p className="small text-body-secondary mb-0">
              <Trans>Booking id {id}</Trans>
            </p>
          </div>
          <BookingStatusBadge status={order.status} />
        </div>
        <h3 className="h6">
          <Trans>Stay</Trans>
        </h3>
        <dl className="details-list mb-3">
          <dt>
            <Trans>Check-in</Trans>
          </dt>
          <dd>{formatCalendarDate(stayDay(order.checkin_at))}</dd>
          <dt>
            <Trans>Check-out</Trans>
          </dt>
          <dd>{formatCalendarDate(stayDay(order.checkout_at))}</dd>
          <dt>
            <Trans>Agreement number</Trans>
          </dt>
          <dd data-testid="agreement-number">{order.agreement_number ?? '—'}</dd>
          <dt>
            <Trans>Booked on</Trans>
          </dt>
          <dd>{formatDate(order.created_at)}</dd>
          {order.cancelled_at && (
            <>
              <dt>
                <Trans>Cancelled on</Trans>
              </dt>
              <dd>{formatDate(order.cancelled_at)}</dd>
            </>
          )}
        </dl>
        <h3 className="h6">
          <Trans>Payment</Trans>
        </h3>
        <dl className="details-list mb-3">
          <dt>
            <Trans>Amount paid</Trans>
          </dt>
          <dd data-testid="amount-paid">{money(order.amount_sell)}</dd>
          {refunded > 0 && (
            <>
              <dt>
                <Trans>Amount refunded</Trans>
              </dt>
              <dd data-testid="amount-refunded">{money(order.amount_refunded)}</dd>
            </>
          )}
          <dt>
            <Trans>Free cancellation before</Trans>
          </dt>
          <dd>{freeBefore ? formatPartnerDeadline(freeBefore) : t`Not available`}</dd>
        </dl>
        <h3 className="h6">
          <Trans>Rooms and guests</Trans>
        </h3>
        <Rooms order={order} />
        <Button
          variant="link"
          className="px-0 mt-3"
          onClick={() => setPolicyShown((shown) => !shown)}
          aria-expanded={policyShown}
          aria-controls={policyId}
        >
          <i className={`bi ${policyShown ? 'bi-chevron-up' : 'bi-chevron-down'} me-1`} aria-hidden="true" />
          {policyShown ? t`Hide cancellation policy` : t`Show cancellation policy`}
        </Button>
        <Collapse in={policyShown}>
          <div id={policyId}>
            <div className="pt-2">
              <CancellationPolicy info={order.cancellation_info} paid={Number(order.amount_sell.amount)} />
            </div>
          </div>
        </Collapse>
      </Modal.Body>
      <Modal.Footer className="justify-content-start">
        {canCancelBooking(order, now) && (
          <Button variant="outline-danger" onClick={() => setConfirming(true)}>
            <Trans>Cancel booking</Trans>
          </Button>
        )}
        <VoucherButton
          orderId={id}
          label={t`Booking Confirmation`}
          variant="outline-primary"
          disabled={order.status === 'cancelled' || order.status === 'refunded'}
        />
        <Button variant="secondary" className="ms-auto" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </Modal.Footer>
    </>
  );
}

/** SPEC §2 "My Bookings": the stay, the money, the guests, the cancellation policy and its actions. */
export function BookingDialog({ order, onClose }: DialogProps) {
  const { t } = useLingui();
  return (
    <Modal show={Boolean(order)} onHide={onClose} centered scrollable aria-labelledby="booking-details-title">
      <Modal.Header closeButton closeLabel={t`Close`}>
        <Modal.Title id="booking-details-title" className="h5">
          <Trans>Booking details</Trans>
        </Modal.Title>
      </Modal.Header>
      {order && <BookingDetails key={bookingId(order)} order={order} onClose={onClose} />}
    </Modal>
  );
}
