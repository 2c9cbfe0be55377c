/** A deadline as the customer reads it: "Sat 28 Nov 2026, 10:40 (Europe/Stockholm)"; UTC when the zone is unknown. */
export function formatDeadline(at: Date, timeZone = 'UTC'): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((found) => found.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} (${timeZone})`;
}
