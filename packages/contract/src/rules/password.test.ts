import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, signUpFormSchema } from '../auth.ts';
import { isStrongPassword } from './password.ts';
import { messages } from '../messages.ts';

describe('password rule', () => {
  it.each(['Abcdefg1', 'Demo12345', 'xY9xxxxxxxxx'])('accepts %s', (password) => {
    expect(isStrongPassword(password)).toBe(true);
  });

  it.each(['Abcdef1', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh', ''])('refuses %s', (password) => {
    expect(isStrongPassword(password)).toBe(false);
  });

  it('accepts any 8+ character string with upper, lower and digit', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 5, maxLength: 40 }), (rest) => {
        expect(isStrongPassword(`aA1${rest}`)).toBe(true);
      }),
    );
  });

  it('uses the sign-up wording on sign-up and the change wording on change', () => {
    const signUp = signUpFormSchema.safeParse({ email: 'a@b.se', password: 'short', confirmation: 'short' });
    const change = changePasswordFormSchema.safeParse({
      currentPassword: 'x',
      password: 'short',
      confirmation: 'short',
    });
    expect(signUp.error?.issues[0]?.message).toBe(messages.signUp.passwordRule);
    expect(change.error?.issues[0]?.message).toBe(messages.password.rule);
  });

  it('requires the confirmation to match', () => {
    const result = signUpFormSchema.safeParse({ email: 'a@b.se', password: 'Abcdefg1', confirmation: 'Abcdefg2' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmation'], message: messages.signUp.passwordsDoNotMatch }),
    ]);
  });
});
