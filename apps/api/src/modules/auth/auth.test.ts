import { messages, HOUR_MS } from '@bidstay/contract';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInSupplier } from '../../../test/bid-fixtures.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { rows } from '../../db/migrate.ts';
import {
  PASSWORD,
  createCustomer,
  createSignedInCustomer,
  getCustomer,
  mailedResetTokens,
  signIn,
  uniqueEmail,
  type SignedIn,
} from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('answers a token carrying the customer id under sub and id, and exp', async () => {
    const { id, email } = await createCustomer(t.app);
    const response = await signIn(t.app, email.toUpperCase());
    expect(response.statusCode).toBe(200);
    const claims = decodeJwt(response.json().access_token);
    expect(claims).toMatchObject({ sub: id, id });
    expect(claims.exp! - claims.iat!).toBe(24 * 60 * 60);
  });

  it('refuses a wrong password and an unknown email alike with 401', async () => {
    const { email } = await createCustomer(t.app);
    for (const response of [await signIn(t.app, email, 'Wrong1234'), await signIn(t.app, uniqueEmail('nobody'))]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'unauthorized', message: messages.signIn.invalidCredentials });
    }
  });

  const signInFrom = (remoteAddress: string, email: string, password = PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/authenticateCustomer', payload: { email, password }, remoteAddress });

  it('throttles an email from one address after five failures, with a growing delay', async () => {
    const { email } = await createCustomer(t.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signInFrom('10.9.0.1', email, 'Wrong1234')).statusCode).toBe(401);
    }
    const blocked = await signInFrom('10.9.0.1', email);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(messages.signIn.tooManyAttempts);
    t.clock.advance(61 * 1000);
    expect((await signInFrom('10.9.0.1', email, 'Wrong1234')).statusCode).toBe(401);
    t.clock.advance(61 * 1000);
    expect((await signInFrom('10.9.0.1', email)).statusCode).toBe(429);
    t.clock.advance(61 * 1000);
    expect((await signInFrom('10.9.0.1', email)).statusCode).toBe(200);
  });

  it('counts concurrent wrong passwords before checking them: five are checked, the others wait', async () => {
    const { email } = await createCustomer(t.app);
    const tries = Array.from({ length: 25 }, () => signInFrom('10.9.2.1', email, 'Wrong1234'));
    const statuses = (await Promise.all(tries)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    expect((await signInFrom('10.9.2.1', email)).statusCode).toBe(429);
  });

  it('lets the owner sign in from another address while one address fails on their email', async () => {
    const { email } = await createCustomer(t.app);
    for (let attempt = 0; attempt < 8; attempt += 1) await signInFrom('10.9.1.1', email, 'Wrong1234');
    expect((await signInFrom('10.9.1.1', email)).statusCode).toBe(429);
    expect((await signInFrom('10.9.1.2', email)).statusCode).toBe(200);
  });

  it('throttles one address trying many emails', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/authenticateCustomer',
        payload: { email: uniqueEmail('spray'), password: 'Guess1234' },
        remoteAddress: '10.5.5.5',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('refuses a missing field with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/authenticateCustomer',
      payload: { email: 'a@b.se' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('password');
  });
});

describe('session tokens', () => {
  it('expire after 24 hours, or 30 days with remember me', async () => {
    const short = await createSignedInCustomer(t.app);
    const { email } = await createCustomer(t.app);
    const long = (await signIn(t.app, email, PASSWORD, true)).json().access_token as string;
    const longAuth = { authorization: `Bearer ${long}` };
    const longId = decodeJwt(long).sub!;
    expect((await getCustomer(t.app, short)).statusCode).toBe(200);

    t.clock.advance(25 * HOUR_MS);
    expect((await getCustomer(t.app, short)).statusCode).toBe(401);
    const stillValid = await t.app.inject({
      method: 'GET',
      url: `/api/getCustomerById?id=${longId}`,
      headers: longAuth,
    });
    expect(stillValid.statusCode).toBe(200);

    t.clock.advance(30 * 24 * HOUR_MS);
    const expired = await t.app.inject({ method: 'GET', url: `/api/getCustomerById?id=${longId}`, headers: longAuth });
    expect(expired.statusCode).toBe(401);
  });

  it('refuses no token, a tampered token and an unsigned (alg none) token', async () => {
    const who = await createSignedInCustomer(t.app);
    const url = `/api/getCustomerById?id=${who.id}`;
    const [header, payload] = who.token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: who.id, id: who.id, exp: 4_000_000_000 })).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const tokens = [undefined, `${header}.${forged}.${who.token.split('.')[2]}`, `${none}.${payload}.`, 'garbage'];
    for (const token of tokens) {
      const headers = token ? { authorization: `Bearer ${token}` } : {};
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('unauthorized');
    }
  });
});

const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/forgotPassword', payload: { email } });
const reset = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/resetPassword', payload: { token, password } });

async function mailedToken(email: string) {
  const [token] = await mailedResetTokens(t, email);
  if (!token) throw new Error('no reset link mailed');
  return token;
}

describe('forgot password', () => {
  it('answers before any work that depends on the email: one job, for a known and an unknown one alike', async () => {
    const { email } = await createCustomer(t.app);
    const work = async () => {
      const [row] = rows<{ jobs: number; resets: number }>(
        await t.db.execute(sql`select (select count(*)::int from jobs) as jobs,
          (select count(*)::int from password_resets) as resets`),
      );
      return row!;
    };
    await t.runJobs();
    const before = await work();
    await forgot(email);
    const afterKnown = await work();
    await forgot(uniqueEmail('ghost'));
    const afterUnknown = await work();
    expect(afterKnown).toEqual({ jobs: before.jobs + 1, resets: before.resets });
    expect(afterUnknown).toEqual({ jobs: afterKnown.jobs + 1, resets: before.resets });
    expect(await mailedToken(email)).toBeTruthy();
  });

  it('answers the same for a known and an unknown email', async () => {
    const { email } = await createCustomer(t.app);
    const known = await forgot(email);
    const unknown = await forgot(uniqueEmail('ghost'));
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await t.runJobs();
  });

  it('mails a link that sets a new password once', async () => {
    const { email } = await createCustomer(t.app);
    await forgot(email);
    const token = await mailedToken(email);
    expect((await reset(token, 'Renewed123')).statusCode).toBe(200);
    expect((await signIn(t.app, email, 'Renewed123')).statusCode).toBe(200);
    const again = await reset(token, 'Another123');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(messages.passwordReset.invalidLink);
  });

  it('refuses a link older than an hour, and a weak password', async () => {
    const { email } = await createCustomer(t.app);
    await forgot(email);
    const token = await mailedToken(email);
    expect((await reset(token, 'weak')).json().fields).toEqual({ password: messages.password.rule });
    t.clock.advance(HOUR_MS + 1000);
    expect((await reset(token, 'Renewed123')).statusCode).toBe(400);
    expect((await signIn(t.app, email)).statusCode).toBe(200);
  });
});

describe('sessions end with the password', () => {
  const changePassword = (who: SignedIn, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/updateCustomerUserPassword/${who.id}`, headers: who.auth, payload });
  const signOutEverywhere = (who: SignedIn) =>
    t.app.inject({ method: 'POST', url: '/api/signOutEverywhere', headers: who.auth });
  const asSession = (who: SignedIn, token: string): SignedIn => ({
    ...who,
    token,
    auth: { authorization: `Bearer ${token}` },
  });

  it('a password change asks for the current password, then ends every earlier session', async () => {
    const who = await createSignedInCustomer(t.app);
    const elsewhere = asSession(who, (await signIn(t.app, who.email)).json().access_token);
    const missing = await changePassword(who, { password: 'Renewed123' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ currentPassword: messages.password.currentRequired });
    const wrong = await changePassword(who, { currentPassword: 'Wrong1234', password: 'Renewed123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: messages.password.currentWrong });
    expect((await getCustomer(t.app, who)).statusCode).toBe(200);

    expect((await changePassword(who, { currentPassword: PASSWORD, password: 'Renewed123' })).statusCode).toBe(200);
    expect((await getCustomer(t.app, who)).statusCode).toBe(401);
    expect((await getCustomer(t.app, elsewhere)).statusCode).toBe(401);
    const renewed = asSession(who, (await signIn(t.app, who.email, 'Renewed123')).json().access_token);
    expect((await getCustomer(t.app, renewed)).statusCode).toBe(200);
  });

  it('a password change counts wrong current passwords per account like sign-in: the sixth try waits', async () => {
    const who = await createSignedInCustomer(t.app);
    const guesses = Array.from({ length: 40 }, (_, guess) =>
      changePassword(who, { currentPassword: `Guess${guess}abc`, password: 'Renewed123' }),
    );
    const statuses = (await Promise.all(guesses)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    const blocked = await changePassword(who, { currentPassword: PASSWORD, password: 'Renewed123' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(messages.password.tooManyAttempts);
    t.clock.advance(61 * 1000);
    expect((await changePassword(who, { currentPassword: PASSWORD, password: 'Renewed123' })).statusCode).toBe(200);
  });

  it('a reset ends every earlier session and voids the other reset links', async () => {
    const who = await createSignedInCustomer(t.app);
    await forgot(who.email);
    await forgot(who.email);
    const [newer, older] = await mailedResetTokens(t, who.email);
    expect((await reset(newer!, 'Renewed123')).statusCode).toBe(200);
    expect((await reset(older!, 'Another123')).json().message).toBe(messages.passwordReset.invalidLink);
    expect((await getCustomer(t.app, who)).statusCode).toBe(401);
    expect((await signIn(t.app, who.email, 'Renewed123')).statusCode).toBe(200);
  });

  it('sign out everywhere ends every session of a customer and of a hotel partner', async () => {
    const who = await createSignedInCustomer(t.app);
    const elsewhere = asSession(who, (await signIn(t.app, who.email)).json().access_token);
    expect((await signOutEverywhere(who)).statusCode).toBe(200);
    expect((await getCustomer(t.app, who)).statusCode).toBe(401);
    expect((await getCustomer(t.app, elsewhere)).statusCode).toBe(401);
    expect((await signOutEverywhere(who)).statusCode).toBe(401);
    const again = asSession(who, (await signIn(t.app, who.email)).json().access_token);
    expect((await getCustomer(t.app, again)).statusCode).toBe(200);

    const partner = await createSignedInSupplier(t.app, 'all');
    const hotels = () => t.app.inject({ method: 'GET', url: '/api/supplier/hotels', headers: partner.auth });
    expect((await hotels()).statusCode).toBe(200);
    expect((await signOutEverywhere(partner)).statusCode).toBe(200);
    expect((await hotels()).statusCode).toBe(401);
  });
});
