import { z } from 'zod';
import { EtgError } from '../errors.ts';
import { LIFETIMES } from '../hashes.ts';
import { checkSpecialHash, prebookFate, pricedOrThrow } from '../prebook.ts';
import { CONTRACT_CURRENCY, money } from '../rates/money.ts';
import { parseBody } from '../search-params.ts';
import type { EtgState } from '../state.ts';
import type { Order } from './order.ts';
import { scenarioOf } from './scenario.ts';

const schema = z.object({
  partner_order_id: z.string().min(3).max(256),
  book_hash: z.string().regex(/^[hp]-/, 'must start with h- or p-'),
  language: z.string().min(2),
  user_ip: z.string().min(1),
});

const LOCK_MS = 1000;

export function paymentTypeOf(order: Order) {
  return { type: 'deposit', amount: money(order.netEur), currency_code: CONTRACT_CURRENCY };
}

function checkReuse(state: EtgState, partnerOrderId: string, now: number): void {
  const last = state.formAttempts.get(partnerOrderId);
  state.formAttempts.set(partnerOrderId, now);
  if (last !== undefined && now - last < LOCK_MS) throw new EtgError('lock');
  const existing = state.orders.get(partnerOrderId);
  if (existing) throw new EtgError(existing.stage === 'form' ? 'double_booking_form' : 'duplicate_reservation');
}

function findIssued(state: EtgState, hash: string) {
  checkSpecialHash(hash);
  const issued = hash.startsWith('p-')
    ? state.hashes.find(hash, 'p', LIFETIMES.prebook)
    : state.hashes.find(hash, 'h', LIFETIMES.hotelpageForForm);
  if (!issued) throw new EtgError('rate_not_found');
  return issued;
}

export function createBookingForm(state: EtgState, body: unknown) {
  const request = parseBody(schema, body);
  const now = state.clock.now();
  checkReuse(state, request.partner_order_id, now.getTime());
  const issued = findIssued(state, request.book_hash);
  if (scenarioOf(request.partner_order_id) === 'insufficient_b2b_balance')
    throw new EtgError('insufficient_b2b_balance');
  const rate = pricedOrThrow(state, issued.quote);
  const orderId = state.orders.nextOrderId();
  const order: Order = {
    orderId,
    itemId: orderId * 10 + 1,
    partnerOrderId: request.partner_order_id,
    quote: issued.quote,
    netEur: rate.netEur,
    soldOut: issued.kind === 'h' && prebookFate(rate).kind === 'sold_out',
    stage: 'form',
    failure: null,
    polls: 0,
    createdAt: now.toISOString(),
    modifiedAt: now.toISOString(),
    formExpiresAt: new Date(now.getTime() + LIFETIMES.form).toISOString(),
    finishedAt: null,
    completedAt: null,
    cancelledAt: null,
    user: null,
    comment: null,
    amountSellB2b2c: null,
    rooms: [],
    penaltyEur: null,
  };
  state.orders.add(order);
  return {
    order_id: order.orderId,
    partner_order_id: order.partnerOrderId,
    item_id: order.itemId,
    is_gender_specification_required: false,
    upsell_data: [],
    payment_types: [
      { ...paymentTypeOf(order), is_need_credit_card_data: false, is_need_cvc: false, recommended_price: null },
    ],
  };
}
