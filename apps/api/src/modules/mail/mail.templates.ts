import { DEFAULT_LOCALE, type Locale, type MailTemplate } from '@bidstay/contract';
import { contents } from './mail-contents.ts';
import { footerLinks, wordsFor } from './mail-words.ts';

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
  /** Until when the customer can act on the bid: an ISO instant, read in `timeZone`. */
  deadline?: string;
  /** The customer's time zone (IANA), from their browser when they bid. */
  timeZone?: string;
  /** Why the bid ended, or why an operator refunded, in plain words. */
  reason?: string;
  /** The day something happened, YYYY-MM-DD. */
  date?: string;
  /** Why an autopay bid's charge failed: one of AUTOPAY_FAILURES. */
  failure?: string;
};
/** An amount as every mail writes it: two decimals and the currency's code. */
export const mailMoney = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

export type RenderedMail = { subject: string; text: string; html: string };

export type Link = { label: string; path: string };
export type Content = { subject: string; heading: string; paragraphs: string[]; action?: Link };

/** The site's $primary (apps/web/src/styles/_theme.scss): a mail cannot read the stylesheet. */
const ACCENT = '#1d6b73';

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
