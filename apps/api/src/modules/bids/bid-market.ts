import {
  DAY_MS,
  WINNING_BIDS_DAYS,
  actualOutcome,
  demandCalendar,
  winningBidCells,
  type WinningBids,
} from '@bidstay/contract';
import type { Clock } from '../../lib/clock.ts';
import type { BidsRepository } from './bids.repository.ts';

type Deps = { repository: BidsRepository; clock: Clock };

/** What bids win, read from every bid decided: a city's winning bids for customers, a hotel's nights for its partner. */
export function createBidMarket({ repository, clock }: Deps) {
  return {
    /** A city's accepted bids of the last WINNING_BIDS_DAYS by star rating, without a cell that could name a hotel. */
    async winningBids(regionId: number): Promise<WinningBids> {
      const since = new Date(clock.now().getTime() - WINNING_BIDS_DAYS * DAY_MS);
      const decided = await repository.decidedInRegion(regionId, since);
      const accepted = decided.filter((bid) => actualOutcome(bid) === 'accepted');
      return { region_id: regionId, days: WINNING_BIDS_DAYS, cells: winningBidCells(accepted) };
    },

    /** A hotel's bids night by night, from `from` to `to`. */
    async demandCalendar(hotelId: number, from: string, to: string) {
      return demandCalendar(await repository.stayingAt(hotelId, from, to), from, to);
    },
  };
}
