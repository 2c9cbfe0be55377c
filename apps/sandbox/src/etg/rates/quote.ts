import type { Hotel } from '../catalogue/index.ts';
import { unitHash } from '../catalogue/random.ts';
import type { Search } from '../search-params.ts';
import { cancellationOf, type Cancellation } from './cancellation.ts';
import { roundCents, sum } from './money.ts';
import { nightlyNet, planKey, type Meal, type RatePlan } from './pricing.ts';

/** What a hash stands for: enough to price the rate again exactly. */
export type Quote = {
  hid: number;
  roomGroupId: number;
  meal: Meal;
  refundable: boolean;
  search: Search;
  issuedAt: string;
  priceMultiplier: number;
};

export type PricedRate = {
  hotel: Hotel;
  plan: RatePlan;
  quote: Quote;
  key: string;
  nightsEur: number[];
  netEur: number;
  grossRatio: number;
  cancellation: Cancellation;
};

export function quoteOf(hotel: Hotel, plan: RatePlan, search: Search, issuedAt: Date): Quote {
  return {
    hid: hotel.hid,
    roomGroupId: plan.roomGroup.room_group_id,
    meal: plan.meal,
    refundable: plan.refundable,
    search,
    issuedAt: issuedAt.toISOString(),
    priceMultiplier: 1,
  };
}

export function planOf(hotel: Hotel, quote: Quote): RatePlan | undefined {
  const roomGroup = hotel.room_groups.find((group) => group.room_group_id === quote.roomGroupId);
  return roomGroup && { roomGroup, meal: quote.meal, refundable: quote.refundable };
}

export function priceQuote(hotel: Hotel, quote: Quote): PricedRate | undefined {
  const plan = planOf(hotel, quote);
  if (!plan) return undefined;
  const key = planKey(hotel, plan);
  const nightsEur = nightlyNet(hotel, plan, quote.search).map((night) => roundCents(night * quote.priceMultiplier));
  const netEur = sum(nightsEur);
  const cancellation = cancellationOf({
    checkin: quote.search.checkin,
    refundable: plan.refundable,
    freeDays: 2 + Math.floor(unitHash(`free:${key}`) * 6),
    issuedAt: new Date(quote.issuedAt),
    totalEur: netEur,
    firstNightEur: nightsEur[0] ?? 0,
  });
  return { hotel, plan, quote, key, nightsEur, netEur, grossRatio: 1.1 + unitHash(`gross:${key}`) * 0.1, cancellation };
}
