import { listedPrice } from '@bidstay/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { readBookingDetails, type BookingDetails } from '@/lib/booking-details';
import { formatCalendarDate, formatMoney } from '@/lib/format';
import { describeGuests } from '@/lib/guest-count';

function NothingToBook() {
  return (
    <section className="text-center py-5 px-3" aria-labelledby="booking-title">
      <div className="coming-soon-icon mx-auto mb-4" aria-hidden="true">
        <i className="bi bi-bag" />
      </div>
      <h1 id="booking-title" className="h3">
        Nothing to book yet
      </h1>
      <p className="text-body-secondary mx-auto coming-soon-text">
        Pick a room on a hotel page, or open a counter-offer in My Bids and choose Go to Booking.
      </p>
      <div className="d-flex justify-content-center flex-wrap gap-2">
        <Link to={paths.homeAlias.href()} className="btn btn-primary">
          Find hotels
        </Link>
        <Link to={paths.dashboard.bids.href()} className="btn btn-outline-primary">
          My Bids
        </Link>
      </div>
    </section>
  );
}

function GuestNames({ details }: { details: BookingDetails }) {
  const rooms = details.guest_details;
  if (!rooms) return <p className="small text-body-secondary mb-0">You will add the guests' names before paying.</p>;
  return (
    <ol className="small mb-0 ps-3">
      {rooms.map((room, index) => (
        <li key={index}>
          {room.guests
            .map((guest) => `${guest.name} ${guest.surname}`.trim() || (guest.type === 'child' ? 'Child' : 'Adult'))
            .join(', ')}
        </li>
      ))}
    </ol>
  );
}

/** What a counter-offer will book; the payment step opens with the booking flow (DESIGN §5). */
export function HotelBookingPage() {
  const [details] = useState(readBookingDetails);
  useDocumentTitle('Complete your booking');
  if (!details) return <NothingToBook />;
  const paymentType = details.payment_options.payment_types[0];

  return (
    <div className="container py-4 py-lg-5 booking-page">
      <Link to={paths.dashboard.bids.href()} className="small">
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        Back to My Bids
      </Link>
      <h1 id="booking-title" className="h2 mt-2 mb-4">
        Complete your booking
      </h1>
      <div className="row g-4">
        <section className="col-lg-7" aria-labelledby="booking-stay-title">
          <div className="card border-0 shadow-sm">
            <div className="card-body">
              <h2 id="booking-stay-title" className="h5 mb-1">
                {details.hotel_name}
              </h2>
              <p className="text-body-secondary">{details.room_name}</p>
              <dl className="details-list mb-3">
                <dt>Check-in</dt>
                <dd>{formatCalendarDate(details.check_in)}</dd>
                <dt>Check-out</dt>
                <dd>{formatCalendarDate(details.check_out)}</dd>
                <dt>Guests</dt>
                <dd>{describeGuests(details.guests)}</dd>
              </dl>
              <h3 className="h6">Guest names</h3>
              <GuestNames details={details} />
            </div>
          </div>
        </section>
        <aside className="col-lg-5" aria-labelledby="booking-price-title">
          <div className="card border-0 shadow-sm">
            <div className="card-body">
              <h2 id="booking-price-title" className="h5">
                Amount to pay
              </h2>
              <p className="display-6 fw-semibold mb-1" data-testid="booking-amount">
                {formatMoney(listedPrice(details), paymentType?.show_currency_code ?? details.currency)}
              </p>
              <p className="small text-body-secondary">Total for the whole stay, as the hotel offered it.</p>
              <Alert variant="info" className="d-flex gap-2 mb-3">
                <i className="bi bi-hourglass-split" aria-hidden="true" />
                <div>
                  <strong className="d-block">Payment opens soon</strong>
                  Online payment is not available yet, so nothing is booked or charged. Your offer stays in My Bids.
                </div>
              </Alert>
              <button type="button" className="btn btn-primary w-100" disabled aria-describedby="booking-pay-soon">
                Pay and book
              </button>
              <p id="booking-pay-soon" className="small text-body-secondary mt-2 mb-0 text-center">
                Available when online payment opens.
              </p>
            </div>
          </div>
        </aside>
      </div>
    </div>
  );
}
