export type RoomGuests = { adults: number; children: number[] };

/** Rooms joined by ",", each "adults" or "adults-age.age": `2`, `2-5.7,1`. */
export function formatGuests(rooms: RoomGuests[]): string {
  return rooms
    .map(({ adults, children }) => (children.length ? `${adults}-${children.join('.')}` : `${adults}`))
    .join(',');
}
