import { Secret, TOTP } from 'otpauth';
import type { FastifyInstance } from 'fastify';
import { PASSWORD, uniqueEmail, type SignedIn } from './factories.ts';

/** What an authenticator app shows for `secret` at `at`, `steps` periods later. */
export function totpCode(secret: string, at: Date, steps = 0) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: at.getTime() + steps * 30_000 });
}

export type Operator = SignedIn & { secret?: string; recoveryCodes?: string[] };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** An operator account, signed in with its password only (no second factor yet). */
export async function createSignedInOperator(app: FastifyInstance, email = uniqueEmail('ops')): Promise<Operator> {
  const created = await app.services.ops.createOperator({ email, password: PASSWORD, name: 'Test Operator' });
  const response = await app.inject({
    method: 'POST',
    url: '/api/authenticateCustomer',
    payload: { email, password: PASSWORD },
  });
  const token: string = response.json().access_token;
  return { id: created.id, email, token, auth: bearer(token) };
}

/** Sets up the operator's TOTP second factor through the API; answers the new session, secret and recovery codes. */
export async function enrolOperator(app: FastifyInstance, operator: Operator, now: Date): Promise<Operator> {
  const started = await app.inject({ method: 'POST', url: '/api/ops/secondFactor/start', headers: operator.auth });
  const { secret } = started.json() as { secret: string };
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/ops/secondFactor/confirm',
    headers: operator.auth,
    payload: { code: totpCode(secret, now) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`enrol: ${confirmed.statusCode} ${confirmed.body}`);
  const { access_token: token, recoveryCodes } = confirmed.json() as { access_token: string; recoveryCodes: string[] };
  return { ...operator, token, auth: bearer(token), secret, recoveryCodes };
}

/** A new operator with a second factor, signed in. */
export async function createEnrolledOperator(app: FastifyInstance, now: Date) {
  return enrolOperator(app, await createSignedInOperator(app), now);
}
