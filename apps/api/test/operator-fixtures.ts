import { Secret, TOTP } from 'otpauth';
import type { FastifyInstance } from 'fastify';
import {
  checkout,
  findOfferWith,
  payCard,
  quote,
  rateRequest,
  registerPurchase,
  settle,
  startTestStripe,
} from './booking-fixtures.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { startTestEtg } from './etg-emulator.ts';
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

type OperatorCall = { method?: 'GET' | 'POST'; payload?: object };

/**
 * The back office under test: the app on the partner's and Stripe's emulators, and an enrolled operator who calls it
 * from `address` (a POST when the call has a payload).
 */
export async function startBackOffice(address: string) {
  const etg = await startTestEtg({ hotelCount: 40 });
  const clock = { now: () => t.clock.now() };
  const stripe = await startTestStripe(clock);
  const t: TestApp = await buildTestApp({ etgUrl: etg.url, stripePort: stripe.port });
  let operator = await createEnrolledOperator(t.app, t.clock.now());
  /** A new operator's session, for when the clock has moved past the last one's. */
  async function renewOperator() {
    operator = await createEnrolledOperator(t.app, t.clock.now());
  }
  const asOperator = (url: string, { method, payload }: OperatorCall = {}) =>
    t.app.inject({
      method: method ?? (payload ? 'POST' : 'GET'),
      url,
      headers: operator.auth,
      remoteAddress: address,
      ...(payload && { payload }),
    });
  /** A customer's booking, paid by card and confirmed by the partner. */
  async function paidBooking(customer: SignedIn) {
    const quoted = await quote(t.app, customer, rateRequest(await findOfferWith(t.app, etg.url, 'available')));
    const { session } = await checkout(t.app, customer, quoted);
    await payCard(stripe.url, session.sessionId);
    await registerPurchase(t.app, customer, { session_id: session.sessionId });
    await settle(t);
    return quoted;
  }
  async function close() {
    await t.close();
    await stripe.close();
    await etg.close();
  }
  return {
    t,
    etg,
    stripe,
    get operator() {
      return operator;
    },
    asOperator,
    renewOperator,
    paidBooking,
    close,
  };
}

export type BackOfficeTest = Awaited<ReturnType<typeof startBackOffice>>;
