import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { BookingQuote } from '@bidstay/contract';
import { CancellationPolicy } from '@/components/cancellation-policy';
import { formatCalendarDate } from '@/lib/format';
import { describeGuests } from '@/lib/guest-count';
import { mealLabel } from '@/lib/meals';

/** The stay the quote holds: hotel, dates, room, meal, guests and what cancelling costs. */
export function BookingSummary({ quote }: { quote: BookingQuote }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="booking-stay-title">
      <h2 id="booking-stay-title" className="h4 mb-1">
        {quote.hotel_name}
      </h2>
      <p className="text-body-secondary mb-3">{quote.room_name}</p>
      <dl className="details-list mb-4">
        <dt>
          <Trans>Check-in</Trans>
        </dt>
        <dd>{formatCalendarDate(quote.check_in)}</dd>
        <dt>
          <Trans>Check-out</Trans>
        </dt>
        <dd>{formatCalendarDate(quote.check_out)}</dd>
        <dt>
          <Trans>Length of stay</Trans>
        </dt>
        <dd data-testid="booking-nights">
          <Plural value={quote.nights} one="# night" other="# nights" />
        </dd>
        <dt>
          <Trans>Meals</Trans>
        </dt>
        <dd>{quote.meal ? mealLabel(quote.meal) : t`Room only`}</dd>
        <dt>
          <Trans>Guests</Trans>
        </dt>
        <dd>{describeGuests(quote.guests)}</dd>
      </dl>
      <h3 className="h6">
        <Trans>Cancellation policy</Trans>
      </h3>
      <CancellationPolicy info={quote.cancellation_info} paid={quote.amount} />
    </section>
  );
}
