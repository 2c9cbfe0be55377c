import { BID_DECISION_BUSINESS_DAYS, PRODUCT_NAME, type MailTemplate } from '@bidstay/contract';

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
  /** Why the bid ended, or why an operator refunded, in plain words. */
  reason?: string;
  /** The day something happened, YYYY-MM-DD. */
  date?: string;
};
export type RenderedMail = { subject: string; text: string; html: string };

type Link = { label: string; path: string };
type Content = { subject: string; heading: string; paragraphs: string[]; action?: Link };

const FOOTER_LINKS: Link[] = [
  { label: 'Your profile', path: '/dashboard/profile' },
  { label: 'FAQ', path: '/faq' },
  { label: 'Terms', path: '/terms' },
  { label: 'How bidding works', path: '/bidding' },
];

/** The site's $primary (apps/web/src/styles/_theme.scss): a mail cannot read the stylesheet. */
const ACCENT = '#1d6b73';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Fri 4 Dec 2026": en-GB puts a comma after the weekday, which reads heavy in a sentence. */
function formatDay(day: string) {
  return dayFormat
    .formatToParts(new Date(`${day}T00:00:00Z`))
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value)
    .join(' ');
}

function stayText({ checkIn, checkOut }: TemplateData) {
  return checkIn && checkOut ? `, ${formatDay(checkIn)} to ${formatDay(checkOut)}` : '';
}

function greeting(data: TemplateData) {
  return data.name ? `Hi ${data.name},` : 'Hi,';
}

function decisionHeading({ status }: TemplateData) {
  if (status === 'accepted') return 'Your bid is accepted';
  if (status === 'counteroffer') return 'The hotel made you a counter-offer';
  return 'Your bid was not accepted';
}

function decisionText({ status, bid, counter, hotelName, deadline, reason }: TemplateData) {
  const hotel = hotelName ?? 'the hotel';
  const until = deadline ? ` by ${deadline}` : '';
  if (status === 'accepted')
    return `Good news: ${hotel} accepted your bid of ${bid}. Pay in My Bids${until} to book the room; after that it expires.`;
  if (status === 'counteroffer')
    return `${hotel} cannot take ${bid}, but offers the room for ${counter}. Book it or decline in My Bids${until}; after that it expires.`;
  return `${hotel} did not accept your bid of ${bid}.${reason ? ` ${reason}` : ''} My Bids suggests an amount for the same room and other hotels for the same stay.`;
}

const contents: Record<MailTemplate, (data: TemplateData) => Content> = {
  welcome: (data) => ({
    subject: `Welcome to ${PRODUCT_NAME}`,
    heading: `Welcome to ${PRODUCT_NAME}!`,
    paragraphs: [
      greeting(data),
      'Your account is ready. Complete your profile so that hotels can confirm your bookings quickly.',
      'Then find a hotel, name your price, and let the hotel answer.',
    ],
    action: { label: 'Complete your profile', path: '/dashboard/profile' },
  }),
  'profile-completed': (data) => ({
    subject: `Thank you for completing your ${PRODUCT_NAME} profile`,
    heading: 'Your profile is complete',
    paragraphs: [greeting(data), 'Thank you! Your profile is complete, so you are ready to bid and book.'],
    action: { label: 'How bidding works', path: '/bidding' },
  }),
  'registration-reminder': (data) => ({
    subject: `Complete your ${PRODUCT_NAME} registration`,
    heading: 'One more step',
    paragraphs: [
      greeting(data),
      'Your profile is not complete yet. It takes a minute, and hotels need it to confirm your bookings.',
    ],
    action: { label: 'Complete your profile', path: '/dashboard/profile' },
  }),
  'bid-registered': (data) => ({
    subject: `Your ${PRODUCT_NAME} bid is registered`,
    heading: 'We have your bid',
    paragraphs: [
      greeting(data),
      data.hotels
        ? `Your bid${data.bid ? ` of ${data.bid}` : ''} is registered and sent to ${data.hotels}. The first of them to accept it gets it; it then ends at the others.`
        : `Your bid${data.bid ? ` of ${data.bid}` : ''}${data.hotelName ? ` for ${data.hotelName}` : ''} is registered and sent to the hotel.`,
      `Decisions may take up to ${BID_DECISION_BUSINESS_DAYS} business days. We will mail you as soon as the hotel answers.`,
    ],
    action: { label: 'How bidding works', path: '/bidding' },
  }),
  'bid-decided': (data) => ({
    subject: `${data.hotelName ?? 'The hotel'} has answered your ${PRODUCT_NAME} bid`,
    heading: decisionHeading(data),
    paragraphs: [greeting(data), decisionText(data)],
    action: { label: 'See your bids', path: '/dashboard/mybids' },
  }),
  'standing-bid-placed': (data) => ({
    subject: `We placed your ${PRODUCT_NAME} bid for ${data.hotelName ?? 'the hotel'}`,
    heading: 'Your standing bid is placed',
    paragraphs: [
      greeting(data),
      `${data.hotelName ?? 'The hotel'} would now take ${data.bid ?? 'your amount'}${stayText(data)}, so we placed your bid as you asked.`,
      'If the hotel accepts it, pay it in My Bids by its pay-by deadline.',
    ],
    action: { label: 'See your bids', path: '/dashboard/mybids' },
  }),
  'standing-bid-ended': (data) => ({
    subject: `Your standing bid for ${data.hotelName ?? 'the hotel'} has ended`,
    heading: 'Your standing bid has ended',
    paragraphs: [
      greeting(data),
      `${data.hotelName ?? 'The hotel'} did not come down to ${data.bid ?? 'your amount'}${stayText(data)} before the end date you chose. No bid was placed.`,
    ],
    action: { label: 'Your wishlist', path: '/dashboard/mywishlist' },
  }),
  'booking-confirmed': (data) => ({
    subject: `Your ${PRODUCT_NAME} booking at ${data.hotelName ?? 'the hotel'} is confirmed`,
    heading: 'Your booking is confirmed',
    paragraphs: [
      greeting(data),
      `${data.hotelName ?? 'The hotel'} has confirmed your stay${stayText(data)}.`,
      `Amount paid: ${data.amount ?? ''}. Agreement number: ${data.agreementNumber ?? ''}.`,
      'Your booking confirmation (voucher) and the cancellation policy are in My Bookings.',
    ],
    action: { label: 'See your bookings', path: '/dashboard/mybookings' },
  }),
  'booking-voucher': (data) => ({
    subject: `Your ${PRODUCT_NAME} booking confirmation for ${data.hotelName ?? 'the hotel'}`,
    heading: 'Your booking confirmation',
    paragraphs: [
      greeting(data),
      `Here again is your booking at ${data.hotelName ?? 'the hotel'}${stayText(data)}. Agreement number: ${data.agreementNumber ?? ''}.`,
      'Download your booking confirmation (voucher) as a PDF from My Bookings and show it at check-in.',
    ],
    action: { label: 'See your bookings', path: '/dashboard/mybookings' },
  }),
  'booking-failed': (data) => ({
    subject: `Your ${PRODUCT_NAME} booking at ${data.hotelName ?? 'the hotel'} could not be made`,
    heading: 'We could not book this room',
    paragraphs: [
      greeting(data),
      `${data.hotelName ?? 'The hotel'} could not confirm your booking after your payment.`,
      `We have refunded ${data.amount ?? 'your payment'} in full to your card.`,
    ],
    action: { label: 'Find another room', path: '/home' },
  }),
  'booking-cancelled': (data) => ({
    subject: `Your ${PRODUCT_NAME} booking at ${data.hotelName ?? 'the hotel'} is cancelled`,
    heading: 'Your booking is cancelled',
    paragraphs: [greeting(data), `We have cancelled your booking. Refund: ${data.refund ?? '0.00'}.`],
    action: { label: 'See your bookings', path: '/dashboard/mybookings' },
  }),
  'booking-refunded': (data) => ({
    subject: `We refunded ${data.refund ?? 'part of your payment'} for your ${PRODUCT_NAME} booking at ${data.hotelName ?? 'the hotel'}`,
    heading: 'We refunded part of your payment',
    paragraphs: [
      greeting(data),
      `On ${data.date ? formatDay(data.date) : 'this day'} we refunded ${data.refund ?? 'part of your payment'} to your card for your booking at ${data.hotelName ?? 'the hotel'}.`,
      `Why: ${data.reason ?? ''}`,
      'Your bank shows it within a few working days; your booking stands.',
    ],
    action: { label: 'See your bookings', path: '/dashboard/mybookings' },
  }),
  'duplicate-payment-refunded': (data) => ({
    subject: `You were charged twice for ${data.hotelName ?? 'your booking'}: we refunded one`,
    heading: 'We refunded your second payment',
    paragraphs: [
      greeting(data),
      `Your booking at ${data.hotelName ?? 'the hotel'} was paid twice.`,
      `We have refunded the second payment of ${data.amount ?? 'the booking'} in full to your card; your booking stands.`,
    ],
    action: { label: 'See your bookings', path: '/dashboard/mybookings' },
  }),
  'group-payment-refunded': (data) => ({
    subject: `Another hotel of your bid was booked first: we refunded your payment to ${data.hotelName ?? 'the hotel'}`,
    heading: 'We refunded your payment',
    paragraphs: [
      greeting(data),
      `You paid ${data.hotelName ?? 'a hotel'} after another hotel of the same bid had been paid, and a bid books one hotel at most.`,
      `We have refunded ${data.amount ?? 'the payment'} in full to your card; the booking of the other hotel stands.`,
    ],
    action: { label: 'See your bookings', path: '/dashboard/mybookings' },
  }),
  'password-reset': (data) => ({
    subject: `Reset your ${PRODUCT_NAME} password`,
    heading: 'Reset your password',
    paragraphs: [
      greeting(data),
      'Someone asked to reset the password of your account. The link works once, for one hour.',
      'If it was not you, ignore this mail: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', path: data.resetUrl ?? '/forgot-password' },
  }),
  'partner-invitation': (data) => ({
    subject: `You are invited to ${PRODUCT_NAME} as a hotel partner`,
    heading: `Welcome to ${PRODUCT_NAME}`,
    paragraphs: [
      greeting(data),
      `${PRODUCT_NAME} has opened a hotel partner account for you: there you answer the bids on your hotels.`,
      'Choose your password to sign in. The link works once, for 72 hours.',
    ],
    action: { label: 'Choose your password', path: data.inviteUrl ?? '/signin' },
  }),
  'second-factor-locked': (data) => ({
    subject: `Ten wrong sign-in codes on your ${PRODUCT_NAME} account`,
    heading: 'Your authenticator codes are paused',
    paragraphs: [
      greeting(data),
      'Your password was typed right, then ten wrong codes in a row. For the next 15 minutes, only one of your recovery codes signs you in.',
      'If it was not you, someone knows your password: tell another operator at once.',
    ],
    action: { label: 'Sign in', path: '/signin' },
  }),
  'operator-invitation': (data) => ({
    subject: `You are invited to the ${PRODUCT_NAME} back office`,
    heading: `Welcome to ${PRODUCT_NAME}`,
    paragraphs: [
      greeting(data),
      `${PRODUCT_NAME} has opened a back-office account for you.`,
      'Choose your password to sign in; you then set up two-factor sign-in. The link works once, for 72 hours.',
    ],
    action: { label: 'Choose your password', path: data.inviteUrl ?? '/signin' },
  }),
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function absolute(publicUrl: string, path: string) {
  return path.startsWith('http') ? path : `${publicUrl}${path}`;
}

export function renderMail(template: MailTemplate, data: TemplateData, publicUrl: string): RenderedMail {
  const content = contents[template](data);
  const footer = FOOTER_LINKS.filter((link) => link.path !== content.action?.path);
  const links = content.action ? [content.action, ...footer] : footer;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...links.map((link) => `${link.label}: ${absolute(publicUrl, link.path)}`),
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2933;max-width:560px;margin:auto">
<h1 style="color:${ACCENT}">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${content.action ? `<p><a href="${escapeHtml(absolute(publicUrl, content.action.path))}" style="background:${ACCENT};color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>` : ''}
<hr><p style="font-size:13px">${footer.map((link) => `<a href="${escapeHtml(absolute(publicUrl, link.path))}">${escapeHtml(link.label)}</a>`).join(' · ')}</p>
</body></html>`;
  return { subject: content.subject, text, html };
}
