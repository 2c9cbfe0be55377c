import {
  BID_DECISION_BUSINESS_DAYS,
  DEFAULT_LOCALE,
  INTL_LOCALES,
  PRODUCT_NAME,
  type Locale,
  type MailTemplate,
} from '@bidstay/contract';
import type { I18n } from '@lingui/core';
import { i18nFor, translate } from '../../i18n/i18n.ts';

export type TemplateData = {
  name?: string;
  resetUrl?: string;
  /** Where an invited partner sets its first password. */
  inviteUrl?: string;
  hotelName?: string;
  /** A group's hotels, first choice first. */
  hotels?: string;
  bid?: string;
  status?: string;
  counter?: string;
  /** The stay's first and last day, YYYY-MM-DD. */
  checkIn?: string;
  checkOut?: string;
  amount?: string;
  agreementNumber?: string;
  refund?: string;
  /** Until when the customer can act on the bid, in their time zone. */
  deadline?: string;
  /** Why the bid ended, in plain words. */
  reason?: string;
};
/** An amount as every mail writes it: two decimals and the currency's code. */
export const mailMoney = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

export type RenderedMail = { subject: string; text: string; html: string };

type Link = { label: string; path: string };
type Content = { subject: string; heading: string; paragraphs: string[]; action?: Link };

/** The site's $primary (apps/web/src/styles/_theme.scss): a mail cannot read the stylesheet. */
const ACCENT = '#1d6b73';

/** "1344.58 EUR", as the mail's job carries an amount, in the recipient's format: "€1,344.58", "1 344,58 €". */
function formatMoney(text: string | undefined, locale: Locale): string | undefined {
  const match = text && /^(-?\d+(?:\.\d+)?) ([A-Z]{3})$/.exec(text);
  if (!match) return text;
  return new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'currency', currency: match[2] }).format(
    Number(match[1]),
  );
}

/** "Fri 4 Dec 2026" ("fre 4 dec. 2026"): en-GB puts a comma after the weekday, which reads heavy in a sentence. */
function formatDay(day: string, locale: Locale) {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .formatToParts(new Date(`${day}T00:00:00Z`))
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value)
    .join(' ');
}

/** What a template says, in the recipient's language, with the values of its data already formatted there. */
type Words = { i18n: I18n; data: TemplateData; hotel: string; stay: string; locale: Locale };

function wordsFor(data: TemplateData, locale: Locale): Words {
  const i18n = i18nFor(locale);
  const { checkIn, checkOut } = data;
  const stay =
    checkIn && checkOut
      ? i18n._(', {checkIn} to {checkOut}', {
          checkIn: formatDay(checkIn, locale),
          checkOut: formatDay(checkOut, locale),
        })
      : '';
  const formatted = {
    ...data,
    bid: formatMoney(data.bid, locale),
    counter: formatMoney(data.counter, locale),
    amount: formatMoney(data.amount, locale),
    refund: formatMoney(data.refund, locale),
    reason: data.reason && translate(locale, data.reason),
  };
  return { i18n, data: formatted, hotel: data.hotelName ?? i18n._('the hotel'), stay, locale };
}

function greeting({ i18n, data }: Words) {
  return data.name ? i18n._('Hi {name},', { name: data.name }) : i18n._('Hi,');
}

function footerLinks(i18n: I18n): Link[] {
  return [
    { label: i18n._('Your profile'), path: '/dashboard/profile' },
    { label: i18n._('FAQ'), path: '/faq' },
    { label: i18n._('Terms'), path: '/terms' },
    { label: i18n._('How bidding works'), path: '/bidding' },
  ];
}

function decisionHeading({ i18n, data }: Words) {
  if (data.status === 'accepted') return i18n._('Your bid is accepted');
  if (data.status === 'counteroffer') return i18n._('The hotel made you a counter-offer');
  return i18n._('Your bid was not accepted');
}

function decisionText({ i18n, data, hotel }: Words) {
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

function registeredText({ i18n, data }: Words) {
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

const bidsLink = (i18n: I18n): Link => ({ label: i18n._('See your bids'), path: '/dashboard/mybids' });
const bookingsLink = (i18n: I18n): Link => ({ label: i18n._('See your bookings'), path: '/dashboard/mybookings' });
const profileLink = (i18n: I18n): Link => ({ label: i18n._('Complete your profile'), path: '/dashboard/profile' });
const biddingLink = (i18n: I18n): Link => ({ label: i18n._('How bidding works'), path: '/bidding' });

const product = PRODUCT_NAME;

const contents: Record<MailTemplate, (words: Words) => Content> = {
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
    action: { label: i18n._('Your wishlist'), path: '/dashboard/mywishlist' },
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

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function absolute(publicUrl: string, path: string) {
  return path.startsWith('http') ? path : `${publicUrl}${path}`;
}

/** The mail of `template` in the recipient's language, `locale`. */
export function renderMail(
  template: MailTemplate,
  data: TemplateData,
  publicUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): RenderedMail {
  const words = wordsFor(data, locale);
  const content = contents[template](words);
  const footer = footerLinks(words.i18n).filter((link) => link.path !== content.action?.path);
  const links = content.action ? [content.action, ...footer] : footer;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...links.map((link) => `${link.label}: ${absolute(publicUrl, link.path)}`),
  ].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#1f2933;max-width:560px;margin:auto">
<h1 style="color:${ACCENT}">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${content.action ? `<p><a href="${escapeHtml(absolute(publicUrl, content.action.path))}" style="background:${ACCENT};color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>` : ''}
<hr><p style="font-size:13px">${footer.map((link) => `<a href="${escapeHtml(absolute(publicUrl, link.path))}">${escapeHtml(link.label)}</a>`).join(' · ')}</p>
</body></html>`;
  return { subject: content.subject, text, html };
}
