type Room = { adults: number; children: readonly number[] };

function countGuests(rooms: readonly Room[]): number {
  return rooms.reduce((sum, room) => sum + room.adults + room.children.length, 0);
}

export function describeGuests(rooms: readonly Room[]): string {
  const guests = countGuests(rooms);
  return `${guests} ${guests === 1 ? 'guest' : 'guests'}, ${rooms.length} ${rooms.length === 1 ? 'room' : 'rooms'}`;
}
