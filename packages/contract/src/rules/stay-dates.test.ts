import { describe, expect, it } from 'vitest';
import { MAX_STAY_NIGHTS } from '../constants.ts';
import { messages } from '../messages.ts';
import { addDays } from './calendar-days.ts';
import { MAX_DAYS_AHEAD, checkinProblem, stayDateProblems, stayLengthProblem } from './stay-dates.ts';

const now = new Date('2026-11-27T12:00:00Z');

describe('stay dates', () => {
  it('takes a stay of one night up to the longest', () => {
    expect(stayLengthProblem({ checkin: '2026-12-01', checkout: '2026-12-02' })).toBeUndefined();
    const longest = { checkin: '2026-12-01', checkout: addDays('2026-12-01', MAX_STAY_NIGHTS) };
    expect(stayLengthProblem(longest)).toBeUndefined();
  });

  it('refuses a check-out on or before the check-in, and a stay too long', () => {
    expect(stayLengthProblem({ checkin: '2026-12-01', checkout: '2026-12-01' })).toBe(
      messages.stay.checkoutNotAfterCheckin,
    );
    const tooLong = { checkin: '2026-12-01', checkout: addDays('2026-12-01', MAX_STAY_NIGHTS + 1) };
    expect(stayLengthProblem(tooLong)).toBe(messages.stay.tooLong);
  });

  it('reads the check-in against the `now` it is given, with a day of grace', () => {
    expect(checkinProblem('2026-11-27', now)).toBeUndefined();
    expect(checkinProblem('2026-11-26', new Date('2026-11-27T00:00:00Z'))).toBeUndefined();
    expect(checkinProblem('2026-11-26', now)).toBe(messages.stay.checkinPast);
    expect(checkinProblem('2026-11-25', new Date('2026-11-20T00:00:00Z'))).toBeUndefined();
    expect(checkinProblem(addDays('2026-11-27', MAX_DAYS_AHEAD), now)).toBeUndefined();
    expect(checkinProblem(addDays('2026-11-27', MAX_DAYS_AHEAD + 1), now)).toBe(messages.stay.checkinTooFar);
  });

  it('names each problem by its field', () => {
    expect(stayDateProblems({ checkin: '2026-11-01', checkout: '2026-11-01' }, now)).toEqual({
      checkin: messages.stay.checkinPast,
      checkout: messages.stay.checkoutNotAfterCheckin,
    });
    expect(stayDateProblems({ checkin: '2026-12-01', checkout: '2026-12-04' }, now)).toEqual({});
  });
});
