import { z } from 'zod';
import { EtgError } from '../errors.ts';
import type { Answer } from '../route.ts';
import { parseBody } from '../search-params.ts';
import type { EtgState } from '../state.ts';
import type { Order } from './order.ts';
import { finalErrorOf, scenarioOf, startsUnknown } from './scenario.ts';

const schema = z.object({ partner_order_id: z.string().min(1) });

function resolve(state: EtgState, order: Order): void {
  const now = state.clock.now().toISOString();
  const failure = finalErrorOf(scenarioOf(order.partnerOrderId)) ?? (order.soldOut ? 'soldout' : null);
  order.stage = failure ? 'failed' : 'completed';
  order.failure = failure;
  order.completedAt = failure ? null : now;
  order.modifiedAt = now;
  state.orders.save();
}

/** `processing` for the first polls (after one `unknown` for the unknown_* scenarios), then the result. */
export function finishStatus(state: EtgState, body: unknown): Answer {
  const { partner_order_id: partnerOrderId } = parseBody(schema, body);
  const order = state.orders.get(partnerOrderId);
  if (!order) throw new EtgError('order_not_found');
  if (order.stage === 'form') throw new EtgError('booking_finish_did_not_succeed');
  const data = { partner_order_id: partnerOrderId, percent: 100, data_3ds: null };
  if (order.stage === 'processing') {
    order.polls += 1;
    state.orders.save();
    const unknown = startsUnknown(scenarioOf(partnerOrderId));
    if (unknown && order.polls === 1) throw new EtgError('unknown');
    if (order.polls <= state.finishPolls + (unknown ? 1 : 0))
      return { status: 'processing', data: { ...data, percent: 50 } };
    resolve(state, order);
  }
  if (order.stage === 'failed') throw new EtgError(order.failure ?? 'unknown');
  return { data };
}
