import { describe, expect, it } from 'vitest';
import { floorsByRoom } from './rule-floors.ts';
import type { PastBid } from './rule-simulation.ts';

const past = (roomName: string, checkIn: string, floor: number): PastBid => ({
  id: `${roomName}-${checkIn}-${floor}`,
  roomName,
  checkIn,
  checkOut: checkIn,
  madeOn: '2027-01-01',
  bid: 90,
  listed: 200,
  floor,
  currency: 'EUR',
  status: 'pending',
  counterAmount: null,
});

describe('the floors of a hotel', () => {
  it('are read by room and check-in month, each a range rounded up to a tenth of a percent', () => {
    const floors = floorsByRoom([
      past('Double', '2027-03-04', 192.01),
      past('Double', '2027-03-20', 190),
      past('Double', '2027-04-02', 186),
      past('Suite', '2027-03-10', 150),
    ]);
    expect(floors).toEqual([
      { roomName: 'Double', from: '2027-03-04', to: '2027-03-20', lowestPercent: 95, highestPercent: 96.1, bids: 2 },
      { roomName: 'Double', from: '2027-04-02', to: '2027-04-02', lowestPercent: 93, highestPercent: 93, bids: 1 },
      { roomName: 'Suite', from: '2027-03-10', to: '2027-03-10', lowestPercent: 75, highestPercent: 75, bids: 1 },
    ]);
  });
});
