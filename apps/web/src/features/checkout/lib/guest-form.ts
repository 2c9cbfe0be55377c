import {
  bookingCommentSchema,
  bookingGuestSchema,
  bookingPhoneSchema,
  type BookingQuote,
  type FinishBookingBody,
} from '@bidstay/contract';
import { z } from 'zod';
import type { RoomGuestDetails } from '@/lib/booking-details';

/** Every guest's name as on their ID (FinishBooking requires them all), plus optional contact details. */
export const guestFormSchema = z.object({
  rooms: z.array(z.object({ guests: z.array(bookingGuestSchema) })),
  phone: bookingPhoneSchema,
  comment: bookingCommentSchema,
});
export type GuestFormInput = z.input<typeof guestFormSchema>;
export type GuestFormValues = z.output<typeof guestFormSchema>;

type SavedGuest = RoomGuestDetails[number]['guests'][number];

const guest = (saved: SavedGuest | undefined, age: number | null) => ({
  first_name: saved?.name ?? '',
  last_name: saved?.surname ?? '',
  is_child: age !== null,
  age,
});

type Party = BookingQuote['guests'][number];

const hasName = (saved: SavedGuest) => Boolean(saved.name || saved.surname);

/** Saved names by the places the stay has: adults, then children; names saved as another type take the places left. */
function seatNames(party: Party, savedGuests: SavedGuest[]): (SavedGuest | undefined)[] {
  const adults = savedGuests.filter((entry) => entry.type === 'adult');
  const children = savedGuests.filter((entry) => entry.type === 'child');
  const seats = [
    ...Array.from({ length: party.adults }, (_, adult) => adults[adult]),
    ...party.children.map((_, child) => children[child]),
  ];
  const leftover = savedGuests.filter((entry) => !seats.includes(entry) && hasName(entry));
  return seats.map((seat) => seat ?? leftover.shift());
}

/** One entry per guest of each room, adults then children with their age; every name saved with a bid fills in. */
export function guestFormDefaults(rooms: BookingQuote['guests'], saved?: RoomGuestDetails): GuestFormInput {
  return {
    rooms: rooms.map((party, index) => {
      const seats = seatNames(party, saved?.[index]?.guests ?? []);
      const ages = [...Array<null>(party.adults).fill(null), ...party.children];
      return { guests: ages.map((age, seat) => guest(seats[seat], age)) };
    }),
    phone: '',
    comment: '',
  };
}

/** Whether the guests saved with a bid are another party than the one the hotel priced (the form says so). */
export function partiesDiffer(rooms: BookingQuote['guests'], saved?: RoomGuestDetails): boolean {
  if (!saved) return false;
  return rooms.some((party, index) => {
    const guests = saved[index]?.guests ?? [];
    const ages = guests.filter((entry) => entry.type === 'child').map((entry) => entry.age);
    const adults = guests.length - ages.length;
    return adults !== party.adults || [...ages].sort().join() !== [...party.children].sort().join();
  });
}

export function finishBookingBody(partnerOrderId: string, values: GuestFormValues): FinishBookingBody {
  return {
    partner_order_id: partnerOrderId,
    rooms: values.rooms,
    phone: values.phone || undefined,
    comment: values.comment || undefined,
  };
}
