export type Clock = { now(): Date };

export const DAY_MS = 86_400_000;

/** ETG writes UTC datetimes without an offset, e.g. "2026-10-20T18:00:00". */
export function utcText(date: Date): string {
  return date.toISOString().slice(0, 19);
}

export function dateText(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function parseDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function nightsBetween(checkin: string, checkout: string): number {
  return Math.round((parseDay(checkout).getTime() - parseDay(checkin).getTime()) / DAY_MS);
}
