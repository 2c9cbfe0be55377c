import { parsePartnerDate, DATE_TIME_FORMAT, DAY_FORMAT, DAY_MS, HOUR_MS } from '@bidstay/contract/plain';

/** The `Intl` locale of the language shown (lib/i18n.ts sets it): British English until then. */
let locale = 'en-GB';

export function setFormatLocale(tag: string): void {
  locale = tag;
}

/** Intl formatters are costly to build and a list page formats hundreds of values: one per format and locale. */
function cached<K, F>(build: (key: K) => F): (key: K) => F {
  const made = new Map<string, F>();
  return (key) => {
    const id = `${locale} ${String(key)}`;
    let formatter = made.get(id);
    if (!formatter) made.set(id, (formatter = build(key)));
    return formatter;
  };
}

const moneyFormat = cached(
  (currency: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const dateTimeFormat = cached(
  (timeZone: string | undefined) => new Intl.DateTimeFormat(locale, { ...DATE_TIME_FORMAT, timeZone }),
);
const dateFormat = cached(
  (timeZone: string | undefined) => new Intl.DateTimeFormat(locale, { ...DAY_FORMAT, timeZone }),
);

const percentFormat = cached(() => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }));
const kilometreFormat = cached(
  () =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'kilometer',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }),
);
const metreFormat = cached(() => new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter' }));

const listFormat = cached(() => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }));

/** Names joined as the language joins them: "A and B", "A, B and C"; "A och B". */
export function formatList(names: string[]): string {
  return listFormat(undefined).format(names);
}

const decimalFormat = cached(
  (digits: number) => new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
);

/** A figure with a fixed number of decimals, as the language writes it: "8.4", "8,4". */
export function formatNumber(value: number, digits: number): string {
  return decimalFormat(digits).format(value);
}

const weekdayFormat = cached(() => new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }));
/** A Monday, whose week the names are read from. */
const A_MONDAY = Date.UTC(2024, 0, 1);

const monthFormat = cached(() => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }));

/** The month of a calendar day (`2027-01-09`), in the language shown: "January 2027", "januari 2027". */
export function formatMonth(day: string): string {
  return monthFormat(undefined).format(new Date(`${day.slice(0, 7)}-01T00:00:00Z`));
}

/** The days of the week, Monday first, short, in the language shown: "Mon", "mån". */
export function weekdayNames(): string[] {
  return Array.from({ length: 7 }, (_, day) => weekdayFormat(undefined).format(A_MONDAY + day * DAY_MS));
}

export function formatPercent(value: number): string {
  return percentFormat(undefined).format(Math.round(value) / 100);
}

const shareFormat = cached(() => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }));
const SHARE_TENTH = 0.1;

/**
 * A share of a price in percent, to a tenth and cut down, never rounded up: a bid at just under a rule's percent
 * never reads as reaching it, and a share between nothing and the whole never reads as 0 % or 100 %.
 */
export function formatShare(value: number): string {
  const tenths = Math.floor(Number((value * 10).toFixed(6))) / 10;
  const shown = value > 0 && tenths === 0 ? SHARE_TENTH : tenths;
  return shareFormat(undefined).format(shown / 100);
}

/** "650 m" under a kilometre (to 10 m), else "1.2 km". */
export function formatDistance(km: number): string {
  const metres = Math.round(km * 100) * 10;
  return metres < 1000 ? metreFormat(undefined).format(metres) : kilometreFormat(undefined).format(km);
}

/** Prices always with their currency and 2 decimals (DESIGN §7). */
export function formatMoney(amount: number, currency: string): string {
  return moneyFormat(currency).format(amount);
}

/** A partner date-time (UTC when written without a zone) in the customer's own time zone. */
export function formatPartnerDateTime(value: string): string {
  return dateTimeFormat(undefined).format(parsePartnerDate(value));
}

/** A day and time in the customer's format and time zone: "9 Jan 2027, 19:00" (one format everywhere, issue 53). */
export function formatDateAt(date: Date): string {
  return dateTimeFormat(undefined).format(date);
}

/** A partner deadline (UTC when written without a zone) as SPEC §9 writes it, in the customer's time zone. */
export function formatPartnerDeadline(value: string): string {
  return formatDateAt(parsePartnerDate(value));
}

/** The day of an instant, in the customer's time zone. */
export function formatDate(iso: string): string {
  return dateFormat(undefined).format(new Date(iso));
}

/** A yyyy-MM-dd calendar date, shown as it is written. */
export function formatCalendarDate(value: string): string {
  return dateFormat('UTC').format(new Date(`${value}T00:00:00Z`));
}

export function formatDateTime(iso: string): string {
  return dateTimeFormat(undefined).format(new Date(iso));
}

const relativeFormat = cached((numeric: 'auto' | 'always') => new Intl.RelativeTimeFormat(locale, { numeric }));
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', DAY_MS],
  ['hour', HOUR_MS],
  ['minute', 60_000],
];

/** How long ago, in the largest whole unit: "3 hours ago", "now". */
export function formatAge(iso: string, now = Date.now()): string {
  const elapsed = now - Date.parse(iso);
  const [unit, size] = units.find(([, ms]) => elapsed >= ms) ?? ['second', 1000];
  return unit === 'second'
    ? relativeFormat('auto').format(0, 'second')
    : relativeFormat('auto').format(-Math.floor(elapsed / size), unit);
}
