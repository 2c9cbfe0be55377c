import { describe, expect, it } from 'vitest';
import { demandCalendar, emptyNight, winningBidCells, type CalendarBid } from './bid-market.ts';

const won = (stars: number, percent: number) => ({ stars, bid: percent * 2, listed: 200 });

describe('the winning bids of a city', () => {
  it('range each star rating from its 10th to its 90th percentile, in whole percents', () => {
    const fourStars = [80, 82, 83, 84, 85, 86, 87, 88, 89, 95].map((percent) => won(4.5, percent));
    expect(winningBidCells(fourStars)).toEqual([{ stars: 4, accepted: 10, percentLow: 80, percentHigh: 89 }]);
  });

  it('leave out a star rating with fewer than five accepted bids, and put the most stars first', () => {
    const cells = winningBidCells([
      ...[70, 71, 72, 73, 74].map((percent) => won(3, percent)),
      ...[90, 91, 92, 93].map((percent) => won(5, percent)),
      ...[85.5, 86, 86, 87, 88.2].map((percent) => won(4, percent)),
    ]);
    expect(cells).toEqual([
      { stars: 4, accepted: 5, percentLow: 85, percentHigh: 89 },
      { stars: 3, accepted: 5, percentLow: 70, percentHigh: 74 },
    ]);
  });
});

const bid = (checkIn: string, checkOut: string, status: string, percent: number, counter?: number): CalendarBid => ({
  checkIn,
  checkOut,
  status,
  counterAmount: counter ?? null,
  bid: percent,
  listed: 100,
});

describe("a hotel's demand calendar", () => {
  it('counts each bid on every night of its stay, by how it ended', () => {
    const nights = demandCalendar(
      [
        bid('2027-03-01', '2027-03-03', 'accepted', 90),
        bid('2027-03-02', '2027-03-03', 'completed', 80),
        bid('2027-03-02', '2027-03-04', 'rejected', 70),
        bid('2027-03-02', '2027-03-03', 'rejected', 75),
        bid('2027-03-02', '2027-03-03', 'counteroffer', 60, 85),
        bid('2027-03-02', '2027-03-03', 'pending', 65),
      ],
      '2027-03-01',
      '2027-03-04',
    );
    expect(nights).toEqual([
      night('2027-03-01', { placed: 1, accepted: 1, medianAcceptedPercent: 90, capUsed: 1 }),
      night('2027-03-02', {
        placed: 6,
        accepted: 2,
        countered: 1,
        declined: 2,
        pending: 1,
        medianAcceptedPercent: 80,
        bestDeclinedPercent: 75,
        capUsed: 2,
      }),
      night('2027-03-03', { placed: 1, declined: 1, bestDeclinedPercent: 70 }),
      night('2027-03-04', {}),
    ]);
  });

  it('gives a share of the listed price to a tenth of a percent', () => {
    const [first] = demandCalendar(
      [{ ...bid('2027-03-01', '2027-03-02', 'accepted', 0), bid: 2, listed: 3 }],
      '2027-03-01',
      '2027-03-01',
    );
    expect(first!.medianAcceptedPercent).toBe(66.7);
  });
});

function night(date: string, counts: Partial<ReturnType<typeof demandCalendar>[number]>) {
  return { ...emptyNight(date), ...counts };
}
