import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { bidStatusCode, BidStatusCode, type Bid, type BidTab } from '@bidstay/contract';
import { z } from 'zod';
import type { BookingDetails, RoomGuestDetails } from '@/lib/booking-details';

export type BidAction = 'details' | 'counter' | 'pay' | 'guests' | 'delete' | 'withdraw' | 'booking';

/**
 * What a customer can do with a bid: accepted and countered bids wait for them to pay or decline; an accepted bid is
 * binding, yet can be withdrawn until it is paid, unless it pays itself.
 */
export function bidActions(bid: Bid): BidAction[] {
  const code = bidStatusCode(bid);
  if (code === BidStatusCode.CounterOffer) return ['counter', 'guests', 'details'];
  // An accepted bid that pays itself is being charged and booked: nothing is left to the customer.
  if (code === BidStatusCode.Accepted && bid.autopay) return ['details'];
  if (code === BidStatusCode.Accepted) return ['pay', 'guests', 'details', 'withdraw'];
  // A paid bid is a booking: it is looked up there, and never deleted.
  if (code === BidStatusCode.Completed) return ['booking', 'details'];
  return ['details', 'delete'];
}

export function belowListedShare(bid: Bid): number {
  return bid.amount > 0 ? ((bid.amount - bid.bid) / bid.amount) * 100 : 0;
}

/** The names saved with a bid as the booking form reads them: each guest's type and age, and their names. */
export function guestDetailsOf(bid: Bid): RoomGuestDetails | undefined {
  return bid.rooms?.map((room) => ({
    guests: room.guests.map((guest) => ({
      type: guest.is_child ? ('child' as const) : ('adult' as const),
      age: guest.is_child ? guest.age : null,
      name: guest.first_name,
      surname: guest.last_name,
    })),
  }));
}

const commissionSchema = z.looseObject({ show: z.looseObject({}) });

/** A bid's payment option as its customer reads it: the listed price only, the amounts to pay come from the answer. */
const bidPaymentOptionsSchema = z.looseObject({ payment_types: z.array(z.looseObject({})).min(1) });

/**
 * SPEC §4 "Go to Booking": the bid's rate snapshot, with the counter-offer's book hash, amount and
 * currency in place of the payment option's (an accepted bid's own amount where there is no counter-offer).
 * The booking page sends only `bid_id`; the server prices the bid itself.
 */
export function bidBooking(bid: Bid, guestDetails: RoomGuestDetails | undefined): BookingDetails | null {
  const offer = bid.counter_offer ?? {
    amount_to_pay: bid.bid,
    currency: bid.currency,
    book_hash: bid.booking.book_hash,
  };
  const options = bidPaymentOptionsSchema.safeParse(bid.booking.payment_options);
  const paymentType = options.data?.payment_types[0];
  if (!paymentType) return null;
  const commission = commissionSchema.safeParse(paymentType.commission_info).data;
  return {
    ...bid.booking,
    bid_id: bid.id,
    hotel_id: bid.hotel_id,
    book_hash: offer.book_hash,
    currency: offer.currency,
    payment_options: {
      payment_types: [
        {
          ...paymentType,
          amount: offer.amount_to_pay,
          show_amount: offer.amount_to_pay,
          currency_code: offer.currency,
          show_currency_code: offer.currency,
          commission_info: commission && {
            ...commission,
            show: { ...commission.show, amount_gross: offer.amount_to_pay },
          },
        },
      ],
    },
    guest_details: guestDetails,
  };
}

/** A tab of My Bids: the bids' own tabs, and the standing bids, which wait for a price rather than a hotel. */
export type MyBidsTab = BidTab | 'standing';

/** A tab's name, in the language shown when it is read. */
export const bidTabLabels: Record<MyBidsTab, string> = {
  get active() {
    return t({ message: 'Active', context: 'tab' });
  },
  get rejected() {
    return t({ message: 'Rejected', context: 'tab' });
  },
  get completed() {
    return t({ message: 'Completed', context: 'tab' });
  },
  get standing() {
    return t({ message: 'Standing', context: 'tab' });
  },
};

/** What a tab's list is called, and what it says when empty. */
export const bidTabTexts: Record<MyBidsTab, { name: MessageDescriptor; empty: MessageDescriptor }> = {
  active: { name: msg`Active bids`, empty: msg`You have no active bids.` },
  rejected: { name: msg`Rejected bids`, empty: msg`You have no rejected bids.` },
  completed: { name: msg`Completed bids`, empty: msg`You have no completed bids.` },
  standing: { name: msg`Standing bids`, empty: msg`You have no standing bids.` },
};
