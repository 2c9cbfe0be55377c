import type { Bid } from '@bidstay/contract';
import { formatCalendarDate } from '@/lib/format';
import { describeGuests } from '@/lib/guest-count';

export function BidStay({ booking }: { booking: Bid['booking'] }) {
  return (
    <div>
      <div>
        <span className="text-nowrap">{formatCalendarDate(booking.check_in)} –</span>{' '}
        <span className="text-nowrap">{formatCalendarDate(booking.check_out)}</span>
      </div>
      <div className="small text-body-secondary">{describeGuests(booking.guests)}</div>
    </div>
  );
}
