import { describe, expect, it } from 'vitest';
import { canCancelBooking, parsePartnerDate } from './booking-cancellation.ts';

const now = new Date('2026-11-22T12:00:00Z');

describe('booking cancellation rule', () => {
  it('allows cancelling before the free-cancellation deadline', () => {
    const booking = { status: 'completed', cancellation_info: { free_cancellation_before: '2026-11-23T12:00:00' } };
    expect(canCancelBooking(booking, now)).toBe(true);
  });

  it('refuses once the deadline has passed', () => {
    const booking = { status: 'completed', cancellation_info: { free_cancellation_before: '2026-11-22T11:59:00' } };
    expect(canCancelBooking(booking, now)).toBe(false);
  });

  it('refuses a cancelled booking, a refunded one and one without a deadline', () => {
    for (const status of ['cancelled', 'refunded']) {
      expect(
        canCancelBooking({ status, cancellation_info: { free_cancellation_before: '2027-01-01T00:00:00' } }, now),
      ).toBe(false);
    }
    expect(canCancelBooking({ status: 'completed', cancellation_info: null }, now)).toBe(false);
  });

  it('reads a date without a zone as UTC', () => {
    expect(parsePartnerDate('2026-11-22T12:00:00').toISOString()).toBe('2026-11-22T12:00:00.000Z');
    expect(parsePartnerDate('2026-11-22T12:00:00+02:00').toISOString()).toBe('2026-11-22T10:00:00.000Z');
  });
});
