import { DEFAULT_GUESTS, guestsSchema } from '@bidstay/contract';

export type RoomGuests = { adults: number; children: number[] };

/** Rooms joined by ",", each "adults" or "adults-age.age": `2`, `2-5.7,1`. */
export function formatGuests(rooms: RoomGuests[]): string {
  return rooms
    .map(({ adults, children }) => (children.length ? `${adults}-${children.join('.')}` : `${adults}`))
    .join(',');
}

export function parseGuests(value: string | null): RoomGuests[] {
  if (!value) return DEFAULT_GUESTS;
  const rooms = value.split(',').map((room) => {
    const [adults = '', ages] = room.split('-');
    return { adults: Number(adults), children: ages ? ages.split('.').map(Number) : [] };
  });
  const parsed = guestsSchema.safeParse(rooms);
  return parsed.success ? parsed.data : DEFAULT_GUESTS;
}
