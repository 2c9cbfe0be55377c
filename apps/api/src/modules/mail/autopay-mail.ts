import { PRODUCT_NAME } from '@bidstay/contract';
import { greeting, type Words } from './mail-words.ts';
import type { Content } from './mail.templates.ts';

function failureText({ i18n, data, hotel }: Words) {
  const { bid = '' } = data;
  if (data.failure === 'authentication_required')
    return i18n._(
      '{hotel} accepted your bid of {bid}, but your bank asks you to confirm this payment yourself, so we could not charge your card automatically.',
      { hotel, bid },
    );
  if (data.failure === 'service_unavailable')
    return i18n._(
      '{hotel} accepted your bid of {bid}, but we could not reach the card or booking service to pay and book it for you. Anything charged for it is refunded.',
      { hotel, bid },
    );
  if (data.failure === 'rate_unavailable')
    return i18n._(
      '{hotel} accepted your bid of {bid}, but we could not book the room for you just now, so nothing was charged.',
      { hotel, bid },
    );
  return i18n._('{hotel} accepted your bid of {bid}, but your card was declined, so nothing was charged.', {
    hotel,
    bid,
  });
}

/** An accepted autopay bid whose off-session charge failed: it is now paid by hand, by its deadline. */
export function autopayFailedMail(words: Words): Content {
  const { i18n, data } = words;
  return {
    subject: i18n._('Pay your accepted {product} bid at {hotel}', { product: PRODUCT_NAME, hotel: words.hotel }),
    heading: i18n._('Your bid is accepted: please pay it yourself'),
    paragraphs: [
      greeting(words),
      failureText(words),
      i18n._('Pay in My Bids by {deadline} to book the room; after that it expires.', {
        deadline: data.deadline ?? '',
      }),
    ],
    action: { label: i18n._('See your bids'), path: '/dashboard/mybids' },
  };
}
