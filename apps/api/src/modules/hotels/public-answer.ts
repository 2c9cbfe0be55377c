import { publicRate } from '@bidstay/contract';
import type { HotelRates } from '../../partner/etg-types.ts';

type Answer = { hotels: HotelRates[] };
type PublicAnswer<A extends Answer> = Omit<A, 'hotels'> & {
  hotels: (Omit<HotelRates, 'rates'> & { rates: ReturnType<typeof publicRate>[] })[];
};

const known = new WeakMap<Answer, unknown>();

/**
 * A partner's answer as a visitor or a customer may see it: each rate through `publicRate`. Kept per answer, so that a
 * kept answer gives the same object again and its JSON is prepared once (lib/prepared-json.ts).
 */
export function publicAnswer<A extends Answer>(answer: A): PublicAnswer<A> {
  const found = known.get(answer) as PublicAnswer<A> | undefined;
  if (found) return found;
  const made = { ...answer, hotels: answer.hotels.map((hotel) => ({ ...hotel, rates: hotel.rates.map(publicRate) })) };
  known.set(answer, made);
  return made;
}
