import { describe, expect, it } from 'vitest';
import { isProfileComplete, missingProfileFields, profileCompletion } from './profile-completion.ts';

const full = {
  email: 'a@b.se',
  name: 'Ada',
  surname: 'Lovelace',
  phone: '+46 70 000 00 00',
  nationality: 'SE',
  address: 'Drottninggatan 1',
  city: 'Stockholm',
  zipCode: '111 51',
  country: 'Sweden',
  currency: 'SEK',
};

describe('profile completion', () => {
  it('is 100% when all ten fields are filled', () => {
    expect(profileCompletion(full)).toBe(100);
    expect(isProfileComplete(full)).toBe(true);
  });

  it('counts only the email of a new account as 10%', () => {
    expect(profileCompletion({ email: 'a@b.se' })).toBe(10);
  });

  it('treats blank and whitespace-only fields as missing', () => {
    const profile = { ...full, phone: '   ', city: '' };
    expect(missingProfileFields(profile)).toEqual(['phone', 'city']);
    expect(profileCompletion(profile)).toBe(80);
    expect(isProfileComplete(profile)).toBe(false);
  });

  it('rounds to a whole percent', () => {
    expect(profileCompletion({ ...full, name: null, surname: undefined, currency: '' })).toBe(70);
  });
});
