import { listCountries, parsePartnerDate } from '@bidstay/contract/plain';

export const countries = listCountries();

export function formatPercent(value: number): string {
  return `${Math.round(value)}%`;
}

/** Prices always with their currency and 2 decimals (DESIGN §7). */
export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A partner date-time (UTC when written without a zone) in the customer's own time zone. */
export function formatPartnerDateTime(value: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(parsePartnerDate(value));
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
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(new Date(iso));
}

/** A yyyy-MM-dd calendar date, shown as it is written. */
export function formatCalendarDate(value: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${value}T00:00:00Z`),
  );
}

export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

const relative = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago, in the largest whole unit: "3 hours ago", "now". */
export function formatAge(iso: string, now = Date.now()): string {
  const elapsed = now - Date.parse(iso);
  const [unit, size] = units.find(([, ms]) => elapsed >= ms) ?? ['second', 1000];
  return unit === 'second' ? 'just now' : relative.format(-Math.floor(elapsed / size), unit);
}
