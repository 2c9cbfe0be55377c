import { DEFAULT_GUESTS, guestsSchema, roomsOfText, type RoomGuests } from '@bidstay/contract';

/** The rooms of `formatGuests`'s format; SPEC's default guests when missing or invalid. */
export function parseGuests(value: string | null): RoomGuests[] {
  if (!value) return DEFAULT_GUESTS;
  const parsed = guestsSchema.safeParse(roomsOfText(value));
  return parsed.success ? parsed.data : DEFAULT_GUESTS;
}
