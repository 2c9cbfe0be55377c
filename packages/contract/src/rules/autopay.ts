import { messages } from '../messages.ts';

type Party = { adults: number; children?: number[] | undefined };
type NamedGuest = { is_child?: boolean | undefined; age?: number | null | undefined };
type NamedRoom = { guests: NamedGuest[] };
type AutopayInput = {
  booking: { guests: Party[] };
  autopay?: boolean | undefined;
  payment_method_id?: string | undefined;
  rooms?: NamedRoom[] | undefined;
};
export type AutopayProblem = { path: (string | number)[]; message: string };

/** Named guests that are the party the partner priced: as many rooms, adults, and children of the same ages. */
export function roomsMatchGuests(rooms: NamedRoom[], stay: Party[]): boolean {
  if (rooms.length !== stay.length) return false;
  return rooms.every((room, index) => {
    const party = stay[index];
    const children = room.guests.filter((guest) => guest.is_child);
    const ages = children.map((child) => child.age ?? -1).sort((a, b) => a - b);
    const expected = [...(party?.children ?? [])].sort((a, b) => a - b);
    return (
      room.guests.length - children.length === party?.adults &&
      ages.length === expected.length &&
      ages.every((age, i) => age === expected[i])
    );
  });
}

/** An autopay bid names the card to charge and every guest, so that its booking needs nobody once a hotel accepts. */
export function autopayProblems(body: AutopayInput): AutopayProblem[] {
  if (!body.autopay) return [];
  const problems: AutopayProblem[] = [];
  if (!body.payment_method_id)
    problems.push({ path: ['payment_method_id'], message: messages.paymentMethods.cardRequired });
  if (!body.rooms || !roomsMatchGuests(body.rooms, body.booking.guests))
    problems.push({ path: ['rooms'], message: messages.bookings.guestsMismatch });
  return problems;
}
