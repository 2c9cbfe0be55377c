import { parsePartnerDate, DAY_MS, HOUR_MS } from '@bidstay/contract/plain';

/** Intl formatters are costly to build and a list page formats hundreds of values: one per format. */
function cached<K, F>(build: (key: K) => F): (key: K) => F {
  const made = new Map<K, F>();
  return (key) => {
    let formatter = made.get(key);
    if (!formatter) made.set(key, (formatter = build(key)));
    return formatter;
  };
}

const moneyFormat = cached(
  (currency: string) =>
    new Intl.NumberFormat('en-GB', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const dateTimeFormat = cached(
  (timeZone: string | undefined) =>
    new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }),
);
const dateFormat = cached(
  (timeZone: string | undefined) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone }),
);

export function formatPercent(value: number): string {
  return `${Math.round(value)}%`;
}

/** "650 m" under a kilometre (to 10 m), else "1.2 km". */
export function formatDistance(km: number): string {
  const metres = Math.round(km * 100) * 10;
  return metres < 1000 ? `${metres} m` : `${km.toFixed(1)} km`;
}

/** Prices always with their currency and 2 decimals (DESIGN §7). */
export function formatMoney(amount: number, currency: string): string {
  return moneyFormat(currency).format(amount);
}

/** A partner date-time (UTC when written without a zone) in the customer's own time zone. */
export function formatPartnerDateTime(value: string): string {
  return dateTimeFormat(undefined).format(parsePartnerDate(value));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** SPEC §9's yyyy-MM-dd 'at' HH:mm, in the customer's time zone. */
export function formatDateAt(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} at ${pad(date.getHours())}:${pad(date.getMinutes())}`;
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

const relativeFormat = cached((numeric: 'auto' | 'always') => new Intl.RelativeTimeFormat('en-GB', { numeric }));
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', DAY_MS],
  ['hour', HOUR_MS],
  ['minute', 60_000],
];

/** How long ago, in the largest whole unit: "3 hours ago", "now". */
export function formatAge(iso: string, now = Date.now()): string {
  const elapsed = now - Date.parse(iso);
  const [unit, size] = units.find(([, ms]) => elapsed >= ms) ?? ['second', 1000];
  return unit === 'second' ? 'just now' : relativeFormat('auto').format(-Math.floor(elapsed / size), unit);
}
