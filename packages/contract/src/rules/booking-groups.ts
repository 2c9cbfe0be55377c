export type BookingGroup = 'active' | 'archived' | 'canceled';

type GroupedOrder = { status: string; checkout_at: string };

/**
 * DESIGN §5: Active = not cancelled, check-out today or later; Archived = check-out passed; Canceled, with the
 * bookings paid back without a stay.
 */
export function bookingGroup(order: GroupedOrder, today: string): BookingGroup {
  if (order.status === 'cancelled' || order.status === 'refunded') return 'canceled';
  return order.checkout_at.slice(0, 10) < today ? 'archived' : 'active';
}
