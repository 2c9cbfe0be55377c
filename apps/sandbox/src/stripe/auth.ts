import { timingSafeEqual } from 'node:crypto';
import { StripeApiError } from './errors.ts';

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function masked(key: string): string {
  return key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}` : key;
}

function unauthorized(message: string): StripeApiError {
  return new StripeApiError(401, 'invalid_request_error', message);
}

/** `Authorization: Bearer sk_…` (or HTTP Basic with the key as user name), as Stripe accepts it. */
export function authenticate(header: string | undefined, secretKey: string): void {
  const bearer = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  const basic = /^Basic\s+(\S+)$/i.exec(header ?? '')?.[1];
  const key = bearer ?? (basic ? Buffer.from(basic, 'base64').toString('utf8').split(':')[0] : undefined);
  if (!key) {
    throw unauthorized(
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    );
  }
  if (!same(key, secretKey)) throw unauthorized(`Invalid API Key provided: ${masked(key)}`);
}
