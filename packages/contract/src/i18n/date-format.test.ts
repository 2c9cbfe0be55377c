import { describe, expect, it } from 'vitest';
import { formatDayOf, formatInstant } from './date-format.ts';

describe('one format of dates everywhere', () => {
  const at = new Date('2027-01-09T18:00:00Z');

  it('writes a moment in the reader’s language and time zone', () => {
    expect(formatInstant(at, 'en', 'Europe/Stockholm')).toBe('9 Jan 2027, 19:00');
    expect(formatInstant(at.toISOString(), 'sv', 'Europe/Stockholm')).toBe('9 jan. 2027 19:00');
  });

  it('says UTC when the reader’s zone is unknown, and keeps a text that is no moment', () => {
    expect(formatInstant(at, 'en')).toBe('9 Jan 2027, 18:00 UTC');
    expect(formatInstant('Sat 28 Nov 2026, 10:40 (UTC)', 'sv')).toBe('Sat 28 Nov 2026, 10:40 (UTC)');
  });

  it('writes a day as the screens do', () => {
    expect(formatDayOf('2027-01-09', 'en')).toBe('9 Jan 2027');
    expect(formatDayOf('2027-01-09', 'sv')).toBe('9 jan. 2027');
  });
});
