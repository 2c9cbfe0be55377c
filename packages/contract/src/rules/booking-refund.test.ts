import { describe, expect, it } from 'vitest';
import type { CancellationInfo } from '../bookings.ts';
import { penaltyInForce, refundOnCancel } from './booking-refund.ts';

const tier = (start_at: string | null, end_at: string | null, amount: string) => ({
  start_at,
  end_at,
  penalty: { amount, currency_code: 'EUR', amount_info: null },
});

const refundable: CancellationInfo = {
  free_cancellation_before: '2026-12-01T12:00:00',
  policies: [
    tier(null, '2026-12-01T12:00:00', '0.00'),
    tier('2026-12-01T12:00:00', '2026-12-08T00:00:00', '50.00'),
    tier('2026-12-08T00:00:00', null, '200.00'),
  ],
};

describe('refundOnCancel', () => {
  it('refunds everything inside the free window, read as UTC', () => {
    expect(refundOnCancel(300, refundable, new Date('2026-12-01T11:59:59Z'))).toBe(300);
  });

  it('keeps the partial tier with commission once the free window has ended', () => {
    expect(penaltyInForce(refundable, new Date('2026-12-01T12:00:00Z'))).toBe(55);
    expect(refundOnCancel(300, refundable, new Date('2026-12-05T00:00:00Z'))).toBe(245);
  });

  it('keeps the full tier at the end and never refunds below zero', () => {
    expect(refundOnCancel(300, refundable, new Date('2026-12-09T00:00:00Z'))).toBe(80);
    expect(refundOnCancel(100, refundable, new Date('2026-12-09T00:00:00Z'))).toBe(0);
  });

  it('charges a non-refundable rate from the moment of booking', () => {
    const nonRefundable: CancellationInfo = { free_cancellation_before: null, policies: [tier(null, null, '90.91')] };
    expect(refundOnCancel(100, nonRefundable, new Date('2026-11-22T00:00:00Z'))).toBe(0);
  });
});
