import { DEFAULT_GUESTS, guestsSchema } from '@bidstay/contract';
import type { RoomGuests } from './guests';

/** The rooms of `formatGuests`'s format; SPEC's default guests when missing or invalid. */
export function parseGuests(value: string | null): RoomGuests[] {
  if (!value) return DEFAULT_GUESTS;
  const rooms = value.split(',').map((room) => {
    const [adults = '', ages] = room.split('-');
    return { adults: Number(adults), children: ages ? ages.split('.').map(Number) : [] };
  });
  const parsed = guestsSchema.safeParse(rooms);
  return parsed.success ? parsed.data : DEFAULT_GUESTS;
}
