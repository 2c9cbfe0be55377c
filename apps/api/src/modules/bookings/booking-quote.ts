import {
  bidFloor,
  chargedCancellationInfo,
  listedPrice,
  messages,
  today,
  type BookingQuote,
  type bookingRequestSchema,
} from '@bidstay/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EtgClient } from '../../partner/etg-client.ts';
import type { Rate, RoomGuests } from '../../partner/etg-types.ts';
import { PartnerError } from '../../partner/partner-error.ts';
import type { BidsService } from '../bids/bids.service.ts';
import { partnerSearchOf } from '../bids/partner-search.ts';
import { findRate } from '../bids/rate-snapshot.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import { toQuote } from './booking-views.ts';
import type { BookingsRepository } from './bookings.repository.ts';
import { FORM_ATTEMPTS, cancellationInfoOf, mealOf, newPartnerOrderId, retryWithNewOrderId } from './partner-quote.ts';

type Deps = {
  repository: BookingsRepository;
  clock: Clock;
  partner: EtgClient;
  hotels: HotelsService;
  bids: BidsService;
};

type Stay = { check_in: string; check_out: string; residency: string; currency: string; guests: RoomGuests[] };
type Source = { hotelId: number; stay: Stay; rate: Rate; bidId: string | null; agreed: number | null };

const PAYABLE_BID_STATUSES = new Set(['accepted', 'counteroffer']);
const conflict = (message: string) => new AppError('conflict', message);

/** `orderBookingForm`: re-checks and holds the rate with the partner and prices it on the server. */
export function bookingQuoteUseCase({ repository, clock, partner, hotels, bids }: Deps) {
  async function currentRate(hotelId: number, stay: Stay, bookHash: string, matchHash: string | undefined) {
    const page = await hotels.hotelPage({ ...partnerSearchOf(stay, stay.currency), hid: hotelId }, { fresh: true });
    const rate = findRate(page.hotels[0]?.rates ?? [], bookHash, matchHash);
    if (!rate) throw conflict(messages.bookings.rateGone);
    return rate;
  }

  async function rateSource(request: Exclude<z.output<typeof bookingRequestSchema>, { bid_id: string }>) {
    const { check_in, check_out, residency, currency, guests } = request;
    const stay = { check_in, check_out, residency, currency, guests };
    const rate = await currentRate(request.hotel_id, stay, request.book_hash, request.match_hash);
    return { hotelId: request.hotel_id, stay, rate, bidId: null, agreed: null } satisfies Source;
  }

  /** An accepted bid is paid at its amount, a counter-offer at the counter amount (DESIGN §5). */
  async function bidSource(customerId: string, bidId: string): Promise<Source> {
    const bid = await bids.ownBid(customerId, bidId);
    if (!PAYABLE_BID_STATUSES.has(bid.status)) throw conflict(messages.bookings.bidNotPayable);
    bids.assertPayable(bid);
    const snapshot = bid.snapshot as Stay & { book_hash: string; match_hash: string | null };
    const stay = {
      check_in: snapshot.check_in,
      check_out: snapshot.check_out,
      residency: snapshot.residency,
      currency: bid.currency,
      guests: snapshot.guests,
    };
    const rate = await currentRate(bid.hotelId, stay, snapshot.book_hash, snapshot.match_hash ?? undefined);
    return { hotelId: bid.hotelId, stay, rate, bidId: bid.id, agreed: bid.counterAmount ?? bid.bid };
  }

  /** The partner's re-check before payment (PARTNER.md §3.5): a `p-` hash and maybe a new price. */
  async function prebook(rate: Rate): Promise<Rate> {
    try {
      const result = await partner.prebook({ hash: rate.book_hash ?? '' });
      const prebooked = result.hotels[0]?.rates[0];
      if (!prebooked) throw conflict(messages.bookings.rateGone);
      return prebooked;
    } catch (error) {
      if (error instanceof PartnerError && !error.transient) throw conflict(messages.bookings.rateGone);
      throw error;
    }
  }

  async function openBookingForm(rate: Rate, userIp: string) {
    for (let attempt = 1; ; attempt += 1) {
      const partnerOrderId = newPartnerOrderId();
      try {
        const form = await partner.bookingForm({
          partner_order_id: partnerOrderId,
          book_hash: rate.book_hash ?? '',
          language: 'en',
          user_ip: userIp,
        });
        const paymentType = form.payment_types.find((type) => type.type === 'deposit') ?? form.payment_types[0];
        if (!paymentType) throw conflict(messages.bookings.rateGone);
        return { partnerOrderId, orderNumber: form.order_id, paymentType };
      } catch (error) {
        if (!(error instanceof PartnerError)) throw error;
        if (retryWithNewOrderId(error) && attempt < FORM_ATTEMPTS) continue;
        if (error.transient) throw error;
        throw conflict(messages.bookings.rateGone);
      }
    }
  }

  function priceOf(source: Source, prebooked: Rate) {
    if (source.agreed === null) return { amount: listedPrice(prebooked), previousAmount: listedPrice(source.rate) };
    if (source.agreed < bidFloor(prebooked)) throw conflict(messages.bookings.aboveAgreedPrice);
    return { amount: source.agreed, previousAmount: null };
  }

  return async function quote(
    customerId: string,
    request: z.output<typeof bookingRequestSchema>,
    userIp: string,
  ): Promise<BookingQuote> {
    const source = 'bid_id' in request ? await bidSource(customerId, request.bid_id) : await rateSource(request);
    const hotel = await hotels.catalogue().hotel(source.hotelId);
    if (!hotel) throw new AppError('not_found', messages.hotels.notFound);
    if (source.stay.check_in < today(clock.now())) {
      throw new AppError('invalid_input', messages.bids.pastDates, { check_in: messages.bids.pastDates });
    }
    const prebooked = await prebook(source.rate);
    const price = priceOf(source, prebooked);
    const form = await openBookingForm(prebooked, userIp);
    const now = clock.now();
    const row = await repository.insert({
      partnerOrderId: form.partnerOrderId,
      customerId,
      bidId: source.bidId,
      hotelId: hotel.hid,
      hotelName: hotel.name,
      amount: price.amount,
      previousAmount: price.previousAmount,
      currency: source.stay.currency,
      checkIn: source.stay.check_in,
      checkOut: source.stay.check_out,
      guests: source.stay.guests,
      roomName: prebooked.room_name,
      meal: mealOf(prebooked),
      cancellationInfo: chargedCancellationInfo(cancellationInfoOf(prebooked), {
        paid: price.amount,
        listed: listedPrice(prebooked),
      }),
      rate: prebooked,
      paymentType: {
        type: form.paymentType.type,
        amount: form.paymentType.amount,
        currency_code: form.paymentType.currency_code,
      },
      partnerOrderNumber: form.orderNumber,
      createdAt: now,
      updatedAt: now,
    });
    return toQuote(row);
  };
}
