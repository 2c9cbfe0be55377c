import { bookingGroup, messages, type BookingGroup, type Order } from '@bidstay/contract';

export const BOOKING_GROUPS = ['active', 'archived', 'canceled'] as const satisfies readonly BookingGroup[];

export const groupLabels: Record<BookingGroup, string> = {
  active: 'Active',
  archived: 'Archived',
  canceled: 'Canceled',
};

/** The partner calls a confirmed order completed; to a guest it is confirmed. */
export const statusLabels: Record<Order['status'], { label: string; variant: string }> = {
  pending: { label: 'Pending', variant: 'warning' },
  completed: { label: 'Confirmed', variant: 'success' },
  cancelled: { label: 'Cancelled', variant: 'secondary' },
  refunded: { label: 'Refunded', variant: 'secondary' },
};

export function groupBookings(orders: Order[], today: string): Record<BookingGroup, Order[]> {
  const groups: Record<BookingGroup, Order[]> = { active: [], archived: [], canceled: [] };
  for (const order of orders) groups[bookingGroup(order, today)].push(order);
  return groups;
}

export const hotelName = (order: Order) => order.hotel_data.name ?? messages.hotels.unknownHotel;

export const bookingId = (order: Order) => order.partner_data.order_id;

/** Partner stay dates may carry a time; the calendar day is what the guest booked. */
export const stayDay = (value: string) => value.slice(0, 10);
