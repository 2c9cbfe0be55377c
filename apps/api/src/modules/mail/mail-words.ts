import { INTL_LOCALES, formatDayOf, formatInstant, numberFormat, type Locale } from '@bidstay/contract';
import type { I18n } from '@lingui/core';
import { i18nFor, translate } from '../../i18n/i18n.ts';
import type { Link, TemplateData } from './mail.templates.ts';

/** "1344.58 EUR", as the mail's job carries an amount, in the recipient's format: "€1,344.58", "1 344,58 €". */
export function formatMoney(text: string | undefined, locale: Locale): string | undefined {
  const match = text && /^(-?\d+(?:\.\d+)?) ([A-Z]{3})$/.exec(text);
  if (!match) return text;
  return numberFormat(INTL_LOCALES[locale], { style: 'currency', currency: match[2] }).format(Number(match[1]));
}

/** A yyyy-MM-dd day as the screens write it: "4 Dec 2026" ("4 dec. 2026"). */
export const formatDay = formatDayOf;

/** What a template says, in the recipient's language, with the values of its data already formatted there. */
export type Words = { i18n: I18n; data: TemplateData; hotel: string; stay: string; locale: Locale };

export function wordsFor(data: TemplateData, locale: Locale): Words {
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
    deadline: data.deadline && formatInstant(data.deadline, locale, data.timeZone),
    reason: data.reason && translate(locale, data.reason),
  };
  return { i18n, data: formatted, hotel: data.hotelName ?? i18n._('the hotel'), stay, locale };
}

export function greeting({ i18n, data }: Words) {
  return data.name ? i18n._('Hi {name},', { name: data.name }) : i18n._('Hi,');
}

export function footerLinks(i18n: I18n): Link[] {
  return [
    { label: i18n._('Your profile'), path: '/dashboard/profile' },
    { label: i18n._('FAQ'), path: '/faq' },
    { label: i18n._('Terms'), path: '/terms' },
    { label: i18n._('How bidding works'), path: '/bidding' },
  ];
}
