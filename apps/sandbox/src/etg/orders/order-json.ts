import { HOUR_MS } from '@bidstay/contract/plain';
import type { Hotel } from '../catalogue/index.ts';
import { roomTemplate } from '../catalogue/rooms.ts';
import { CONTRACT_CURRENCY, money, roundCents } from '../rates/money.ts';
import type { PricedRate } from '../rates/quote.ts';
import { nightsBetween, utcText } from '../time.ts';
import type { Order } from './order.ts';

const CONFIRMATION_DELAY_MS = HOUR_MS;

const amount = (value: number) => ({ amount: money(value), currency_code: CONTRACT_CURRENCY });

const stamp = (iso: string | null) => iso && utcText(new Date(iso));

export function refundOf(order: Order) {
  const payable = order.stage === 'failed' ? 0 : (order.penaltyEur ?? order.netEur);
  const refunded = order.stage === 'cancelled' ? roundCents(order.netEur - payable) : 0;
  return { amount_payable: amount(payable), amount_refunded: amount(refunded), amount_sell: amount(order.netEur) };
}

function cancellationInfo(rate: PricedRate) {
  const { freeBefore, tiers } = rate.cancellation;
  return {
    free_cancellation_before: freeBefore && utcText(freeBefore),
    policies: tiers.map((tier) => {
      const gross = roundCents(tier.chargeEur * rate.grossRatio);
      return {
        start_at: tier.startAt && utcText(tier.startAt),
        end_at: tier.endAt && utcText(tier.endAt),
        penalty: {
          amount: money(tier.chargeEur),
          currency_code: CONTRACT_CURRENCY,
          amount_info: {
            amount_gross: money(gross),
            amount_net: money(tier.chargeEur),
            amount_commission: money(gross - tier.chargeEur),
          },
        },
      };
    }),
  };
}

function roomsData(order: Order, rate: PricedRate) {
  return order.quote.search.guests.map((party, index) => ({
    room_idx: index,
    room_name: rate.plan.roomGroup.name,
    bedding_name: [roomTemplate(rate.plan.roomGroup.name).bedding],
    meal_name: rate.plan.meal,
    has_breakfast: rate.plan.meal !== 'nomeal',
    no_child_meal: false,
    guest_data: {
      adults_number: party.adults,
      children_number: party.children.length,
      guests: (order.rooms[index] ?? []).map((guest) => ({
        ...guest,
        first_name_original: guest.first_name,
        last_name_original: guest.last_name,
      })),
    },
  }));
}

export function orderJson(order: Order, hotel: Hotel, rate: PricedRate, now: Date) {
  const { checkin, checkout, guests } = order.quote.search;
  const nights = nightsBetween(checkin, checkout);
  const confirmed =
    order.completedAt !== null && now.getTime() - Date.parse(order.completedAt) >= CONFIRMATION_DELAY_MS;
  return {
    order_id: order.orderId,
    status: order.stage,
    partner_data: { order_id: order.partnerOrderId, order_comment: order.comment },
    hotel_data: { id: hotel.id, hid: hotel.hid, order_id: confirmed ? `HC${order.orderId}` : null },
    agreement_number: `AG-${order.orderId}`,
    contract_slug: 'bidstay-sandbox',
    source: 'api',
    checkin_at: checkin,
    checkout_at: checkout,
    created_at: stamp(order.createdAt),
    cancelled_at: stamp(order.cancelledAt),
    modified_at: stamp(order.modifiedAt),
    nights,
    roomnights: nights * guests.length,
    ...refundOf(order),
    amount_sell_b2b2c: order.amountSellB2b2c === null ? null : amount(Number(order.amountSellB2b2c)),
    cancellation_info: cancellationInfo(rate),
    rooms_data: roomsData(order, rate),
    is_cancellable: order.stage === 'completed' && now < new Date(`${checkin}T00:00:00Z`),
    payment_data: {
      payment_type: 'deposit',
      paid_at: stamp(order.completedAt),
      payment_due: null,
      payment_pending: null,
    },
    taxes: [],
    upsells: [],
    is_package: false,
    user_data: order.user,
  };
}
