import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const MAX_MEMORY = 64 * 1024 * 1024;

/** scrypt's cost as log2 of N: production's, and the least NODE_ENV=production accepts (decision 018). */
export const DEFAULT_PASSWORD_COST = 14;
/** The highest cost whose memory (128 · N · r bytes) stays within MAX_MEMORY. */
export const MAX_PASSWORD_COST = 15;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Against the parameters the stored hash carries: a hash made at another cost still verifies. */
async function verifyHash(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

export type Passwords = ReturnType<typeof createPasswords>;

/** scrypt with a per-password salt at `cost`, stored as scrypt$N$r$p$salt$hash. */
export function createPasswords(cost = DEFAULT_PASSWORD_COST) {
  const params = { N: 2 ** cost, r: 8, p: 1 };
  async function hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await scrypt(password, salt, params);
    return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
  }
  /** Made at once, not at the first unknown email: that one would otherwise take twice as long. */
  const dummy = hash(randomBytes(12).toString('hex'));
  return {
    hash,
    /** With no account (`stored` undefined), a hash of this cost is checked all the same: a wrong email costs what a wrong password does. */
    async verify(password: string, stored: string | undefined): Promise<boolean> {
      if (stored !== undefined) return verifyHash(password, stored);
      await verifyHash(password, await dummy);
      return false;
    },
  };
}

/** Stored for an account that has no password yet (an invited partner): no password verifies against it. */
export const NO_PASSWORD = 'none';
