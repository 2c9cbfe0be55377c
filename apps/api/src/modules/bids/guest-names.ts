import type { BookingGuest } from '@bidstay/contract';
import type { GuestNames } from '../../db/schema.ts';

/** Named guests as a bid keeps them, whether given with an autopay bid or saved later: an adult has no age. */
export const guestNamesOf = (rooms: { guests: BookingGuest[] }[]): GuestNames =>
  rooms.map((room) => ({
    guests: room.guests.map((guest) => ({
      first_name: guest.first_name,
      last_name: guest.last_name,
      is_child: guest.is_child ?? false,
      age: guest.is_child ? (guest.age ?? null) : null,
    })),
  }));
