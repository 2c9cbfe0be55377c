import {
  TYPEAHEAD_DEBOUNCE_MS,
  createBidBodySchema,
  listedPrice,
  type CreateBidBody,
  type Currency,
  type RoomGuests,
} from '@bidstay/contract';
import { useBidChance } from '@/features/bids';
import { useHotelRates } from '@/features/hotels';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

export type StayOfBid = { checkIn: string; checkOut: string; guests: RoomGuests[]; currency: Currency };

type PricedRate = { bookHash: string; matchHash: string; roomName: string; listed: number };

type HotelRate = NonNullable<ReturnType<typeof useHotelRates>['data']>[number];

/** The room a standing bid would most likely be placed for: the bookable one with the lowest listed price. */
function cheapestRate(rates: HotelRate[]) {
  return rates
    .flatMap((rate): PricedRate[] =>
      rate.book_hash
        ? [
            {
              bookHash: rate.book_hash,
              matchHash: rate.match_hash,
              roomName: rate.room_name,
              listed: listedPrice(rate),
            },
          ]
        : [],
    )
    .reduce<PricedRate | undefined>(
      (lowest, rate) => (lowest && lowest.listed <= rate.listed ? lowest : rate),
      undefined,
    );
}

function chanceBody(
  customerId: string,
  hotelId: number,
  stay: StayOfBid,
  rate: PricedRate,
  amount: number,
): CreateBidBody {
  return {
    customer_id: customerId,
    hotel_id: hotelId,
    bid: amount,
    currency: stay.currency,
    booking: {
      book_hash: rate.bookHash,
      match_hash: rate.matchHash,
      check_in: stay.checkIn,
      check_out: stay.checkOut,
      guests: stay.guests,
    },
  };
}

/**
 * The listed price of the stay (its lowest, as a standing bid is placed for any room it bids below) and the server's
 * chance for the amount once the typing pauses, as the bid dialog judges a bid.
 */
export function useStayChance(customerId: string, hotelId: number, stay: StayOfBid | undefined, amount: number) {
  const rates = useHotelRates(stay && hotelId, {
    checkin: stay?.checkIn ?? '',
    checkout: stay?.checkOut ?? '',
    guests: stay?.guests ?? [],
    currency: stay?.currency ?? 'EUR',
  });
  const rate = rates.data ? cheapestRate(rates.data) : undefined;
  const settled = useDebouncedValue(amount, TYPEAHEAD_DEBOUNCE_MS * 2);
  const judged = stay && rate && createBidBodySchema.shape.bid.safeParse(settled).success && settled < rate.listed;
  const chance = useBidChance(judged ? chanceBody(customerId, hotelId, stay, rate, settled) : null);
  return { rate, ratesPending: rates.isFetching, chance: judged ? chance : undefined };
}
