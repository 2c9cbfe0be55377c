import { describe, expect, it } from 'vitest';
import type { CancellationInfo } from '../bookings.ts';
import { chargeInForce, chargedCancellationInfo, customerCharge, refundOnCancel } from './booking-refund.ts';

const tier = (start_at: string | null, end_at: string | null, amount: string, gross: string | null = null) => ({
  start_at,
  end_at,
  penalty: { amount, currency_code: 'EUR', amount_info: gross === null ? null : { amount_gross: gross } },
});

const netOnly: CancellationInfo = {
  free_cancellation_before: '2026-12-01T12:00:00',
  policies: [
    tier(null, '2026-12-01T12:00:00', '0.00'),
    tier('2026-12-01T12:00:00', '2026-12-08T00:00:00', '50.00'),
    tier('2026-12-08T00:00:00', null, '200.00'),
  ],
};

const atPaid = (paid: number) => ({ paid, listed: paid });

describe('customerCharge', () => {
  it('charges the whole listed price for a non-refundable rate booked at that price', () => {
    const penalty = tier(null, null, '561.27', '657.90').penalty;
    expect(customerCharge(penalty, atPaid(657.9))).toBe(657.9);
  });

  it('never charges more than an accepted bid paid below the listed price', () => {
    const penalty = tier(null, null, '878.02', '1030.00').penalty;
    expect(customerCharge(penalty, { paid: 950, listed: 1030 })).toBe(950);
  });

  it('charges a bid the same share of what it paid as the partner charges of the listed price', () => {
    const penalty = tier(null, null, '100.00', '117.33').penalty;
    expect(customerCharge(penalty, { paid: 950, listed: 1030 })).toBe(108.22);
  });

  it('adds the commission of SPEC §9 to a net penalty only, capped at the price paid', () => {
    expect(customerCharge(tier(null, null, '50.00').penalty, atPaid(300))).toBe(55);
    expect(customerCharge(tier(null, null, '200.00').penalty, atPaid(100))).toBe(100);
  });

  it('is never negative', () => {
    expect(customerCharge(tier(null, null, '0.00', '0.00').penalty, atPaid(100))).toBe(0);
  });
});

describe('chargedCancellationInfo', () => {
  it('states each tier as what the customer is charged, and charging it again changes nothing', () => {
    const info: CancellationInfo = {
      free_cancellation_before: null,
      policies: [tier(null, null, '878.02', '1030.00')],
    };
    const charged = chargedCancellationInfo(info, { paid: 950, listed: 1030 });
    expect(charged.policies[0]?.penalty.amount_info?.amount_gross).toBe('950.00');
    expect(chargedCancellationInfo(charged, atPaid(950))).toEqual(charged);
  });
});

describe('refundOnCancel', () => {
  it('refunds everything inside the free window, read as UTC', () => {
    expect(refundOnCancel(netOnly, atPaid(300), new Date('2026-12-01T11:59:59Z'))).toBe(300);
  });

  it('keeps the partial tier with commission once the free window has ended', () => {
    expect(chargeInForce(netOnly, atPaid(300), new Date('2026-12-01T12:00:00Z'))).toBe(55);
    expect(refundOnCancel(netOnly, atPaid(300), new Date('2026-12-05T00:00:00Z'))).toBe(245);
  });

  it('keeps the full tier at the end and never refunds below zero', () => {
    expect(refundOnCancel(netOnly, atPaid(300), new Date('2026-12-09T00:00:00Z'))).toBe(80);
    expect(refundOnCancel(netOnly, atPaid(100), new Date('2026-12-09T00:00:00Z'))).toBe(0);
  });

  it('charges a non-refundable rate from the moment of booking', () => {
    const nonRefundable: CancellationInfo = { free_cancellation_before: null, policies: [tier(null, null, '90.91')] };
    expect(refundOnCancel(nonRefundable, atPaid(100), new Date('2026-11-22T00:00:00Z'))).toBe(0);
  });
});
