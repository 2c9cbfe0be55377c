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
  return (
    <ol className="list-unstyled d-grid gap-2 mb-0">
      {order.rooms_data.map((room, index) => (
        <li key={index} className="booking-room rounded-3 p-2 px-3">
          <p className="fw-semibold mb-1">
            Room {index + 1}: {room.room_name}
            {room.meal_name && <span className="fw-normal text-body-secondary"> · {mealLabel(room.meal_name)}</span>}
          </p>
          <ul className="list-unstyled small mb-0">
            {room.guest_data.guests.map((guest, guestIndex) => (
              <li key={guestIndex} data-testid="booking-guest">
                <i className={`bi ${guest.is_child ? 'bi-person-arms-up' : 'bi-person'} me-1`} aria-hidden="true" />
                {guest.first_name} {guest.last_name}
                {guest.is_child && (
                  <span className="badge text-bg-info ms-2">Child{guest.age !== null && `, age ${guest.age}`}</span>
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
            <p className="small text-body-secondary mb-0">Booking id {id}</p>
          </div>
          <BookingStatusBadge status={order.status} />
        </div>
        <h3 className="h6">Stay</h3>
        <dl className="details-list mb-3">
          <dt>Check-in</dt>
          <dd>{formatCalendarDate(stayDay(order.checkin_at))}</dd>
          <dt>Check-out</dt>
          <dd>{formatCalendarDate(stayDay(order.checkout_at))}</dd>
          <dt>Agreement number</dt>
          <dd data-testid="agreement-number">{order.agreement_number ?? '—'}</dd>
          <dt>Booked on</dt>
          <dd>{formatDate(order.created_at)}</dd>
          {order.cancelled_at && (
            <>
              <dt>Cancelled on</dt>
              <dd>{formatDate(order.cancelled_at)}</dd>
            </>
          )}
        </dl>
        <h3 className="h6">Payment</h3>
        <dl className="details-list mb-3">
          <dt>Amount paid</dt>
          <dd data-testid="amount-paid">{money(order.amount_sell)}</dd>
          {refunded > 0 && (
            <>
              <dt>Amount refunded</dt>
              <dd data-testid="amount-refunded">{money(order.amount_refunded)}</dd>
            </>
          )}
          <dt>Free cancellation before</dt>
          <dd>{freeBefore ? formatPartnerDeadline(freeBefore) : 'Not available'}</dd>
        </dl>
        <h3 className="h6">Rooms and guests</h3>
        <Rooms order={order} />
        <Button
          variant="link"
          className="px-0 mt-3"
          onClick={() => setPolicyShown((shown) => !shown)}
          aria-expanded={policyShown}
          aria-controls={policyId}
        >
          <i className={`bi ${policyShown ? 'bi-chevron-up' : 'bi-chevron-down'} me-1`} aria-hidden="true" />
          {policyShown ? 'Hide cancellation policy' : 'Show cancellation policy'}
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
            Cancel booking
          </Button>
        )}
        <VoucherButton
          orderId={id}
          label="Booking Confirmation"
          variant="outline-primary"
          disabled={order.status === 'cancelled' || order.status === 'refunded'}
        />
        <Button variant="secondary" className="ms-auto" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </>
  );
}

/** SPEC §2 "My Bookings": the stay, the money, the guests, the cancellation policy and its actions. */
export function BookingDialog({ order, onClose }: DialogProps) {
  return (
    <Modal show={Boolean(order)} onHide={onClose} centered scrollable aria-labelledby="booking-details-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="booking-details-title" className="h5">
          Booking details
        </Modal.Title>
      </Modal.Header>
      {order && <BookingDetails key={bookingId(order)} order={order} onClose={onClose} />}
    </Modal>
  );
}
