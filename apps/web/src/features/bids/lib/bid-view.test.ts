import type { Bid } from '@bidstay/contract';
import { describe, expect, it } from 'vitest';
import { bidBooking } from './bid-view';

/** A countered bid as newCustomerBids answers it: the rate's public payment option, no net amount. */
const countered: Bid = {
  id: 'b-1',
  customer_id: 'c-1',
  hotel_id: 7000021,
  amount: 400,
  bid: 300,
  currency: 'EUR',
  status: 'counteroffer',
  counter_offer: { amount_to_pay: 350, currency: 'EUR', book_hash: 'h-2', valid_until: null },
  created: '2027-01-01T10:00:00.000Z',
  updated: '2027-01-01T10:00:00.000Z',
  expires_at: null,
  pay_by: null,
  decided_by: 'supplier',
  decider: { by: 'person', line: null },
  reason: null,
  group_id: null,
  group_rank: null,
  autopay: false,
  rooms: null,
  booking: {
    book_hash: 'h-1',
    match_hash: 'm-1',
    room_name: 'Double room',
    meal: 'breakfast',
    check_in: '2027-02-01',
    check_out: '2027-02-03',
    residency: 'se',
    currency: 'EUR',
    guests: [{ adults: 2, children: [] }],
    guestData: [{ adults: 2, children: [] }],
    hotel_name: 'Grand',
    payment_options: {
      payment_types: [
        {
          show_amount: '400.00',
          show_currency_code: 'EUR',
          commission_info: { show: { amount_gross: '400.00' } },
          cancellation_penalties: null,
        },
      ],
    },
  },
};

describe('the booking a bid leads to', () => {
  it('is priced by the counter-offer, from the payment option a customer reads', () => {
    const booking = bidBooking(countered, undefined);
    expect(booking).toMatchObject({ bid_id: 'b-1', book_hash: 'h-2', currency: 'EUR' });
    expect(booking!.payment_options.payment_types[0]).toMatchObject({
      amount: 350,
      show_amount: 350,
      currency_code: 'EUR',
      commission_info: { show: { amount_gross: 350 } },
    });
  });
});
