import { COUNTER_REMINDER_HOURS, PAYMENT_REMINDER_HOURS } from '@bidstay/contract';
import type { I18n } from '@lingui/core';
import { greeting, type Words } from './mail-words.ts';
import type { Content, Link } from './mail.templates.ts';

/** What the mails of a bid say, in the recipient's language. */

export function decisionHeading({ i18n, data }: Words) {
  if (data.status === 'accepted') return i18n._('Your bid is accepted');
  if (data.status === 'counteroffer') return i18n._('The hotel made you a counter-offer');
  return i18n._('Your bid was not accepted');
}

export function decisionText({ i18n, data, hotel }: Words) {
  const { bid, counter, deadline, reason } = data;
  if (data.status === 'accepted')
    return deadline
      ? i18n._(
          'Good news: {hotel} accepted your bid of {bid}. Pay in My Bids by {deadline} to book the room; after that it expires.',
          { hotel, bid, deadline },
        )
      : i18n._(
          'Good news: {hotel} accepted your bid of {bid}. Pay in My Bids to book the room; after that it expires.',
          { hotel, bid },
        );
  if (data.status === 'counteroffer')
    return deadline
      ? i18n._(
          '{hotel} cannot take {bid}, but offers the room for {counter}. Book it or decline in My Bids by {deadline}; after that it expires.',
          { hotel, bid, counter, deadline },
        )
      : i18n._(
          '{hotel} cannot take {bid}, but offers the room for {counter}. Book it or decline in My Bids; after that it expires.',
          { hotel, bid, counter },
        );
  const rejected = i18n._('{hotel} did not accept your bid of {bid}.', { hotel, bid });
  const next = i18n._('My Bids suggests an amount for the same room and other hotels for the same stay.');
  return [rejected, reason, next].filter(Boolean).join(' ');
}

export function registeredText({ i18n, data }: Words) {
  const { bid = '', hotels, hotelName } = data;
  if (hotels)
    return i18n._(
      'Your bid of {bid} is registered and sent to {hotels}. The first of them to accept it gets it; it then ends at the others.',
      { bid, hotels },
    );
  if (hotelName)
    return i18n._('Your bid of {bid} for {hotel} is registered and sent to the hotel.', { bid, hotel: hotelName });
  return i18n._('Your bid of {bid} is registered and sent to the hotel.', { bid });
}

export const bidsLink = (i18n: I18n): Link => ({ label: i18n._('See your bids'), path: '/dashboard/mybids' });
/** A counter-offer about to lapse, or an accepted bid whose payment is about to be due. */
export function deadlineNear({ i18n, data, hotel, ...words }: Words): Content {
  const { bid, counter, deadline } = data;
  const countered = data.status === 'counteroffer';
  return {
    subject: countered
      ? i18n._('Your counter-offer from {hotel} ends soon', { hotel })
      : i18n._('Pay your bid for {hotel} soon', { hotel }),
    heading: countered
      ? i18n._('Your counter-offer ends in {hours} hours', { hours: COUNTER_REMINDER_HOURS })
      : i18n._('Your payment is due in {hours} hours', { hours: PAYMENT_REMINDER_HOURS }),
    paragraphs: [
      greeting({ i18n, data, hotel, ...words }),
      countered
        ? i18n._('{hotel} offers the room for {counter} until {deadline}. Book it or decline in My Bids.', {
            hotel,
            counter,
            deadline,
          })
        : i18n._('{hotel} accepted your bid of {bid}. Pay in My Bids by {deadline} to book the room.', {
            hotel,
            bid,
            deadline,
          }),
    ],
    action: bidsLink(i18n),
  };
}
