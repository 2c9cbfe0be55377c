import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { bookingGroup, messages, translateMessage, type BookingGroup, type Order } from '@bidstay/contract';

export const BOOKING_GROUPS = ['active', 'archived', 'canceled'] as const satisfies readonly BookingGroup[];

/** A group's name, in the language shown when it is read. */
export const groupLabels: Record<BookingGroup, string> = {
  get active() {
    return t({ message: 'Active', context: 'tab' });
  },
  get archived() {
    return t({ message: 'Archived', context: 'tab' });
  },
  get canceled() {
    return t({ message: 'Cancelled', context: 'tab' });
  },
};

/** What a group's list is called. */
export const groupNames: Record<BookingGroup, MessageDescriptor> = {
  active: msg`Active bookings`,
  archived: msg`Archived bookings`,
  canceled: msg`Cancelled bookings`,
};

/** The partner calls a confirmed order completed; to a guest it is confirmed. */
export const statusLabels: Record<Order['status'], { label: string; variant: string }> = {
  pending: {
    get label() {
      return t`Pending`;
    },
    variant: 'warning',
  },
  completed: {
    get label() {
      return t`Confirmed`;
    },
    variant: 'success',
  },
  cancelled: {
    get label() {
      return t`Cancelled`;
    },
    variant: 'secondary',
  },
  refunded: {
    get label() {
      return t`Refunded`;
    },
    variant: 'secondary',
  },
};

export function groupBookings(orders: Order[], today: string): Record<BookingGroup, Order[]> {
  const groups: Record<BookingGroup, Order[]> = { active: [], archived: [], canceled: [] };
  for (const order of orders) groups[bookingGroup(order, today)].push(order);
  return groups;
}

export const hotelName = (order: Order) =>
  order.hotel_data.name ?? translateMessage(i18n, messages.hotels.unknownHotel);

export const bookingId = (order: Order) => order.partner_data.order_id;

/** Partner stay dates may carry a time; the calendar day is what the guest booked. */
export const stayDay = (value: string) => value.slice(0, 10);
