import {
  DEFAULT_GUESTS,
  addDays,
  listedPrice,
  messages,
  percentile,
  today,
  type SupplierMarket,
} from '@bidstay/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';

/** The market is read as a guest of the hotel's usual partner searches would see it: two adults, in euros. */
const MARKET_SEARCH = { residency: 'gb', language: 'en', currency: 'EUR', guests: DEFAULT_GUESTS } as const;

type Deps = { hotels: HotelsService; clock: Clock };

/**
 * A night's listed prices at the hotels nearest to one of the partner's, of its city and star rating: asked of the
 * partner once a day for each hotel and night, as the prices a partner compares with move by the day, not the minute.
 */
export function marketUseCase({ hotels, clock }: Deps) {
  let keptDay = '';
  const kept = new Map<string, Promise<SupplierMarket>>();

  async function ask(hotelId: number, date: string): Promise<SupplierMarket> {
    const hids = await hotels.nearestAlike(hotelId);
    const search = { ...MARKET_SEARCH, checkin: date, checkout: addDays(date, 1), hids };
    const priced = hids.length ? (await hotels.searchHotels(search)).hotels : [];
    const prices = priced.flatMap((hotel) => hotel.rates.slice(0, 1).map(listedPrice));
    return {
      date,
      currency: MARKET_SEARCH.currency,
      median: percentile(prices, 0.5),
      low: prices.length ? Math.min(...prices) : null,
      high: prices.length ? Math.max(...prices) : null,
      hotels: prices.length,
    };
  }

  return async function market(hotelId: number, date: string): Promise<SupplierMarket> {
    const day = today(clock.now());
    if (date < day) throw new AppError('invalid_input', messages.stay.checkinPast, { date: messages.stay.checkinPast });
    if (day !== keptDay) {
      kept.clear();
      keptDay = day;
    }
    const key = `${hotelId}:${date}`;
    if (!kept.has(key)) kept.set(key, ask(hotelId, date).catch(forgetOnFailure(key)));
    return kept.get(key)!;
  };

  function forgetOnFailure(key: string) {
    return (error: unknown): never => {
      kept.delete(key);
      throw error;
    };
  }
}
