export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** The first time after `now` that it is `hour` o'clock UTC: today's, or else tomorrow's. */
export function nextDailyAt(now: Date, hour: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour);
  return new Date(today > now.getTime() ? today : today + DAY_MS);
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** Whole days from one yyyy-MM-dd day to another, negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

/** The yyyy-MM-dd day `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  return new Date((dayNumber(day) + count) * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday of a yyyy-MM-dd day: 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
}

/** The nights of a stay, each named by its day: check-in up to the day before check-out. */
export function nightsOfStay(checkIn: string, checkOut: string): string[] {
  const start = dayNumber(checkIn);
  return Array.from({ length: Math.max(0, daysBetween(checkIn, checkOut)) }, (_, index) =>
    new Date((start + index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The yyyy-MM-dd day `now` falls on in UTC. */
export function today(now: Date): string {
  return now.toISOString().slice(0, 10);
}
