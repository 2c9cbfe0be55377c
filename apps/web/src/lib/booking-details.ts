import { guestsSchema, messages } from '@bidstay/contract';
import { z } from 'zod';
import { storageKeys } from './storage-keys';

export const guestTypes = ['adult', 'child'] as const;

const guestDetailsSchema = z.object({
  type: z.enum(guestTypes),
  age: z.number().int().min(0, messages.fields.childAge).max(17, messages.fields.childAge).nullable(),
  name: z.string().trim().max(100, messages.fields.atMost(100, 'characters')),
  surname: z.string().trim().max(100, messages.fields.atMost(100, 'characters')),
});

/** Guest names per room (SPEC §5 "Guest form": no field is required). */
export const roomGuestsFormSchema = z.object({
  rooms: z.array(z.object({ guests: z.array(guestDetailsSchema) })),
});
export type RoomGuestDetails = z.infer<typeof roomGuestsFormSchema>['rooms'];

const paymentTypeSchema = z.looseObject({
  amount: z.coerce.number(),
  show_amount: z.coerce.number(),
  currency_code: z.string(),
  show_currency_code: z.string(),
});

/** What My Bids stores for `/hotel-booking`: a bid's rate snapshot, priced by the bid's answer (SPEC §4 "Go to Booking"). */
export const bookingDetailsSchema = z.looseObject({
  bid_id: z.string(),
  hotel_id: z.number(),
  hotel_name: z.string(),
  room_name: z.string(),
  meal: z.string().nullable(),
  check_in: z.string(),
  check_out: z.string(),
  guests: guestsSchema,
  currency: z.string(),
  book_hash: z.string(),
  payment_options: z.looseObject({ payment_types: z.array(paymentTypeSchema).min(1) }),
  guest_details: roomGuestsFormSchema.shape.rooms.optional(),
});
export type BookingDetails = z.infer<typeof bookingDetailsSchema>;

function readJson(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** What the booking flow reads back: the server prices the bid itself, so only its id and the names matter. */
const storedBookingSchema = bookingDetailsSchema.pick({ bid_id: true, guest_details: true }).loose();
export type StoredBooking = z.infer<typeof storedBookingSchema>;

export function storeBookingDetails(details: StoredBooking) {
  localStorage.setItem(storageKeys.bookingDetails, JSON.stringify(details));
}

export function readBookingDetails(): StoredBooking | null {
  const parsed = storedBookingSchema.safeParse(readJson(storageKeys.bookingDetails));
  return parsed.success ? parsed.data : null;
}

export function clearBookingDetails() {
  localStorage.removeItem(storageKeys.bookingDetails);
}
