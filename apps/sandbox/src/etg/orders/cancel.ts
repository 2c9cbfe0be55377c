import { z } from 'zod';
import { EtgError } from '../errors.ts';
import { pricedOrThrow } from '../prebook.ts';
import { tierAt } from '../rates/cancellation.ts';
import { parseBody } from '../search-params.ts';
import type { EtgState } from '../state.ts';
import { parseDay } from '../time.ts';
import { refundOf } from './order-json.ts';
import { scenarioOf } from './scenario.ts';

const schema = z.object({ partner_order_id: z.string().min(1) });

/** Charges the penalty tier in force now; cancelling again answers the same amounts. */
export function cancelOrder(state: EtgState, body: unknown) {
  const order = state.orders.get(parseBody(schema, body).partner_order_id);
  if (!order || order.stage === 'form') throw new EtgError('order_not_found');
  if (order.stage === 'cancelled') return refundOf(order);
  const now = state.clock.now();
  const started = now >= parseDay(order.quote.search.checkin);
  if (order.stage !== 'completed' || started || scenarioOf(order.partnerOrderId) === 'order_not_cancellable') {
    throw new EtgError('order_not_cancellable');
  }
  const rate = pricedOrThrow(state, order.quote);
  order.penaltyEur = tierAt(rate.cancellation, now)?.chargeEur ?? order.netEur;
  order.stage = 'cancelled';
  order.cancelledAt = now.toISOString();
  order.modifiedAt = order.cancelledAt;
  state.orders.save();
  return refundOf(order);
}
