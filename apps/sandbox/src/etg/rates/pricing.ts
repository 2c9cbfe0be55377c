import { SANDBOX_HIDS, type Hotel } from '../catalogue/index.ts';
import { REGIONS } from '../catalogue/regions.ts';
import { unitHash } from '../catalogue/random.ts';
import { roomTemplate, type RoomGroup } from '../catalogue/rooms.ts';
import type { Guests, Search } from '../search-params.ts';
import { addDays, nightsBetween, parseDay } from '../time.ts';
import { roundCents } from './money.ts';

export const MEALS = ['nomeal', 'breakfast', 'half-board', 'all-inclusive'] as const;

export type Meal = (typeof MEALS)[number];

export type RatePlan = { roomGroup: RoomGroup; meal: Meal; refundable: boolean };

const STAR_BASE = [0, 45, 65, 95, 140, 240];
const SEASON = [0.82, 0.85, 0.92, 1, 1.05, 1.18, 1.3, 1.28, 1.08, 1, 0.92, 1.12];
const MEAL_PER_GUEST: Record<Meal, number> = { nomeal: 0, breakfast: 12, 'half-board': 30, 'all-inclusive': 60 };
const PRICE_FACTOR = new Map(REGIONS.map((region) => [region.id, region.priceFactor]));

function occupancy(adults: number, children: readonly number[]): number {
  const paying = children.filter((age) => age >= 2).length;
  return (adults === 1 ? 0.85 : 1 + (adults - 2) * 0.3) + paying * 0.15;
}

function guestsIn(room: { adults: number; children: number[] }): number {
  return room.adults + room.children.filter((age) => age >= 2).length;
}

export function planKey(hotel: Hotel, plan: RatePlan): string {
  return `${hotel.hid}:${plan.roomGroup.room_group_id}:${plan.meal}:${plan.refundable ? 'r' : 'n'}`;
}

/** 2–5 plans per hotel, the same for the same hotel and party; none when no room fits the party. */
export function ratePlans(hotel: Hotel, guests: Guests): RatePlan[] {
  const largest = Math.max(...guests.map(guestsIn));
  const fitting = hotel.room_groups.filter((group) => group.rg_ext.capacity >= Math.min(largest, 4));
  const plans = fitting.flatMap((roomGroup) =>
    MEALS.flatMap((meal) => [true, false].map((refundable) => ({ roomGroup, meal, refundable }))),
  );
  const count = 2 + Math.floor(unitHash(`plans:${hotel.hid}`) * 4);
  return plans
    .map((plan) => ({ plan, order: unitHash(`plan:${planKey(hotel, plan)}`) }))
    .sort((a, b) => a.order - b.order)
    .slice(0, count)
    .map(({ plan }) => plan);
}

export function isAvailable(hotel: Hotel, search: Search): boolean {
  if (SANDBOX_HIDS.has(hotel.hid)) return true;
  return unitHash(`avail:${hotel.hid}:${search.checkin}:${search.checkout}`) >= 0.12;
}

/** Net price per night in EUR for every room of the party together. */
export function nightlyNet(hotel: Hotel, plan: RatePlan, search: Search): number[] {
  const hotelFactor = 0.85 + unitHash(`hotel:${hotel.hid}`) * 0.35;
  const base = (STAR_BASE[hotel.star_rating] ?? 95) * (PRICE_FACTOR.get(hotel.region.id) ?? 1) * hotelFactor;
  const room = base * roomTemplate(plan.roomGroup.name).factor * (plan.refundable ? 1 : 0.9);
  const mealPrice = MEAL_PER_GUEST[plan.meal] * (0.8 + hotel.star_rating * 0.1);
  const start = parseDay(search.checkin);
  return Array.from({ length: nightsBetween(search.checkin, search.checkout) }, (_, night) => {
    const date = addDays(start, night);
    const weekend = date.getUTCDay() === 5 || date.getUTCDay() === 6 ? 1.18 : 1;
    const season = (SEASON[date.getUTCMonth()] ?? 1) * weekend;
    const total = search.guests.reduce(
      (sum, party) =>
        sum +
        room * season * occupancy(party.adults, party.children) +
        mealPrice * (party.adults + party.children.length * 0.5),
      0,
    );
    return roundCents(total);
  });
}
