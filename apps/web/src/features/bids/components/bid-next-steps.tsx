import { Trans } from '@lingui/react/macro';
import { formatGuests, reasonText, type Bid } from '@bidstay/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useMessage } from '@/hooks/use-message';
import { formatMoney } from '@/lib/format';
import { useBidAlternatives } from '../api/bid-alternatives';
import { ChanceBadge } from './bid-chance-hint';

/** The hotel page for the bid's own stay: the dates and guests carry over. */
function stayLink(hotelId: string, bid: Bid) {
  const params = new URLSearchParams({
    checkin: bid.booking.check_in,
    checkout: bid.booking.check_out,
    guests: formatGuests(bid.booking.guests),
    currency: bid.currency,
  });
  return paths.hotel.href(hotelId, `?${params.toString()}`);
}

/** Why a bid ended, in plain words, and what to do next: the amount that stands a chance now, and other hotels. */
export function BidNextSteps({ bid }: { bid: Bid }) {
  const alternatives = useBidAlternatives(bid.id);
  const message = useMessage();
  const why = reasonText(bid.reason);
  const chance = alternatives.data?.chance;
  const hotels = alternatives.data?.hotels ?? [];
  return (
    <div className="bid-next-steps small" data-testid="bid-next-steps">
      {why && (
        <p className="mb-2" data-testid="bid-reason">
          {message(why)}
        </p>
      )}
      {chance && chance.suggested !== null && (
        <p className="mb-2 d-flex flex-wrap align-items-center gap-2" data-testid="bid-next-suggested">
          <span>
            <Trans>Bid {formatMoney(chance.suggested, chance.currency)} or more on the same room:</Trans>
          </span>
          <ChanceBadge band={chance.band} />
          <Link to={stayLink(String(bid.hotel_id), bid)}>
            <Trans>Bid again</Trans>
          </Link>
        </p>
      )}
      {hotels.length > 0 && (
        <>
          <p className="mb-1 fw-semibold">
            <Trans>Other hotels in the city for the same stay</Trans>
          </p>
          <ul className="list-unstyled mb-0" data-testid="bid-alternatives">
            {hotels.map((hotel) => (
              <li key={hotel.hid} className="d-flex justify-content-between gap-2">
                <Link to={stayLink(String(hotel.hid), bid)}>{hotel.name}</Link>
                <span className="text-nowrap">{formatMoney(hotel.listed, hotel.currency)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
