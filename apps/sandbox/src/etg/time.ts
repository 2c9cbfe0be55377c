import { DAY_MS, daysBetween, today } from '@bidstay/contract/plain';

export { DAY_MS };

export type Clock = { now(): Date };

/** ETG writes UTC datetimes without an offset, e.g. "2026-10-20T18:00:00". */
export function utcText(date: Date): string {
  return date.toISOString().slice(0, 19);
}

export const dateText = today;

export function parseDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export const nightsBetween = daysBetween;
