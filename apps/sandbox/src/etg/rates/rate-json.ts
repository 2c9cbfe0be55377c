import { createHash } from 'node:crypto';
import { unitHash } from '../catalogue/random.ts';
import { roomWordIn } from '../catalogue/language.ts';
import { roomTemplate } from '../catalogue/rooms.ts';
import { utcText } from '../time.ts';
import { CONTRACT_CURRENCY, convert, money, roundCents, sum, type Currency } from './money.ts';
import type { PricedRate } from './quote.ts';

export type RateHashes = { book_hash?: string; search_hash?: string };

function commission(net: number, ratio: number) {
  const gross = roundCents(net * ratio);
  return { amount_gross: money(gross), amount_net: money(net), amount_commission: money(gross - net) };
}

function commissionInfo(netEur: number, netShow: number, ratio: number) {
  return { show: commission(netShow, ratio), charge: commission(netEur, ratio) };
}

export function matchHash(key: string): string {
  const hex = createHash('sha1').update(`match:${key}`).digest('hex');
  return `m-${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

function cancellationPenalties(rate: PricedRate, currency: Currency) {
  const { freeBefore, tiers } = rate.cancellation;
  return {
    free_cancellation_before: freeBefore && utcText(freeBefore),
    policies: tiers.map((tier) => ({
      start_at: tier.startAt && utcText(tier.startAt),
      end_at: tier.endAt && utcText(tier.endAt),
      amount_charge: money(tier.chargeEur),
      amount_show: money(convert(tier.chargeEur, currency)),
      commission_info: commissionInfo(tier.chargeEur, convert(tier.chargeEur, currency), rate.grossRatio),
    })),
  };
}

function taxes(rate: PricedRate) {
  if (unitHash(`tax:${rate.hotel.hid}`) < 0.5) return [];
  const guests = rate.quote.search.guests.reduce((total, room) => total + room.adults, 0);
  const amount = 2.5 * guests * rate.nightsEur.length;
  return [{ name: 'city_tax', included_by_supplier: false, amount: money(amount), currency_code: CONTRACT_CURRENCY }];
}

function sellPriceLimits(rate: PricedRate, net: number, gross: number) {
  const roll = unitHash(`msp:${rate.key}`);
  if (roll >= 0.35) return null;
  const min = roundCents(net + (gross - net) * (0.3 + roll));
  return { min_price: money(min), max_price: roll < 0.15 ? money(gross * 1.25) : null };
}

export function rateJson(rate: PricedRate, hashes: RateHashes) {
  const { plan, quote, key } = rate;
  const currency = quote.search.currency;
  const template = roomTemplate(plan.roomGroup.name);
  const nightsShow = rate.nightsEur.map((night) => convert(night, currency));
  const netShow = sum(nightsShow);
  const info = commissionInfo(rate.netEur, netShow, rate.grossRatio);
  const hasBreakfast = plan.meal !== 'nomeal';
  const inLanguage = (english: string) => roomWordIn(english, rate.hotel.hid, quote.search.language);
  return {
    ...hashes,
    match_hash: matchHash(key),
    daily_prices: nightsShow.map(money),
    meal: plan.meal,
    meal_data: { value: plan.meal, has_breakfast: hasBreakfast, no_child_meal: false },
    room_name: inLanguage(plan.roomGroup.name),
    room_data_trans: {
      main_room_type: inLanguage(template.mainType),
      main_name: inLanguage(plan.roomGroup.name),
      bathroom: null,
      bedding_type: inLanguage(template.bedding),
      misc_room_type: plan.roomGroup.rg_ext.view ? inLanguage('city view') : null,
    },
    rg_ext: plan.roomGroup.rg_ext,
    serp_filters: [
      'has_bathroom',
      'has_internet',
      ...(hasBreakfast ? ['has_breakfast'] : []),
      ...(rate.cancellation.freeBefore ? ['free_cancellation'] : []),
    ],
    amenities_data: plan.roomGroup.room_amenities.slice(0, 6),
    allotment: 1 + Math.floor(unitHash(`allotment:${key}:${quote.search.checkin}`) * 8),
    any_residency: unitHash(`residency:${key}`) < 0.7,
    deposit:
      unitHash(`deposit:${key}`) < 0.17
        ? { amount: money(convert(50, currency)), currency_code: currency, is_refundable: true }
        : null,
    no_show: { amount: money(nightsShow[0] ?? 0), currency_code: currency, from_time: '12:00:00' },
    sell_price_limits: sellPriceLimits(rate, netShow, Number(info.show.amount_gross)),
    payment_options: {
      payment_types: [
        {
          type: 'deposit',
          amount: money(rate.netEur),
          currency_code: CONTRACT_CURRENCY,
          show_amount: money(netShow),
          show_currency_code: currency,
          by: null,
          is_need_credit_card_data: false,
          is_need_cvc: false,
          tax_data: { taxes: taxes(rate) },
          commission_info: info,
          cancellation_penalties: cancellationPenalties(rate, currency),
          recommended_price: null,
        },
      ],
    },
    bar_rate_price_data: null,
    is_package: false,
  };
}
