import { bookingGuestSchema, type BookingQuote, type FinishBookingBody } from '@bidstay/contract';
import { z } from 'zod';
import type { RoomGuestDetails } from '@/lib/booking-details';

/** Every guest's name as on their ID (FinishBooking requires them all), plus optional contact details. */
export const guestFormSchema = z.object({
  rooms: z.array(z.object({ guests: z.array(bookingGuestSchema) })),
  phone: z.string().trim().max(35, 'Use at most 35 characters.'),
  comment: z.string().trim().max(500, 'Use at most 500 characters.'),
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

/** One entry per guest of each room, adults then children with their age; names saved with a bid fill in. */
export function guestFormDefaults(rooms: BookingQuote['guests'], saved?: RoomGuestDetails): GuestFormInput {
  return {
    rooms: rooms.map((room, index) => {
      const savedGuests = saved?.[index]?.guests ?? [];
      const adults = savedGuests.filter((entry) => entry.type === 'adult');
      const children = savedGuests.filter((entry) => entry.type === 'child');
      return {
        guests: [
          ...Array.from({ length: room.adults }, (_, adult) => guest(adults[adult], null)),
          ...room.children.map((age, child) => guest(children[child], age)),
        ],
      };
    }),
    phone: '',
    comment: '',
  };
}

export function finishBookingBody(partnerOrderId: string, values: GuestFormValues): FinishBookingBody {
  return {
    partner_order_id: partnerOrderId,
    rooms: values.rooms,
    phone: values.phone || undefined,
    comment: values.comment || undefined,
  };
}
