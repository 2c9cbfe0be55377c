import { bookingGuestSchema, type CreateBidBody, type RoomGuests } from '@bidstay/contract';
import { z } from 'zod';
import { useAppForm } from '@/hooks/use-app-form';
import { usePaymentMethods } from '../api/payment-methods';

const nameSchema = bookingGuestSchema.pick({ first_name: true, last_name: true });
const autopayFormSchema = z.object({
  on: z.boolean(),
  rooms: z.array(z.object({ guests: z.array(nameSchema) })),
});
type AutopayFormInput = z.input<typeof autopayFormSchema>;

/** What a bid (or a standing bid) sends to pay itself: the card and every guest's name. */
export type AutopayBody = Pick<CreateBidBody, 'autopay' | 'payment_method_id' | 'rooms'>;

/** Each place of a party: adults first, then each child with their age. */
export const seatsOf = (party: RoomGuests) => [
  ...Array.from({ length: party.adults }, () => ({ is_child: false, age: null })),
  ...(party.children ?? []).map((age) => ({ is_child: true, age })),
];

const namePaths = (guests: RoomGuests[]) =>
  guests.flatMap((party, room) =>
    seatsOf(party).flatMap((_, seat) => [
      `rooms.${room}.guests.${seat}.first_name` as const,
      `rooms.${room}.guests.${seat}.last_name` as const,
    ]),
  );

/**
 * The choice to pay a bid automatically with the default saved card, on by default once a card is saved, and the
 * guests' names it needs (docs/autopay.md). `collect` checks the names shown and gives the body's part, or null.
 */
export function useAutopay(guests: RoomGuests[]) {
  const cards = usePaymentMethods();
  const card = cards.data?.find((each) => each.default) ?? cards.data?.[0] ?? null;
  const form = useAppForm(autopayFormSchema, {
    defaultValues: { on: true, rooms: [] } satisfies AutopayFormInput,
  });
  const chosen = form.watch('on');
  const on = card !== null && chosen;

  async function collect(): Promise<AutopayBody | null> {
    if (!on) return {};
    if (!(await form.trigger(namePaths(guests), { shouldFocus: true }))) return null;
    const named = form.getValues('rooms');
    const rooms = guests.map((party, room) => ({
      guests: seatsOf(party).map((seat, index) => ({ ...named[room]!.guests[index]!, ...seat })),
    }));
    return { autopay: true, payment_method_id: card.id, rooms };
  }

  return { card, on, form, guests, collect };
}

export type Autopay = ReturnType<typeof useAutopay>;
