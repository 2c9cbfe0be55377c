import { describe, expect, it } from 'vitest';
import { completeStay } from './stay';

describe('the stay of a search form', () => {
  const draft = { checkin: '2027-04-10', checkout: '2027-04-13', currency: 'EUR' as const };

  it('waits for the age of every child', () => {
    expect(completeStay({ ...draft, guests: [{ adults: 2, children: [7, undefined] }] })).toBeUndefined();
  });

  it('is the stay once every child has an age', () => {
    const guests = [
      { adults: 2, children: [7, 0] },
      { adults: 1, children: [] },
    ];
    expect(completeStay({ ...draft, guests })).toEqual({ ...draft, guests });
  });
});
