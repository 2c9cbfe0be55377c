import { plural, t } from '@lingui/core/macro';
type Room = { adults: number; children: readonly number[] };

/** A room as a form holds it, a child's age perhaps not chosen yet. */
type Party = { adults: number; children: readonly unknown[] };

function countGuests(rooms: readonly Party[]): number {
  return rooms.reduce((sum, room) => sum + room.adults + room.children.length, 0);
}

/** "2 guests, 1 room", in the language shown. */
export function describeGuests(rooms: readonly Party[]): string {
  const guests = countGuests(rooms);
  const count = rooms.length;
  return t`${plural(guests, { one: '# guest', other: '# guests' })}, ${plural(count, { one: '# room', other: '# rooms' })}`;
}

/** Who each room is for: "2 adults", "1 adult and 1 child (7)"; rooms joined by a semicolon. */
export function describeParty(rooms: readonly Room[]): string {
  return rooms
    .map(({ adults, children }) => {
      const grown = plural(adults, { one: '# adult', other: '# adults' });
      if (!children.length) return grown;
      const ages = children.join(', ');
      return t`${grown} and ${plural(children.length, { one: '# child', other: '# children' })} (${ages})`;
    })
    .join('; ');
}
