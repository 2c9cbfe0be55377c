import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALES,
  isLocale,
  pickLocale,
  translateMessage,
  type Locale,
} from '@bidstay/contract';
import { messages as apiEn } from '@bidstay/contract/locales/api/en';
import { messages as apiSv } from '@bidstay/contract/locales/api/sv';
import { messages as staffEn } from '@bidstay/contract/locales/staff/en';
import { messages as staffSv } from '@bidstay/contract/locales/staff/sv';
import { messages as webEn } from '@bidstay/contract/locales/web/en';
import { messages as webSv } from '@bidstay/contract/locales/web/sv';
import { setupI18n, type I18n } from '@lingui/core';
import type { FastifyRequest } from 'fastify';

/** The API writes any text of the catalogue: each language's parts in one. */
const catalogues = { en: { ...webEn, ...staffEn, ...apiEn }, sv: { ...webSv, ...staffSv, ...apiSv } };

/** One i18n per language, each with its own catalogue: a mail in Swedish does not change the next request's. */
const instances = Object.fromEntries(
  LOCALES.map((locale) => [locale, setupI18n({ locale, messages: { [locale]: catalogues[locale] } })]),
) as Record<Locale, I18n>;

export const i18nFor = (locale: Locale): I18n => instances[locale];

/** A text of the contract's `messages` in `locale`. */
export const translate = (locale: Locale, text: string): string => translateMessage(instances[locale], text);

/** The language a cookie header remembers the visitor chose (lib/i18n.ts in the web writes it). */
function chosenLocale(cookieHeader: string | undefined): Locale | undefined {
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  return isLocale(value) ? value : undefined;
}

/** The language a request is answered in: the visitor's choice, else its Accept-Language, else English. */
export function requestLocale(request: FastifyRequest): Locale {
  return chosenLocale(request.headers.cookie) ?? pickLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}
