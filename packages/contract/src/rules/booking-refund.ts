import type { CancellationInfo } from '../bookings.ts';
import { parsePartnerDate } from './booking-cancellation.ts';
import { roundMoney, withCommission } from './commission.ts';

type Policy = CancellationInfo['policies'][number];
type Penalty = Policy['penalty'];

/** What the customer pays for the stay, and the rate's listed price it was agreed against, in one currency. */
export type PricePaid = { paid: number; listed: number };

const covers = (policy: Policy, at: number) =>
  (policy.start_at === null || parsePartnerDate(policy.start_at).getTime() <= at) &&
  (policy.end_at === null || at < parsePartnerDate(policy.end_at).getTime());

/**
 * What one tier costs the customer, in the currency they paid: the partner's gross charge, as the
 * same share of what they paid as it is of the listed price (a bid paid below the listed price is
 * charged proportionally less); SPEC §9's commission is added only to a penalty stated net; never
 * more than was paid.
 */
export function customerCharge(penalty: Penalty, price: PricePaid): number {
  const gross = penalty.amount_info ? Number(penalty.amount_info.amount_gross) : withCommission(Number(penalty.amount));
  const share = price.listed > 0 ? Math.min(1, price.paid / price.listed) : 1;
  return roundMoney(Math.max(0, Math.min(price.paid, gross * share)));
}

/** The policy as the customer is charged: each tier's gross is their charge; charging it again changes nothing. */
export function chargedCancellationInfo(info: CancellationInfo, price: PricePaid): CancellationInfo {
  return {
    free_cancellation_before: info.free_cancellation_before,
    policies: info.policies.map((policy) => ({
      ...policy,
      penalty: {
        ...policy.penalty,
        amount_info: { amount_gross: customerCharge(policy.penalty, price).toFixed(2) },
      },
    })),
  };
}

/** The charge when cancelling at `now`: nothing inside the free window, else the tier in force. */
export function chargeInForce(info: CancellationInfo, price: PricePaid, now: Date): number {
  const at = now.getTime();
  if (info.free_cancellation_before && at < parsePartnerDate(info.free_cancellation_before).getTime()) return 0;
  const tier = info.policies.find((policy) => covers(policy, at));
  return tier ? customerCharge(tier.penalty, price) : 0;
}

/** What goes back to the customer: the amount paid less the charge in force. */
export function refundOnCancel(info: CancellationInfo, price: PricePaid, now: Date): number {
  return roundMoney(price.paid - chargeInForce(info, price, now));
}
