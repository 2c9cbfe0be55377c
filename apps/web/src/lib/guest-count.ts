type Room = { adults: number; children: readonly number[] };

/** A room as a form holds it, a child's age perhaps not chosen yet. */
type Party = { adults: number; children: readonly unknown[] };

function countGuests(rooms: readonly Party[]): number {
  return rooms.reduce((sum, room) => sum + room.adults + room.children.length, 0);
}

export function describeGuests(rooms: readonly Party[]): string {
  const guests = countGuests(rooms);
  return `${guests} ${guests === 1 ? 'guest' : 'guests'}, ${rooms.length} ${rooms.length === 1 ? 'room' : 'rooms'}`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Who each room is for: "2 adults", "1 adult and 1 child (7)"; rooms joined by a semicolon. */
export function describeParty(rooms: readonly Room[]): string {
  return rooms
    .map(({ adults, children }) => {
      const grown = plural(adults, 'adult', 'adults');
      if (!children.length) return grown;
      return `${grown} and ${plural(children.length, 'child', 'children')} (${children.join(', ')})`;
    })
    .join('; ');
}
