import { dateTimeFormat } from './intl-formats.ts';
import { INTL_LOCALES, type Locale } from './locale.ts';

/** A day as every screen, mail and notice writes it: "9 Jan 2027" ("9 jan. 2027"). */
export const DAY_FORMAT = { dateStyle: 'medium' } as const satisfies Intl.DateTimeFormatOptions;
/** A moment as every screen, mail and notice writes it: "9 Jan 2027, 19:00" ("9 jan. 2027 19:00"). */
export const DATE_TIME_FORMAT = {
  dateStyle: 'medium',
  timeStyle: 'short',
} as const satisfies Intl.DateTimeFormatOptions;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A moment in the reader's language and time zone; in UTC, saying so, when their zone is unknown. A text that is no
 * moment (the words of a mail queued before moments were kept as such) is returned as it is.
 */
export function formatInstant(at: Date | string, locale: Locale, timeZone?: string): string {
  if (typeof at === 'string' && !ISO_INSTANT.test(at)) return at;
  const date = new Date(at);
  const text = dateTimeFormat(INTL_LOCALES[locale], { ...DATE_TIME_FORMAT, timeZone: timeZone ?? 'UTC' });
  return timeZone ? text.format(date) : `${text.format(date)} UTC`;
}

/** A yyyy-MM-dd day in the reader's language. */
export function formatDayOf(day: string, locale: Locale): string {
  return dateTimeFormat(INTL_LOCALES[locale], { ...DAY_FORMAT, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
