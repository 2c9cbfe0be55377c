import { z } from 'zod';
import { EtgError } from '../errors.ts';
import { pricedOrThrow } from '../prebook.ts';
import { parseBody } from '../search-params.ts';
import type { EtgState } from '../state.ts';
import type { Order } from './order.ts';
import { orderJson } from './order-json.ts';

const ORDERING_FIELDS = ['created_at', 'checkin_at', 'checkout_at', 'cancelled_at', 'modified_at'] as const;

const schema = z.object({
  ordering: z.object({ ordering_type: z.enum(['asc', 'desc']), ordering_by: z.string() }),
  pagination: z.object({
    page_size: z.coerce.number().int().min(1).max(50),
    page_number: z.coerce.number().int().min(1),
  }),
  search: z
    .object({
      partner_order_ids: z.array(z.string()).optional(),
      order_ids: z.array(z.number().int()).optional(),
      status: z.enum(['completed', 'cancelled', 'failed', 'noshow', 'rejected']).optional(),
    })
    .optional(),
  language: z.string().optional(),
});

type Search = NonNullable<z.infer<typeof schema>['search']>;

const LISTED = new Set(['completed', 'cancelled', 'failed']);

function matches(order: Order, search: Search | undefined): boolean {
  if (!LISTED.has(order.stage)) return false;
  if (search?.partner_order_ids && !search.partner_order_ids.includes(order.partnerOrderId)) return false;
  if (search?.order_ids && !search.order_ids.includes(order.orderId)) return false;
  return !search?.status || search.status === order.stage;
}

function sortKey(order: Order, by: string): string {
  if (by === 'checkin_at') return order.quote.search.checkin;
  if (by === 'checkout_at') return order.quote.search.checkout;
  if (by === 'cancelled_at') return order.cancelledAt ?? '';
  if (by === 'modified_at') return order.modifiedAt;
  return order.createdAt;
}

export function orderInfo(state: EtgState, body: unknown) {
  const request = parseBody(schema, body);
  const by = (ORDERING_FIELDS as readonly string[]).includes(request.ordering.ordering_by)
    ? request.ordering.ordering_by
    : 'created_at';
  const direction = request.ordering.ordering_type === 'asc' ? 1 : -1;
  const found = state.orders
    .all()
    .filter((order) => matches(order, request.search))
    .sort((a, b) => direction * (sortKey(a, by).localeCompare(sortKey(b, by)) || a.orderId - b.orderId));
  const { page_size: size, page_number: page } = request.pagination;
  const pages = Math.max(1, Math.ceil(found.length / size));
  if (page > pages) throw new EtgError('page_out_of_range');
  const now = state.clock.now();
  const orders = found.slice((page - 1) * size, page * size).map((order) => {
    const rate = pricedOrThrow(state, order.quote);
    return orderJson(order, rate.hotel, rate, now);
  });
  return {
    current_page_number: page,
    total_orders: found.length,
    total_pages: pages,
    found_orders: found.length,
    found_pages: pages,
    orders,
  };
}
