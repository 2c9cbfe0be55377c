import { z } from 'zod';
import { EtgError } from '../errors.ts';
import { parseBody } from '../search-params.ts';
import type { EtgState } from '../state.ts';
import { paymentTypeOf } from './booking-form.ts';
import type { Guest, Order } from './order.ts';
import { scenarioOf } from './scenario.ts';

const name = z.string().regex(/^[\p{L}][\p{L} '\-,.’]{0,49}$/u, 'must be 1–50 letters, without digits');

const schema = z.object({
  partner: z.object({
    partner_order_id: z.string().min(3).max(256),
    comment: z.string().max(1000).optional(),
    amount_sell_b2b2c: z.union([z.string(), z.number()]).optional(),
  }),
  user: z.object({ email: z.email(), phone: z.string().min(5).max(35), comment: z.string().optional() }),
  language: z.string().min(2),
  rooms: z.array(
    z.object({
      guests: z
        .array(
          z.object({
            first_name: name,
            last_name: name,
            is_child: z.boolean().default(false),
            age: z.number().int().nullable().optional(),
          }),
        )
        .min(1),
    }),
  ),
  payment_type: z.object({ type: z.string(), amount: z.union([z.string(), z.number()]), currency_code: z.string() }),
});

type Request = z.infer<typeof schema>;

function checkGuests(order: Order, rooms: Request['rooms']): Guest[][] {
  const searched = order.quote.search.guests;
  if (rooms.length !== searched.length) throw new EtgError('incorrect_rooms_number');
  return rooms.map((room, index) => {
    const party = searched[index] ?? { adults: 0, children: [] };
    const children = room.guests.filter((guest) => guest.is_child);
    if (room.guests.length - children.length !== party.adults) throw new EtgError('incorrect_guests_number');
    if (children.length !== party.children.length) throw new EtgError('incorrect_guests_number');
    const ages = children.map((child) => child.age ?? -1).sort((a, b) => a - b);
    const expected = [...party.children].sort((a, b) => a - b);
    if (ages.some((age, i) => age !== expected[i])) throw new EtgError('incorrect_children_data');
    return room.guests.map((guest) => ({ ...guest, age: guest.is_child ? (guest.age ?? null) : null }));
  });
}

function checkPayment(order: Order, chosen: Request['payment_type']): void {
  const offered = paymentTypeOf(order);
  const same =
    chosen.type === offered.type &&
    chosen.currency_code === offered.currency_code &&
    Number(chosen.amount) === Number(offered.amount);
  if (!same) throw new EtgError('incorrect_chosen_payment_type');
}

function fail(state: EtgState, order: Order, code: string): never {
  order.stage = 'failed';
  order.failure = code;
  order.modifiedAt = state.clock.now().toISOString();
  state.orders.save();
  throw new EtgError(code);
}

export function finishBooking(state: EtgState, body: unknown) {
  const request = parseBody(schema, body);
  const order = state.orders.get(request.partner.partner_order_id);
  if (!order) throw new EtgError('order_not_found');
  if (order.stage !== 'form') throw new EtgError('double_booking_finish');
  const now = state.clock.now();
  const scenario = scenarioOf(order.partnerOrderId);
  if (scenario === 'booking_form_expired' || now.getTime() > Date.parse(order.formExpiresAt))
    fail(state, order, 'booking_form_expired');
  if (scenario === 'email') fail(state, order, 'email');
  const rooms = checkGuests(order, request.rooms);
  checkPayment(order, request.payment_type);
  Object.assign(order, {
    stage: 'processing',
    rooms,
    finishedAt: now.toISOString(),
    modifiedAt: now.toISOString(),
    user: { email: request.user.email, phone: request.user.phone },
    comment: request.partner.comment ?? null,
    amountSellB2b2c: request.partner.amount_sell_b2b2c === undefined ? null : String(request.partner.amount_sell_b2b2c),
  });
  state.orders.save();
  return null;
}
