import { BID_DECISION_BUSINESS_DAYS, PRODUCT_NAME, type MailTemplate } from '@bidstay/contract';
import type { I18n } from '@lingui/core';
import { formatDay, formatMoney, greeting, type Words } from './mail-words.ts';
import { bidsLink, deadlineNear, decisionHeading, decisionText, registeredText } from './bid-contents.ts';
import type { Content, Link } from './mail.templates.ts';
import { autopayFailedMail } from './autopay-mail.ts';

const bookingsLink = (i18n: I18n): Link => ({ label: i18n._('See your bookings'), path: '/dashboard/mybookings' });
const profileLink = (i18n: I18n): Link => ({ label: i18n._('Complete your profile'), path: '/dashboard/profile' });
const biddingLink = (i18n: I18n): Link => ({ label: i18n._('How bidding works'), path: '/bidding' });

const product = PRODUCT_NAME;

/** What each template says, in the recipient's language. */
export const contents: Record<MailTemplate, (words: Words) => Content> = {
  welcome: (words) => ({
    subject: words.i18n._('Welcome to {product}', { product }),
    heading: words.i18n._('Welcome to {product}!', { product }),
    paragraphs: [
      greeting(words),
      words.i18n._('Your account is ready. Complete your profile so that hotels can confirm your bookings quickly.'),
      words.i18n._('Then find a hotel, name your price, and let the hotel answer.'),
    ],
    action: profileLink(words.i18n),
  }),
  'profile-completed': (words) => ({
    subject: words.i18n._('Thank you for completing your {product} profile', { product }),
    heading: words.i18n._('Your profile is complete'),
    paragraphs: [
      greeting(words),
      words.i18n._('Thank you! Your profile is complete, so you are ready to bid and book.'),
    ],
    action: biddingLink(words.i18n),
  }),
  'registration-reminder': (words) => ({
    subject: words.i18n._('Complete your {product} registration', { product }),
    heading: words.i18n._('One more step'),
    paragraphs: [
      greeting(words),
      words.i18n._('Your profile is not complete yet. It takes a minute, and hotels need it to confirm your bookings.'),
    ],
    action: profileLink(words.i18n),
  }),
  'bid-registered': (words) => ({
    subject: words.i18n._('Your {product} bid is registered', { product }),
    heading: words.i18n._('We have your bid'),
    paragraphs: [
      greeting(words),
      registeredText(words),
      words.i18n._('Decisions may take up to {days} business days. We will mail you as soon as the hotel answers.', {
        days: BID_DECISION_BUSINESS_DAYS,
      }),
    ],
    action: biddingLink(words.i18n),
  }),
  'bid-decided': (words) => ({
    subject: words.i18n._('{hotel} has answered your {product} bid', { hotel: words.hotel, product }),
    heading: decisionHeading(words),
    paragraphs: [greeting(words), decisionText(words)],
    action: bidsLink(words.i18n),
  }),
  'autopay-failed': autopayFailedMail,
  'bid-deadline-near': (words) => deadlineNear(words),
  'bid-withdrawn': ({ i18n, data, hotel, stay, locale }) => ({
    subject: i18n._('A customer withdrew an accepted bid at {hotel}', { hotel }),
    heading: i18n._('An accepted bid was withdrawn'),
    paragraphs: [
      i18n._('On {date} the customer withdrew the bid of {bid} at {hotel}{stay} that was accepted.', {
        date: data.date ? formatDay(data.date, locale) : '',
        bid: data.bid ?? '',
        hotel,
        stay,
      }),
      i18n._('It no longer holds a room, and your bid history shows it as withdrawn.'),
    ],
    action: { label: i18n._('Open the partner console'), path: '/supplier' },
  }),
  'standing-bid-placed': ({ i18n, data, hotel, stay, ...words }) => ({
    subject: i18n._('We placed your {product} bid for {hotel}', { product, hotel }),
    heading: i18n._('Your standing bid is placed'),
    paragraphs: [
      greeting({ i18n, data, hotel, stay, ...words }),
      i18n._('{hotel} would now take {bid}{stay}, so we placed your bid as you asked.', {
        hotel,
        bid: data.bid ?? '',
        stay,
      }),
      i18n._('If the hotel accepts it, pay it in My Bids by its pay-by deadline.'),
    ],
    action: bidsLink(i18n),
  }),
  'standing-bid-ended': ({ i18n, data, hotel, stay, ...words }) => ({
    subject: i18n._('Your standing bid for {hotel} has ended', { hotel }),
    heading: i18n._('Your standing bid has ended'),
    paragraphs: [
      greeting({ i18n, data, hotel, stay, ...words }),
      i18n._('{hotel} did not come down to {bid}{stay} before the end date you chose. No bid was placed.', {
        hotel,
        bid: data.bid ?? '',
        stay,
      }),
    ],
    action: { label: i18n._('See your bids'), path: '/dashboard/mybids' },
  }),
  'booking-confirmed': (words) => ({
    subject: words.i18n._('Your {product} booking at {hotel} is confirmed', { product, hotel: words.hotel }),
    heading: words.i18n._('Your booking is confirmed'),
    paragraphs: [
      greeting(words),
      words.i18n._('{hotel} has confirmed your stay{stay}.', { hotel: words.hotel, stay: words.stay }),
      words.i18n._('Amount paid: {amount}. Agreement number: {agreement}.', {
        amount: words.data.amount ?? '',
        agreement: words.data.agreementNumber ?? '',
      }),
      words.i18n._('Your booking confirmation (voucher) and the cancellation policy are in My Bookings.'),
    ],
    action: bookingsLink(words.i18n),
  }),
  'booking-voucher': (words) => ({
    subject: words.i18n._('Your {product} booking confirmation for {hotel}', { product, hotel: words.hotel }),
    heading: words.i18n._('Your booking confirmation'),
    paragraphs: [
      greeting(words),
      words.i18n._('Here again is your booking at {hotel}{stay}. Agreement number: {agreement}.', {
        hotel: words.hotel,
        stay: words.stay,
        agreement: words.data.agreementNumber ?? '',
      }),
      words.i18n._('Download your booking confirmation (voucher) as a PDF from My Bookings and show it at check-in.'),
    ],
    action: bookingsLink(words.i18n),
  }),
  'booking-failed': (words) => ({
    subject: words.i18n._('Your {product} booking at {hotel} could not be made', { product, hotel: words.hotel }),
    heading: words.i18n._('We could not book this room'),
    paragraphs: [
      greeting(words),
      words.i18n._('{hotel} could not confirm your booking after your payment.', { hotel: words.hotel }),
      words.i18n._('We have refunded {amount} in full to your card.', { amount: words.data.amount ?? '' }),
    ],
    action: { label: words.i18n._('Find another room'), path: '/home' },
  }),
  'booking-cancelled': (words) => ({
    subject: words.i18n._('Your {product} booking at {hotel} is cancelled', { product, hotel: words.hotel }),
    heading: words.i18n._('Your booking is cancelled'),
    paragraphs: [
      greeting(words),
      words.i18n._('We have cancelled your booking. Refund: {refund}.', {
        refund: words.data.refund ?? formatMoney('0 EUR', words.locale) ?? '',
      }),
    ],
    action: bookingsLink(words.i18n),
  }),
  'booking-refunded': (words) => ({
    subject: words.i18n._('We refunded {refund} for your {product} booking at {hotel}', {
      refund: words.data.refund ?? '',
      product,
      hotel: words.hotel,
    }),
    heading: words.i18n._('We refunded part of your payment'),
    paragraphs: [
      greeting(words),
      words.i18n._('On {date} we refunded {refund} to your card for your booking at {hotel}.', {
        date: words.data.date ? formatDay(words.data.date, words.locale) : '',
        refund: words.data.refund ?? '',
        hotel: words.hotel,
      }),
      words.i18n._('Why: {reason}', { reason: words.data.reason ?? '' }),
      words.i18n._('Your bank shows it within a few working days; your booking stands.'),
    ],
    action: bookingsLink(words.i18n),
  }),
  'duplicate-payment-refunded': (words) => ({
    subject: words.i18n._('You were charged twice for {hotel}: we refunded one', { hotel: words.hotel }),
    heading: words.i18n._('We refunded your second payment'),
    paragraphs: [
      greeting(words),
      words.i18n._('Your booking at {hotel} was paid twice.', { hotel: words.hotel }),
      words.i18n._('We have refunded the second payment of {amount} in full to your card; your booking stands.', {
        amount: words.data.amount ?? '',
      }),
    ],
    action: bookingsLink(words.i18n),
  }),
  'group-payment-refunded': (words) => ({
    subject: words.i18n._('Another hotel of your bid was booked first: we refunded your payment to {hotel}', {
      hotel: words.hotel,
    }),
    heading: words.i18n._('We refunded your payment'),
    paragraphs: [
      greeting(words),
      words.i18n._(
        'You paid {hotel} after another hotel of the same bid had been paid, and a bid books one hotel at most.',
        { hotel: words.hotel },
      ),
      words.i18n._('We have refunded {amount} in full to your card; the booking of the other hotel stands.', {
        amount: words.data.amount ?? '',
      }),
    ],
    action: bookingsLink(words.i18n),
  }),
  'password-reset': (words) => ({
    subject: words.i18n._('Reset your {product} password', { product }),
    heading: words.i18n._('Reset your password'),
    paragraphs: [
      greeting(words),
      words.i18n._('Someone asked to reset the password of your account. The link works once, for one hour.'),
      words.i18n._('If it was not you, ignore this mail: your password stays as it is.'),
    ],
    action: { label: words.i18n._('Choose a new password'), path: words.data.resetUrl ?? '/forgot-password' },
  }),
  'partner-invitation': (words) => ({
    subject: words.i18n._('You are invited to {product} as a hotel partner', { product }),
    heading: words.i18n._('Welcome to {product}', { product }),
    paragraphs: [
      greeting(words),
      words.i18n._('{product} has opened a hotel partner account for you: there you answer the bids on your hotels.', {
        product,
      }),
      words.i18n._('Choose your password to sign in. The link works once, for 72 hours.'),
    ],
    action: { label: words.i18n._('Choose your password'), path: words.data.inviteUrl ?? '/signin' },
  }),
  'second-factor-locked': (words) => ({
    subject: words.i18n._('Ten wrong sign-in codes on your {product} account', { product }),
    heading: words.i18n._('Your authenticator codes are paused'),
    paragraphs: [
      greeting(words),
      words.i18n._(
        'Your password was typed right, then ten wrong codes in a row. For the next 15 minutes, only one of your recovery codes signs you in.',
      ),
      words.i18n._('If it was not you, someone knows your password: tell another operator at once.'),
    ],
    action: { label: words.i18n._('Sign in'), path: '/signin' },
  }),
  'operator-invitation': (words) => ({
    subject: words.i18n._('You are invited to the {product} back office', { product }),
    heading: words.i18n._('Welcome to {product}', { product }),
    paragraphs: [
      greeting(words),
      words.i18n._('{product} has opened a back-office account for you.', { product }),
      words.i18n._(
        'Choose your password to sign in; you then set up two-factor sign-in. The link works once, for 72 hours.',
      ),
    ],
    action: { label: words.i18n._('Choose your password'), path: words.data.inviteUrl ?? '/signin' },
  }),
};
