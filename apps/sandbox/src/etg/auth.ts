import { timingSafeEqual } from 'node:crypto';
import { EtgError } from './errors.ts';

export type Credentials = { keyId: string; apiKey: string };

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** HTTP Basic with KEY_ID:API_KEY; answers the key id or throws ETG's auth error. */
export function authenticate(header: string | undefined, credentials: Credentials): string {
  if (!header) throw new EtgError('no_auth_header');
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header.trim());
  const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  if (colon < 1) throw new EtgError('invalid_auth_header');
  const keyId = decoded.slice(0, colon);
  if (!same(keyId, credentials.keyId) || !same(decoded.slice(colon + 1), credentials.apiKey)) {
    throw new EtgError('incorrect_credentials');
  }
  return keyId;
}
