import { paths } from '@/config/paths';
import { LatestItemCard } from '@/components/latest-item-card';
import { formatCalendarDate } from '@/lib/format';
import { useLatestBooking } from '../api/get-latest-booking';
import { hotelName, stayDay } from '../lib/booking-view';
import { BookingStatusBadge } from './booking-status-badge';

function LatestBookingContent() {
  const booking = useLatestBooking();
  if (booking.isPending) return <p className="text-body-secondary mb-0">Loading your bookings…</p>;
  if (booking.isError) return <p className="text-body-secondary mb-0">We could not load your bookings.</p>;
  if (!booking.data) return <p className="mb-0">You have no bookings yet.</p>;
  const order = booking.data;
  return (
    <>
      <p className="fw-semibold mb-1">{hotelName(order)}</p>
      <p className="mb-0 d-flex flex-wrap align-items-center gap-2">
        {formatCalendarDate(stayDay(order.checkin_at))} – {formatCalendarDate(stayDay(order.checkout_at))}{' '}
        <BookingStatusBadge status={order.status} />
      </p>
    </>
  );
}

/** The customer's most recently made booking, for the Help Center. */
export function LatestBooking() {
  return (
    <LatestItemCard
      title="Your latest booking"
      testId="latest-booking"
      link={{ href: paths.dashboard.bookings.href(), label: 'Go to My Bookings' }}
    >
      <LatestBookingContent />
    </LatestItemCard>
  );
}
