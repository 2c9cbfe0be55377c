import { HOUR_MS } from '@bidstay/contract/plain';
import { addDays, parseDay } from '../time.ts';

export type PenaltyTier = { startAt: Date | null; endAt: Date | null; chargeEur: number };

export type Cancellation = { freeBefore: Date | null; tiers: PenaltyTier[] };

type Input = {
  checkin: string;
  refundable: boolean;
  freeDays: number;
  issuedAt: Date;
  totalEur: number;
  firstNightEur: number;
};

/** Free until some days before check-in at 18:00 UTC, then the first night, then everything from the eve of arrival. */
export function cancellationOf(input: Input): Cancellation {
  const full: PenaltyTier = { startAt: null, endAt: null, chargeEur: input.totalEur };
  if (!input.refundable) return { freeBefore: null, tiers: [full] };
  const evening = addDays(parseDay(input.checkin), -1).getTime() + 18 * HOUR_MS;
  const partialEnd = new Date(evening);
  const freeBefore = addDays(partialEnd, 1 - input.freeDays);
  const partial: PenaltyTier = { startAt: freeBefore, endAt: partialEnd, chargeEur: input.firstNightEur };
  const last: PenaltyTier = { startAt: partialEnd, endAt: null, chargeEur: input.totalEur };
  if (freeBefore > input.issuedAt) {
    return { freeBefore, tiers: [{ startAt: null, endAt: freeBefore, chargeEur: 0 }, partial, last] };
  }
  if (partialEnd > input.issuedAt) return { freeBefore: null, tiers: [{ ...partial, startAt: null }, last] };
  return { freeBefore: null, tiers: [full] };
}

export function tierAt(cancellation: Cancellation, now: Date): PenaltyTier | undefined {
  return cancellation.tiers.find(
    (tier) => (tier.startAt === null || tier.startAt <= now) && (tier.endAt === null || now < tier.endAt),
  );
}
