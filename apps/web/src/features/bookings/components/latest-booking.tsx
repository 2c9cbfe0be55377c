import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@/config/paths';
import { LatestItemCard } from '@/components/latest-item-card';
import { formatCalendarDate } from '@/lib/format';
import { useLatestBooking } from '../api/get-latest-booking';
import { hotelName, stayDay } from '../lib/booking-view';
import { BookingStatusBadge } from './booking-status-badge';

function LatestBookingContent() {
  const booking = useLatestBooking();
  if (booking.isPending)
    return (
      <p className="text-body-secondary mb-0">
        <Trans>Loading your bookings…</Trans>
      </p>
    );
  if (booking.isError)
    return (
      <p className="text-body-secondary mb-0">
        <Trans>We could not load your bookings.</Trans>
      </p>
    );
  if (!booking.data)
    return (
      <p className="mb-0">
        <Trans>You have no bookings yet.</Trans>
      </p>
    );
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
  const { t } = useLingui();
  return (
    <LatestItemCard
      title={t`Your latest booking`}
      testId="latest-booking"
      link={{ href: paths.dashboard.bookings.href(), label: t`Go to My Bookings` }}
    >
      <LatestBookingContent />
    </LatestItemCard>
  );
}
