import { describe, expect, it } from 'vitest';
import { fullName, hasConfirmation } from './customer';

describe('fullName', () => {
  it('joins the name and surname, else falls back to the e-mail', () => {
    expect(fullName({ name: 'Ann', surname: 'Lee', email: 'ann@example.com' })).toBe('Ann Lee');
    expect(fullName({ name: 'Ann', surname: '', email: 'ann@example.com' })).toBe('Ann');
    expect(fullName({ name: '', surname: '', email: 'ann@example.com' })).toBe('ann@example.com');
  });
});

describe('hasConfirmation', () => {
  it('is only for a confirmed booking', () => {
    expect(hasConfirmation('confirmed')).toBe(true);
    for (const status of ['quoted', 'paid', 'processing', 'failed', 'refunded', 'cancelled', 'expired'] as const)
      expect(hasConfirmation(status)).toBe(false);
  });
});
