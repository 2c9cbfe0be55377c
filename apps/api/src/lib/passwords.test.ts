import { describe, expect, it } from 'vitest';
import { NO_PASSWORD, createPasswords } from './passwords.ts';

describe('passwords', () => {
  it('are hashed with scrypt at the default cost, a salt of their own each time', async () => {
    const passwords = createPasswords();
    const [first, second] = await Promise.all([passwords.hash('Secret123'), passwords.hash('Secret123')]);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await passwords.verify('Secret123', first)).toBe(true);
    expect(await passwords.verify('Secret124', first)).toBe(false);
  });

  it('verify with the cost their hash carries, whatever the cost new hashes get', async () => {
    const low = createPasswords(1);
    const stored = await low.hash('Secret123');
    expect(stored).toMatch(/^scrypt\$2\$8\$1\$/);
    const production = createPasswords();
    expect(await production.verify('Secret123', stored)).toBe(true);
    expect(await low.verify('Secret123', await production.hash('Secret123'))).toBe(true);
  });

  it('verify nothing against no account or no password yet', async () => {
    const passwords = createPasswords(1);
    expect(await passwords.verify('Secret123', undefined)).toBe(false);
    expect(await passwords.verify('none', NO_PASSWORD)).toBe(false);
  });
});
