import { messages } from '@bidstay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInSupplier } from '../../../test/bid-fixtures.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { PASSWORD, mailedResetTokens, type SignedIn } from '../../../test/factories.ts';
import { createEnrolledOperator, totpCode } from '../../../test/operator-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const STEP_MS = 30_000;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (url: string, payload: object, auth: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: auth, payload });
const partnerHotels = (auth: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/supplier/hotels', headers: auth });
const operatorMe = (auth: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/ops/me', headers: auth });

const signIn = (email: string, password: string, code?: string) =>
  post('/api/authenticateCustomer', { email, password, ...(code && { code }) });

/** Another session of the same account. */
async function secondSession(who: SignedIn, code?: string) {
  return bearer((await signIn(who.email, PASSWORD, code)).json().access_token);
}

describe("a hotel partner's password", () => {
  const change = (who: SignedIn, payload: object) => post('/api/supplier/changePassword', payload, who.auth);

  it('changes with the current password only; every other session ends and this one goes on', async () => {
    const partner = await createSignedInSupplier(t.app, []);
    const elsewhere = await secondSession(partner);
    const wrong = await change(partner, { currentPassword: 'Wrong1234', password: 'Renewed123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: messages.password.currentWrong });
    expect((await change(partner, { password: 'Renewed123' })).json().fields).toEqual({
      currentPassword: messages.password.currentRequired,
    });

    const changed = await change(partner, { currentPassword: PASSWORD, password: 'Renewed123' });
    expect(changed.statusCode).toBe(200);
    expect((await partnerHotels(partner.auth)).statusCode).toBe(401);
    expect((await partnerHotels(elsewhere)).statusCode).toBe(401);
    expect((await partnerHotels(bearer(changed.json().access_token))).statusCode).toBe(200);
    expect((await signIn(partner.email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(partner.email, 'Renewed123')).statusCode).toBe(200);
  });

  it('answers 429 after five wrong current passwords, even the right one', async () => {
    const partner = await createSignedInSupplier(t.app, []);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await change(partner, { currentPassword: 'Wrong1234', password: 'Renewed123' })).statusCode).toBe(400);
    }
    const blocked = await change(partner, { currentPassword: PASSWORD, password: 'Renewed123' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(messages.password.tooManyAttempts);
  });

  it("each role's route refuses the other role's token with 403", async () => {
    const operator = await createEnrolledOperator(t.app, t.clock.now());
    const body = { currentPassword: PASSWORD, password: 'Renewed123' };
    expect((await post('/api/supplier/changePassword', body, operator.auth)).statusCode).toBe(403);
    expect(
      (await post('/api/ops/changePassword', body, (await createSignedInSupplier(t.app, [])).auth)).statusCode,
    ).toBe(403);
  });
});

describe("a hotel partner's forgotten password", () => {
  it('is reset from a mailed link, once; the reset ends every session and voids the other links', async () => {
    const partner = await createSignedInSupplier(t.app, []);
    await post('/api/forgotPassword', { email: partner.email.toUpperCase() });
    await post('/api/forgotPassword', { email: partner.email });
    const [newer, older] = await mailedResetTokens(t, partner.email);
    expect(newer).toBeTruthy();

    expect((await post('/api/resetPassword', { token: newer, password: 'Renewed123' })).statusCode).toBe(200);
    expect((await post('/api/resetPassword', { token: older, password: 'Another123' })).json().message).toBe(
      messages.passwordReset.invalidLink,
    );
    expect((await post('/api/resetPassword', { token: newer, password: 'Another123' })).statusCode).toBe(400);
    expect((await partnerHotels(partner.auth)).statusCode).toBe(401);
    expect((await signIn(partner.email, 'Renewed123')).statusCode).toBe(200);
  });

  it('mails nothing to a deactivated partner, nor to an operator', async () => {
    const partner = await createSignedInSupplier(t.app, []);
    await t.db.transaction((tx) => t.app.services.supplier.setPartnerActive(partner.id, false, tx));
    const operator = await createEnrolledOperator(t.app, t.clock.now());
    for (const { email } of [partner, operator]) {
      expect((await post('/api/forgotPassword', { email })).statusCode).toBe(200);
      expect(await mailedResetTokens(t, email)).toEqual([]);
    }
  });
});

describe("an operator's password", () => {
  it('changes with the current password; every other session ends, this one goes on, and the audit says so', async () => {
    const operator = await createEnrolledOperator(t.app, t.clock.now());
    t.clock.advance(STEP_MS);
    const elsewhere = await secondSession(operator, totpCode(operator.secret!, t.clock.now()));
    const change = (payload: object) => post('/api/ops/changePassword', payload, operator.auth);
    const wrong = await change({ currentPassword: 'Wrong1234', password: 'Renewed123' });
    expect(wrong.json().fields).toEqual({ currentPassword: messages.password.currentWrong });

    const changed = await change({ currentPassword: PASSWORD, password: 'Renewed123' });
    expect(changed.statusCode).toBe(200);
    const renewed = bearer(changed.json().access_token);
    expect((await operatorMe(operator.auth)).statusCode).toBe(401);
    expect((await operatorMe(elsewhere)).statusCode).toBe(401);
    expect((await operatorMe(renewed)).json()).toMatchObject({ email: operator.email, secondFactor: true });
    t.clock.advance(STEP_MS);
    const code = totpCode(operator.secret!, t.clock.now());
    expect((await signIn(operator.email, 'Renewed123', code)).statusCode).toBe(200);

    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/ops/audit?q=${encodeURIComponent(`operator:${operator.id}`)}`,
      headers: renewed,
    });
    expect(audit.json().entries).toEqual([
      expect.objectContaining({ action: 'password-changed', operatorId: operator.id }),
    ]);
  });
});
