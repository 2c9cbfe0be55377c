import {
  DAY_MS,
  WINNING_BIDS_DAYS,
  actualOutcome,
  demandCalendar,
  winningBidCells,
  type WinningBids,
} from '@bidstay/contract';
import type { BidsDeps } from './bids-deps.ts';

/** What bids win, read from every bid decided: a city's winning bids for customers, a hotel's nights for its partner. */
export function bidMarketUseCase({ hotelBids, clock }: BidsDeps) {
  return {
    /** A city's accepted bids of the last WINNING_BIDS_DAYS by star rating, without a cell that could name a hotel. */
    async winningBids(regionId: number): Promise<WinningBids> {
      const since = new Date(clock.now().getTime() - WINNING_BIDS_DAYS * DAY_MS);
      const decided = await hotelBids.decidedInRegion(regionId, since);
      const accepted = decided.filter((bid) => actualOutcome(bid) === 'accepted');
      return { region_id: regionId, days: WINNING_BIDS_DAYS, cells: winningBidCells(accepted) };
    },

    /** A hotel's bids night by night, from `from` to `to`. */
    async demandCalendar(hotelId: number, from: string, to: string) {
      return demandCalendar(await hotelBids.stayingAt(hotelId, from, to), from, to);
    },
  };
}
