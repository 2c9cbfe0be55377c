import { describe, expect, it } from 'vitest';
import { guestFormDefaults, partiesDiffer } from './guest-form';

const named = (type: 'adult' | 'child', name: string, age: number | null = null) => ({
  type,
  age,
  name,
  surname: 'Berg',
});

describe('the booking form filled from the guests saved with a bid', () => {
  it('keeps every saved name, in the stay the hotel priced, when a guest was saved as another type', () => {
    const saved = [{ guests: [named('adult', 'Maja'), named('child', 'Ola', 7)] }];
    const { rooms } = guestFormDefaults([{ adults: 2, children: [] }], saved);
    expect(rooms[0]?.guests.map((guest) => guest.first_name)).toEqual(['Maja', 'Ola']);
    expect(rooms[0]?.guests.map((guest) => guest.is_child)).toEqual([false, false]);
    expect(partiesDiffer([{ adults: 2, children: [] }], saved)).toBe(true);
  });

  it('puts adults and children in their own places when the saved party matches', () => {
    const saved = [{ guests: [named('child', 'Ola', 7), named('adult', 'Maja')] }];
    const stay = [{ adults: 1, children: [7] }];
    const { rooms } = guestFormDefaults(stay, saved);
    expect(rooms[0]?.guests.map((guest) => guest.first_name)).toEqual(['Maja', 'Ola']);
    expect(partiesDiffer(stay, saved)).toBe(false);
  });
});
