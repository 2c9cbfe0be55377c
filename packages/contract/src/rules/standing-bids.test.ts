import { describe, expect, it } from 'vitest';
import { createStandingBidBodySchema } from '../standing-bids.ts';
import { addDays } from './calendar-days.ts';
import type { RuleSet } from './rule-lines.ts';
import {
  acceptingRate,
  bidsBelowSomeRoom,
  inTurns,
  standingBidBlock,
  standingBidCapBreached,
  standingBidOver,
  stayAmountFromNightly,
} from './standing-bids.ts';

const state = { status: 'active' as const, checkIn: '2027-03-10', until: '2027-03-09', lastBidOn: null };

describe('standingBidBlock', () => {
  it('lets an active standing bid place one bid a day, up to its last day', () => {
    expect(standingBidBlock(state, '2027-03-01')).toBeNull();
    expect(standingBidBlock({ ...state, lastBidOn: '2027-03-01' }, '2027-03-01')).toBe('today_done');
    expect(standingBidBlock({ ...state, lastBidOn: '2027-02-28' }, '2027-03-01')).toBeNull();
    expect(standingBidBlock(state, '2027-03-09')).toBeNull();
    expect(standingBidBlock(state, '2027-03-10')).toBe('over');
  });

  it('never places for a stay that has begun, nor once ended', () => {
    expect(standingBidBlock({ ...state, until: '2027-03-20' }, '2027-03-10')).toBe('past_stay');
    expect(standingBidBlock({ ...state, status: 'cancelled' }, '2027-03-01')).toBe('inactive');
    expect(standingBidOver(state, '2027-03-10')).toBe(true);
    expect(standingBidOver(state, '2027-03-09')).toBe(false);
  });
});

describe('acceptingRate', () => {
  const stay = { checkIn: '2027-03-10', checkOut: '2027-03-12', madeOn: '2027-03-01' };
  const rate = (name: string, listed: number) => ({ rate: name, listed, floor: listed * 0.7, roomName: name });
  const rules = (autoAcceptPercent: number): RuleSet => ({
    lines: [{ label: 'All', when: {}, autoAcceptPercent, rejectBelowPercent: null, counterPercent: null }],
    nightlyCap: null,
  });

  it('is the dearest rate whose first holding line accepts the amount below its listed price', () => {
    const rates = [rate('Double', 400), rate('Suite', 500), rate('Single', 300)];
    expect(acceptingRate(380, stay, rates, rules(90))?.rate).toBe('Double');
    expect(acceptingRate(380, stay, rates, rules(70))?.rate).toBe('Suite');
    expect(acceptingRate(380, stay, rates, rules(99))).toBeUndefined();
  });

  it('is none when no line holds or the amount is not below the listed price', () => {
    expect(acceptingRate(380, stay, [rate('Double', 400)], { lines: [], nightlyCap: null })).toBeUndefined();
    expect(acceptingRate(400, stay, [rate('Double', 400)], rules(50))).toBeUndefined();
  });
});

describe('standingBidCapBreached', () => {
  const stay = (hotelId: number, checkIn: string) => ({ hotelId, checkIn, checkOut: addDays(checkIn, 2) });
  const wanted = stay(7, '2027-03-10');

  it('allows three active standing bids for one hotel and stay, and refuses a fourth', () => {
    expect(standingBidCapBreached([wanted, wanted], wanted)).toBeNull();
    expect(standingBidCapBreached([wanted, wanted, wanted], wanted)).toBe('stay');
    expect(standingBidCapBreached([wanted, wanted, wanted], stay(8, '2027-03-10'))).toBeNull();
    expect(standingBidCapBreached([wanted, wanted, wanted], { ...wanted, checkOut: '2027-03-13' })).toBeNull();
  });

  it('refuses a twenty-first active standing bid, whatever its stay', () => {
    const twenty = Array.from({ length: 20 }, (_, index) => stay(index, '2027-03-10'));
    expect(standingBidCapBreached(twenty.slice(1), wanted)).toBeNull();
    expect(standingBidCapBreached(twenty, stay(99, '2027-04-01'))).toBe('customer');
  });
});

describe('bidsBelowSomeRoom', () => {
  it('holds below the dearest listed price, never at or above it, and never without rooms', () => {
    expect(bidsBelowSomeRoom(399.99, [300, 400])).toBe(true);
    expect(bidsBelowSomeRoom(400, [300, 400])).toBe(false);
    expect(bidsBelowSomeRoom(10_000_000, [300, 400])).toBe(false);
    expect(bidsBelowSomeRoom(100, [])).toBe(false);
  });
});

describe('inTurns', () => {
  it("takes one of each owner's items in turn, keeping the order given within an owner", () => {
    const items = ['a1', 'a2', 'a3', 'a4', 'b1', 'c1', 'c2'];
    expect(inTurns(items, (item) => item[0]!)).toEqual(['a1', 'b1', 'c1', 'a2', 'c2', 'a3', 'a4']);
    expect(inTurns([], String)).toEqual([]);
  });
});

describe('standing bid body', () => {
  const body = {
    hotel_id: 7,
    check_in: '2027-03-10',
    check_out: '2027-03-12',
    guests: [{ adults: 2 }],
    amount: 300,
    until: '2027-03-09',
  };

  it('ends at the latest the day before check-in', () => {
    expect(createStandingBidBodySchema.safeParse(body).success).toBe(true);
    const late = createStandingBidBodySchema.safeParse({ ...body, until: '2027-03-10' });
    expect(late.error?.issues[0]?.path).toEqual(['until']);
  });

  it('refuses a check-in that is no day on its field, not by throwing', () => {
    const garbled = createStandingBidBodySchema.safeParse({ ...body, check_in: 'GV' });
    expect(garbled.error?.issues.map((issue) => issue.path)).toEqual([['check_in']]);
  });

  it('turns a nightly amount into one for the stay', () => {
    expect(stayAmountFromNightly(120.5, '2027-03-10', '2027-03-13')).toBe(361.5);
  });
});
