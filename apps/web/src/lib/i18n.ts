import { i18n, type Messages } from '@lingui/core';
import {
  DEFAULT_LOCALE,
  INTL_LOCALES,
  LOCALE_COOKIE,
  isLocale,
  pickLocale,
  type Locale,
} from '@bidstay/contract/plain';
import { setFormatLocale } from './format';

/** The languages the app can show: Bidstay's, and the pseudo-locale the e2e uses to find text left untranslated. */
export type AppLocale = Locale | 'pseudo';

type Catalogue = () => Promise<{ messages: Messages }>;

/**
 * The catalogue's parts the web loads (decision 036): `web` before the first render, `staff` with the partner's
 * console or the back office. Only the language shown is loaded.
 */
const catalogues: Record<'web' | 'staff', Record<AppLocale, Catalogue>> = {
  web: {
    en: () => import('@bidstay/contract/locales/web/en'),
    sv: () => import('@bidstay/contract/locales/web/sv'),
    pseudo: () => import('@bidstay/contract/locales/web/pseudo'),
  },
  staff: {
    en: () => import('@bidstay/contract/locales/staff/en'),
    sv: () => import('@bidstay/contract/locales/staff/sv'),
    pseudo: () => import('@bidstay/contract/locales/staff/pseudo'),
  },
};
type Part = keyof typeof catalogues;

/** The parts loaded so far, loaded again in the new language when it changes. */
const parts = new Set<Part>(['web']);

async function loadParts(locale: AppLocale, wanted: Iterable<Part>) {
  const loaded = await Promise.all([...wanted].map((part) => catalogues[part][locale]()));
  i18n.load(locale, Object.assign({}, ...loaded.map(({ messages }) => messages)) as Messages);
}

/** Loads a part of the catalogue in the language shown, before the pages that show its texts render. */
export async function loadCatalogue(part: Part): Promise<void> {
  if (parts.has(part)) return;
  parts.add(part);
  await loadParts(i18n.locale as AppLocale, [part]);
}

const isAppLocale = (value: unknown): value is AppLocale => value === 'pseudo' || isLocale(value);

/** The language remembered from the visitor's choice, if any. */
function chosenLocale(): AppLocale | undefined {
  const cookie = document.cookie.split('; ').find((part) => part.startsWith(`${LOCALE_COOKIE}=`));
  const value = cookie?.slice(LOCALE_COOKIE.length + 1);
  return isAppLocale(value) ? value : undefined;
}

/** The visitor's choice, else the browser's languages (what it sends as Accept-Language), else English. */
export function detectLocale(): AppLocale {
  return chosenLocale() ?? pickLocale(navigator.languages) ?? DEFAULT_LOCALE;
}

/** Loads `locale`'s parts of the catalogue and shows every text in it. */
export async function activateLocale(locale: AppLocale): Promise<void> {
  if (i18n.locale === locale) return;
  await loadParts(locale, parts);
  setFormatLocale(locale === 'pseudo' ? INTL_LOCALES.en : INTL_LOCALES[locale]);
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'pseudo' ? 'en' : locale;
}

/** Remembers the visitor's choice for a year, in a cookie the server reads for the pages it sends. */
function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** The language shown, as Bidstay's (the pseudo-locale's texts are English). */
export function currentLocale(shown: string = i18n.locale): Locale {
  return isLocale(shown) ? shown : DEFAULT_LOCALE;
}

/** A text's language where it is not the one shown, for its `lang`: a partner's text may lack a translation. */
export function otherLanguage(language: Locale | undefined): Locale | undefined {
  return language && language !== currentLocale() ? language : undefined;
}

/** The visitor's choice: remembered, and every text shown in it without a reload. */
export async function chooseLocale(locale: Locale): Promise<void> {
  rememberLocale(locale);
  await activateLocale(locale);
}

export { i18n };
