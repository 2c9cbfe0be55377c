import type { Bid, NotificationKind, PushMessage } from '@bidstay/contract';
import { formatDeadline } from '../bids/deadline-format.ts';

/** What a bid's news says, from the words its mail uses (amounts in the bid's currency, deadlines in the hotel's zone). */
export type BidWords = { hotelName?: string; bid?: string; counter?: string; deadline?: string; reason?: string };

export type Notice = {
  kind: NotificationKind;
  message: PushMessage;
  urgency: 'normal' | 'high';
  /** Past it the message is worth nothing: its TTL never reaches beyond. */
  expiresAt: Date;
  /** A newer message of the same topic replaces an older one still waiting at the push service. */
  topic: string;
};

const HOUR_MS = 60 * 60 * 1000;
/** How long news with nothing left to do stays worth delivering. */
const NEWS_LIFETIME_MS = 24 * HOUR_MS;
const EXPIRY_REASONS = new Set(['no_answer_in_time', 'counter_expired', 'not_paid_in_time']);

export const bidUrl = (bidId: string) => `/dashboard/mybids?bid=${encodeURIComponent(bidId)}`;

/** A topic is at most 32 URL-safe characters: a bid's id without its dashes. */
export const bidTopic = (bidId: string) => bidId.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32);

/** The customer's notice of a decided or ended bid; undefined for a status that is no news. */
export function bidNotice(bid: Bid, words: BidWords, now: Date): Notice | undefined {
  const hotel = words.hotelName ?? 'Your hotel';
  const base = { url: bidUrl(bid.id), tag: `bid-${bid.id}` };
  const topic = bidTopic(bid.id);
  const until = (deadline: string | null | undefined) =>
    deadline ? new Date(deadline) : new Date(now.getTime() + NEWS_LIFETIME_MS);
  switch (bid.status) {
    case 'accepted':
      return {
        kind: 'bid-accepted',
        message: {
          ...base,
          title: `${hotel} accepted your bid`,
          body: `${words.bid} accepted. Pay by ${words.deadline} to book it.`,
        },
        urgency: 'high',
        expiresAt: until(bid.pay_by),
        topic,
      };
    case 'counteroffer':
      return {
        kind: 'bid-countered',
        message: {
          ...base,
          title: `${hotel} made you a counter-offer`,
          body: `${words.counter} instead of ${words.bid}, valid until ${words.deadline}. Book it or decline.`,
        },
        urgency: 'high',
        expiresAt: until(bid.counter_offer?.valid_until),
        topic,
      };
    case 'rejected': {
      const expired = EXPIRY_REASONS.has(String(bid.reason));
      return {
        kind: expired ? 'bid-expired' : 'bid-rejected',
        message: {
          ...base,
          title: expired ? `Your bid at ${hotel} has expired` : `${hotel} did not accept your bid`,
          body: words.reason ?? `Your bid of ${words.bid} was not accepted. Try another price or hotel.`,
        },
        urgency: 'normal',
        expiresAt: until(null),
        topic,
      };
    }
    default:
      return undefined;
  }
}

/** What a booking's confirmation says, from its mail's words. */
export type BookingWords = { hotelName?: string; checkIn?: string; checkOut?: string; amount?: string };

/** The customer's notice of a confirmed booking: news worth a day, opening My Bookings. */
export function bookingNotice(bookingId: string, words: BookingWords, now: Date): Notice {
  return {
    kind: 'booking-confirmed',
    message: {
      title: `Your stay at ${words.hotelName ?? 'the hotel'} is booked`,
      body: `${words.checkIn} to ${words.checkOut}, ${words.amount} paid. Your voucher is in My Bookings.`,
      url: '/dashboard/mybookings',
      tag: `booking-${bookingId}`,
    },
    urgency: 'normal',
    expiresAt: new Date(now.getTime() + NEWS_LIFETIME_MS),
    topic: bidTopic(bookingId),
  };
}

/** The partners' notice of a bid a person must answer, until it expires; opening the console's bids. */
export function waitingBidNotice(bid: Bid, expiresAt: Date): Notice {
  const zone = typeof bid.booking.time_zone === 'string' ? bid.booking.time_zone : undefined;
  return {
    kind: 'bid-waiting',
    message: {
      title: `A bid at ${bid.booking.hotel_name} waits for your answer`,
      body: `${bid.bid.toFixed(2)} ${bid.currency} for ${bid.booking.check_in} to ${bid.booking.check_out}. It expires ${formatDeadline(expiresAt, zone)}.`,
      url: '/supplier',
      tag: `bid-${bid.id}`,
    },
    urgency: 'normal',
    expiresAt,
    topic: bidTopic(bid.id),
  };
}

/** The partners' notice of an accepted bid its customer withdrew: news worth a day, opening the console. */
export function withdrawnBidNotice(bid: Bid, now: Date): Notice {
  return {
    kind: 'bid-withdrawn',
    message: {
      title: `A bid at ${bid.booking.hotel_name} was withdrawn`,
      body: `The customer withdrew the accepted bid of ${bid.bid.toFixed(2)} ${bid.currency} for ${bid.booking.check_in} to ${bid.booking.check_out}.`,
      url: '/supplier',
      tag: `bid-${bid.id}`,
    },
    urgency: 'normal',
    expiresAt: new Date(now.getTime() + NEWS_LIFETIME_MS),
    topic: bidTopic(bid.id),
  };
}
