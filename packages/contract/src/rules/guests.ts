/** The guests of one room: the adults, and each child's age. */
export type RoomGuests = { adults: number; children: number[] };

/** Rooms joined by ",", each "adults" or "adults-age.age": `2`, `2-5.7,1`. */
export function formatGuests(rooms: RoomGuests[]): string {
  return rooms
    .map(({ adults, children }) => (children.length ? `${adults}-${children.join('.')}` : `${adults}`))
    .join(',');
}

/** The rooms written by `formatGuests`, unchecked: `guestsSchema` says whether they can be searched. */
export function roomsOfText(value: string): RoomGuests[] {
  return value.split(',').map((room) => {
    const [adults = '', ages] = room.split('-');
    return { adults: Number(adults), children: ages ? ages.split('.').map(Number) : [] };
  });
}
