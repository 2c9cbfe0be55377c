import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomText(length: number): string {
  return [...randomBytes(length)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/** Ids shaped like Stripe's test-mode ids, e.g. `cs_test_a1B2…`, `pi_3N…`. */
export function newId(prefix: string, length = 24): string {
  return `${prefix}_${randomText(length)}`;
}

export function newSecret(length = 32): string {
  return randomText(length);
}
