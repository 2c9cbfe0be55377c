import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readStay,
  replacedDates,
  typeCheckin,
  typeCheckout,
  typedCheckinProblem,
  typedCheckoutProblem,
} from './read-stay';

const notesFor = (query: string) => {
  const params = new URLSearchParams(query);
  return replacedDates(params, readStay(params));
};

describe('dates of a URL that cannot be searched', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 27, 12));
  });
  afterEach(() => vi.useRealTimers());

  it('say nothing for dates that are kept or absent', () => {
    expect(notesFor('checkin=2026-12-01&checkout=2026-12-04')).toEqual({});
    expect(notesFor('')).toEqual({});
  });

  it('say that a check-in in the past became today', () => {
    expect(notesFor('checkin=2026-11-01&checkout=2026-12-01')).toEqual({
      checkin: 'Check-in cannot be in the past. We changed it to 27 Nov 2026.',
    });
  });

  it('say why a check-out was replaced', () => {
    expect(notesFor('checkin=2026-12-05&checkout=2026-12-03').checkout).toBe(
      'Check-out must be after check-in. We changed it to 8 Dec 2026.',
    );
    expect(notesFor('checkin=2026-12-05&checkout=2027-02-01').checkout).toMatch(/^A stay is at most 30 nights\./);
    expect(notesFor('checkin=2026-12-05&checkout=soon').checkout).toMatch(/^This is not a date\./);
  });
});

describe('dates typed in a form', () => {
  it('refuse a check-in before today', () => {
    expect(typedCheckinProblem('2026-11-26', '2026-11-27')).toBe('Check-in cannot be in the past.');
    expect(typedCheckinProblem('2026-11-27', '2026-11-27')).toBeUndefined();
  });

  it('refuse a check-out on or before the check-in', () => {
    expect(typedCheckoutProblem('2026-12-05', '2026-12-05')).toBe('Check-out must be after check-in.');
    expect(typedCheckoutProblem('2026-12-05', '2026-12-06')).toBeUndefined();
  });
});

describe('dates typed in a search form', () => {
  const typed = { stay: { checkin: '2027-04-01', checkout: '2027-04-04' }, notes: {} };

  it('move a check-out the new check-in leaves behind, and say where to', () => {
    expect(typeCheckin(typed, '2027-04-10', '2027-03-01')).toEqual({
      stay: { checkin: '2027-04-10', checkout: '2027-04-13' },
      notes: { checkout: 'We moved check-out to 13 Apr 2027.' },
    });
  });

  it('move a check-out the new check-in puts over 30 nights away', () => {
    const moved = typeCheckin(
      { ...typed, stay: { checkin: '2027-04-01', checkout: '2027-04-20' } },
      '2027-03-10',
      '2027-03-01',
    );
    expect(moved.stay.checkout).toBe('2027-03-13');
    expect(moved.notes.checkout).toBe('We moved check-out to 13 Mar 2027.');
  });

  it('keep a check-out that still follows the new check-in, and what was said of it', () => {
    const said = { checkin: 'Check-in cannot be in the past.', checkout: 'We moved check-out to 4 Apr 2027.' };
    expect(typeCheckin({ ...typed, notes: said }, '2027-04-02', '2027-03-01')).toEqual({
      stay: { checkin: '2027-04-02', checkout: '2027-04-04' },
      notes: { checkout: 'We moved check-out to 4 Apr 2027.' },
    });
  });

  it('refuse a check-out on or before the check-in, and say which one stays', () => {
    expect(typeCheckout(typed, '2027-03-31')).toEqual({
      stay: typed.stay,
      notes: { checkout: 'Check-out must be after check-in. Check-out stays 4 Apr 2027.' },
    });
    expect(typeCheckout(typed, '2027-04-06')).toEqual({
      stay: { checkin: '2027-04-01', checkout: '2027-04-06' },
      notes: { checkout: undefined },
    });
  });
});
