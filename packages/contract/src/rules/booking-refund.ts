import type { CancellationInfo } from '../bookings.ts';
import { parsePartnerDate } from './booking-cancellation.ts';
import { roundMoney, withCommission } from './commission.ts';

type Policy = CancellationInfo['policies'][number];

const covers = (policy: Policy, at: number) =>
  (policy.start_at === null || parsePartnerDate(policy.start_at).getTime() <= at) &&
  (policy.end_at === null || at < parsePartnerDate(policy.end_at).getTime());

/** The penalty the customer owes when cancelling at `now`: the tier in force, commission added (SPEC §9). */
export function penaltyInForce(info: CancellationInfo, now: Date): number {
  const at = now.getTime();
  if (info.free_cancellation_before && at < parsePartnerDate(info.free_cancellation_before).getTime()) return 0;
  const tier = info.policies.find((policy) => covers(policy, at));
  return tier ? withCommission(Number(tier.penalty.amount)) : 0;
}

/** What goes back to the customer: the amount paid less the penalty in force, never below zero. */
export function refundOnCancel(paid: number, info: CancellationInfo, now: Date): number {
  return roundMoney(Math.max(0, paid - penaltyInForce(info, now)));
}
