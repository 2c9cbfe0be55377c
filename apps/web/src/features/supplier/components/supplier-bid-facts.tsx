import { Trans } from '@lingui/react/macro';
import type { SupplierBid } from '@bidstay/contract';
import { z } from 'zod';
import { formatCalendarDate, formatMoney } from '@/lib/format';
import { describeGuests } from '@/lib/guest-count';

const sellPriceLimitsSchema = z
  .object({ min_price: z.coerce.number().nullish(), max_price: z.coerce.number().nullish() })
  .nullish()
  .catch(null);

export function BidStayFacts({ bid }: { bid: SupplierBid }) {
  return (
    <div>
      <div className="fw-semibold">{bid.booking.hotel_name}</div>
      <div className="small">{bid.booking.room_name}</div>
      <div className="small text-body-secondary">
        {formatCalendarDate(bid.booking.check_in)} – {formatCalendarDate(bid.booking.check_out)} ·{' '}
        {describeGuests(bid.booking.guests)}
      </div>
    </div>
  );
}

/** The listed price, the floor and the partner's sell price limits (DESIGN §5 "Bid economics"). */
export function PriceFacts({ bid }: { bid: SupplierBid }) {
  const limits = sellPriceLimitsSchema.parse(bid.booking.sell_price_limits);
  const money = (amount: number) => formatMoney(amount, bid.currency);
  const limitParts = [
    limits?.min_price && `min ${money(limits.min_price)}`,
    limits?.max_price && `max ${money(limits.max_price)}`,
  ].filter(Boolean);
  return (
    <dl className="price-facts small mb-0">
      <dt>
        <Trans>Listed</Trans>
      </dt>
      <dd>{money(bid.listed_price)}</dd>
      <dt>
        <Trans>Floor</Trans>
      </dt>
      <dd>{money(bid.floor)}</dd>
      <dt>
        <Trans>Partner limits</Trans>
      </dt>
      <dd>{limitParts.length ? limitParts.join(' · ') : 'none'}</dd>
    </dl>
  );
}
