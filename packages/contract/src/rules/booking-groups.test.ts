import { describe, expect, it } from 'vitest';
import { bookingGroup } from './booking-groups.ts';

describe('bookingGroup', () => {
  const today = '2026-11-22';

  it('puts cancelled bookings in Canceled whatever their dates', () => {
    expect(bookingGroup({ status: 'cancelled', checkout_at: '2027-01-01' }, today)).toBe('canceled');
    expect(bookingGroup({ status: 'cancelled', checkout_at: '2026-01-01' }, today)).toBe('canceled');
  });

  it('puts a booking refunded without a stay in Canceled', () => {
    expect(bookingGroup({ status: 'refunded', checkout_at: '2027-01-01' }, today)).toBe('canceled');
  });

  it('keeps a stay that ends today or later Active, pending or completed', () => {
    expect(bookingGroup({ status: 'completed', checkout_at: today }, today)).toBe('active');
    expect(bookingGroup({ status: 'pending', checkout_at: '2026-12-01' }, today)).toBe('active');
  });

  it('archives a completed stay whose check-out has passed', () => {
    expect(bookingGroup({ status: 'completed', checkout_at: '2026-11-21' }, today)).toBe('archived');
  });
});
