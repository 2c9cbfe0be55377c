import type { Bid, NotificationKind } from '@bidstay/contract';
import type { NoticeKey } from './notice-texts.ts';

/** What a bid's news says, from the words its mail uses (amounts in the bid's currency, deadlines in the hotel's zone). */
export type BidWords = {
  hotelName?: string;
  bid?: string;
  counter?: string;
  /** An ISO instant, read in `timeZone`. */
  deadline?: string;
  timeZone?: string;
  reason?: string;
};

/**
 * A notice, told in its recipient's language when it goes out: `text` names what it says and the words it says it
 * with (notice-texts.ts), read once the recipient, and so their language, is known.
 */
export type Notice = {
  kind: NotificationKind;
  text: { key: NoticeKey; data: Record<string, string> };
  url: string;
  tag: string;
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

/** The words without the ones the mail had none for. */
const defined = (words: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(words).filter((entry): entry is [string, string] => entry[1] !== undefined));

/** A notice of the bid's own: opening it in My Bids, replacing the bid's older news. */
function ofBid(bid: Bid, words: BidWords, key: NoticeKey, rest: Pick<Notice, 'urgency' | 'expiresAt'>): Notice {
  return {
    kind: key as NotificationKind,
    text: { key, data: defined(words) },
    url: bidUrl(bid.id),
    tag: `bid-${bid.id}`,
    topic: bidTopic(bid.id),
    ...rest,
  };
}

/** The customer's notice of a decided or ended bid; undefined for a status that is no news. */
export function bidNotice(bid: Bid, words: BidWords, now: Date): Notice | undefined {
  const until = (deadline: string | null | undefined) =>
    deadline ? new Date(deadline) : new Date(now.getTime() + NEWS_LIFETIME_MS);
  switch (bid.status) {
    case 'accepted':
      return ofBid(bid, words, 'bid-accepted', { urgency: 'high', expiresAt: until(bid.pay_by) });
    case 'counteroffer':
      return ofBid(bid, words, 'bid-countered', { urgency: 'high', expiresAt: until(bid.counter_offer?.valid_until) });
    case 'rejected': {
      const key = EXPIRY_REASONS.has(String(bid.reason)) ? 'bid-expired' : 'bid-rejected';
      return ofBid(bid, words, key, { urgency: 'normal', expiresAt: until(null) });
    }
    default:
      return undefined;
  }
}

/** The customer's reminder of a counter-offer about to lapse or a payment about to be due; expiring with it. */
export function reminderNotice(bid: Bid, words: BidWords): Notice | undefined {
  if (bid.status === 'counteroffer' && bid.counter_offer?.valid_until)
    return ofBid(bid, words, 'counter-ending', {
      urgency: 'high',
      expiresAt: new Date(bid.counter_offer.valid_until),
    });
  if (bid.status === 'accepted' && bid.pay_by)
    return ofBid(bid, words, 'payment-due', { urgency: 'high', expiresAt: new Date(bid.pay_by) });
  return undefined;
}

/** What a booking's confirmation says, from its mail's words. */
export type BookingWords = { hotelName?: string; checkIn?: string; checkOut?: string; amount?: string };

/** The customer's notice of a confirmed booking: news worth a day, opening My Bookings. */
export function bookingNotice(bookingId: string, words: BookingWords, now: Date): Notice {
  return {
    kind: 'booking-confirmed',
    text: { key: 'booking-confirmed', data: defined(words) },
    url: '/dashboard/mybookings',
    tag: `booking-${bookingId}`,
    urgency: 'normal',
    expiresAt: new Date(now.getTime() + NEWS_LIFETIME_MS),
    topic: bidTopic(bookingId),
  };
}

/** What a standing bid's news says, from its mail's words. */
export type StandingWords = { hotelName?: string; bid?: string; checkIn?: string; checkOut?: string };

/**
 * The customer's notice of a standing bid: placed (opening the bid it placed, which the hotel then answers like any
 * bid) or ended with no bid placed (opening the wishlist); news worth a day.
 */
export function standingBidNotice(
  standingBidId: string,
  outcome: { placed: string } | 'ended',
  words: StandingWords,
  now: Date,
): Notice {
  const placed = outcome !== 'ended';
  return {
    kind: 'standing-bid',
    text: { key: placed ? 'standing-bid-placed' : 'standing-bid-ended', data: defined(words) },
    url: placed ? bidUrl(outcome.placed) : '/dashboard/mybids',
    tag: `standing-bid-${standingBidId}`,
    urgency: 'normal',
    expiresAt: new Date(now.getTime() + NEWS_LIFETIME_MS),
    topic: bidTopic(standingBidId),
  };
}

/** The partners' notice of a bid a person must answer, until it expires; opening the console's bids. */
export function waitingBidNotice(bid: Bid, expiresAt: Date): Notice {
  const zone = typeof bid.booking.time_zone === 'string' ? bid.booking.time_zone : undefined;
  const words = {
    hotelName: bid.booking.hotel_name,
    bid: `${bid.bid.toFixed(2)} ${bid.currency}`,
    checkIn: bid.booking.check_in,
    checkOut: bid.booking.check_out,
    deadline: expiresAt.toISOString(),
    timeZone: zone,
  };
  return {
    kind: 'bid-waiting',
    text: { key: 'bid-waiting', data: defined(words) },
    url: '/supplier',
    tag: `bid-${bid.id}`,
    urgency: 'normal',
    expiresAt,
    topic: bidTopic(bid.id),
  };
}

/** The partners' notice of an accepted bid its customer withdrew: news worth a day, opening the console. */
export function withdrawnBidNotice(bid: Bid, now: Date): Notice {
  return {
    kind: 'bid-withdrawn',
    text: {
      key: 'bid-withdrawn',
      data: {
        hotelName: bid.booking.hotel_name,
        bid: `${bid.bid.toFixed(2)} ${bid.currency}`,
        checkIn: bid.booking.check_in,
        checkOut: bid.booking.check_out,
      },
    },
    url: '/supplier',
    tag: `bid-${bid.id}`,
    urgency: 'normal',
    expiresAt: new Date(now.getTime() + NEWS_LIFETIME_MS),
    topic: bidTopic(bid.id),
  };
}
