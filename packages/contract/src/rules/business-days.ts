import { DAY_MS } from './calendar-days.ts';

function isWeekend(date: Date) {
  const day = date.getUTCDay();
  return day === 0 || day === 6;
}

/** The moment `days` business days (Monday to Friday, UTC) after `start`. */
export function addBusinessDays(start: Date, days: number): Date {
  let current = new Date(start);
  let left = days;
  while (left > 0) {
    current = new Date(current.getTime() + DAY_MS);
    if (!isWeekend(current)) left -= 1;
  }
  return current;
}
