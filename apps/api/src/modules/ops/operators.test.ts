import { OPERATOR_INVITATION_TTL_MS, messages, type OperatorAccount } from '@bidstay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInSupplier } from '../../../test/bid-fixtures.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { PASSWORD, createCustomer, uniqueEmail } from '../../../test/factories.ts';
import { createEnrolledOperator, enrolOperator, totpCode, type Operator } from '../../../test/operator-fixtures.ts';

const OPS_ADDRESS = '10.72.0.1';
const STEP_MS = 30_000;
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let t: TestApp;
let lead: Operator;
beforeAll(async () => {
  t = await buildTestApp();
  lead = await createEnrolledOperator(t.app, t.clock.now());
});
afterAll(() => t.close());

type Call = { method?: 'GET' | 'POST'; payload?: object; auth?: Record<string, string>; address?: string };
let callers = 0;
const call = (url: string, { method = 'GET', payload, auth, address }: Call = {}) =>
  t.app.inject({
    method,
    url,
    headers: auth ?? {},
    remoteAddress: address ?? `10.73.${Math.floor(callers / 250)}.${(callers++ % 250) + 1}`,
    ...(payload && { payload }),
  });
const asLead = (url: string) => call(url, { auth: lead.auth, address: OPS_ADDRESS });
const postAsLead = (url: string, payload?: object) =>
  call(url, { method: 'POST', payload, auth: lead.auth, address: OPS_ADDRESS });
const signIn = (email: string, password = PASSWORD, code?: string) =>
  call('/api/authenticateCustomer', { method: 'POST', payload: { email, password, ...(code && { code }) } });
const me = (auth: Record<string, string>) => call('/api/ops/me', { auth });

/** The newest invitation link mailed to `email`: the mail job runs first. */
async function invitationToken(email: string) {
  await t.runJobs();
  const [token] = t.mailbox
    .list(email)
    .map((mail) => /operator-invitation\?token=([\w-]+)/.exec(mail.text)?.[1])
    .filter((found): found is string => Boolean(found));
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

async function invite(name = 'Nadia Ops') {
  const email = uniqueEmail('operator');
  const response = await postAsLead('/api/ops/operators', { email, name });
  expect(response.statusCode).toBe(201);
  return { email, account: response.json() as OperatorAccount, token: await invitationToken(email) };
}

const setPassword = (token: string, password = PASSWORD) =>
  call('/api/setOperatorPassword', { method: 'POST', payload: { token, password } });

/** An invited operator who set a password, signed in and set up a second factor. */
async function colleague(): Promise<Operator> {
  const { email, account, token } = await invite();
  expect((await setPassword(token)).statusCode).toBe(200);
  const access: string = (await signIn(email)).json().access_token;
  return enrolOperator(t.app, { id: account.id, email, token: access, auth: bearer(access) }, t.clock.now());
}

async function listed(email: string) {
  const response = await asLead(`/api/ops/operators?q=${encodeURIComponent(email)}`);
  expect(response.statusCode).toBe(200);
  return (response.json().operators as OperatorAccount[]).find((operator) => operator.email === email);
}

async function auditOf(id: string) {
  const response = await asLead(`/api/ops/audit?q=${encodeURIComponent(`operator:${id}`)}`);
  return response.json().entries as { action: string; operatorId: string; address: string }[];
}

describe('the list of operators', () => {
  it('shows each operator with its status, second-factor state and whether the invitation is used', async () => {
    expect(await listed(lead.email)).toEqual({
      id: lead.id,
      email: lead.email,
      name: 'Test Operator',
      active: true,
      secondFactor: true,
      passwordSet: true,
      createdAt: expect.any(String),
    });
    const { email } = await invite();
    expect(await listed(email)).toMatchObject({ active: true, secondFactor: false, passwordSet: false });
    const all = await asLead('/api/ops/operators');
    expect(all.json().total).toBeGreaterThanOrEqual(2);
  });
});

describe('inviting an operator', () => {
  it('mails a link; the operator sets a password once, signs in and sets up a second factor', async () => {
    const { email, account, token } = await invite('Olga Ops');
    expect(account).toMatchObject({ email, name: 'Olga Ops', passwordSet: false, secondFactor: false });
    const [mail] = t.mailbox.list(email);
    expect(mail).toMatchObject({ subject: 'You are invited to the Bidstay back office' });
    expect(mail!.text).toContain(`http://bidstay.test/operator-invitation?token=${token}`);
    expect((await signIn(email)).statusCode).toBe(401);

    expect((await setPassword(token)).json()).toEqual({ message: messages.ops.passwordSet });
    const again = await setPassword(token, 'Another123');
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual({ token: messages.ops.invitationInvalid });

    const signedIn = await signIn(email);
    expect(signedIn.statusCode).toBe(200);
    await enrolOperator(
      t.app,
      { id: account.id, email, token: '', auth: bearer(signedIn.json().access_token) },
      t.clock.now(),
    );
    expect(await listed(email)).toMatchObject({ passwordSet: true, secondFactor: true });
    const audit = await auditOf(account.id);
    expect(audit.map((entry) => entry.action)).toEqual(['operator-password-set', 'operator-invited']);
    expect(audit[1]).toMatchObject({ operatorId: lead.id, address: OPS_ADDRESS });
    expect(audit[0]).toMatchObject({ operatorId: account.id });
  });

  it('refuses an expired link, and a new invitation spends the earlier link', async () => {
    const { email, token } = await invite();
    t.clock.advance(OPERATOR_INVITATION_TTL_MS);
    lead = await renewed(lead);
    expect((await setPassword(token)).json().fields).toEqual({ token: messages.ops.invitationExpired });
    expect((await postAsLead('/api/ops/operators', { email, name: 'Nadia Ops' })).statusCode).toBe(201);
    const newer = await invitationToken(email);
    expect(newer).not.toBe(token);
    expect((await setPassword(token)).json().fields).toEqual({ token: messages.ops.invitationInvalid });
    expect((await setPassword(newer)).statusCode).toBe(200);
  });

  it('refuses with 409 an e-mail a customer, a partner or an operator holds, and a name or e-mail that is not one', async () => {
    const customer = await createCustomer(t.app);
    const partner = await createSignedInSupplier(t.app, []);
    for (const email of [customer.email, partner.email.toUpperCase(), lead.email]) {
      const response = await postAsLead('/api/ops/operators', { email, name: 'Mallory' });
      expect(response.statusCode).toBe(409);
      expect(response.json().fields).toEqual({ email: messages.ops.emailTaken });
    }
    const invalid = await postAsLead('/api/ops/operators', { email: 'not-an-email', name: ' ' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toMatchObject({ name: messages.ops.operatorNameRequired });
  });
});

/** A new session of `operator` on a clock that moved past its session's lifetime: a fresh code, one step later. */
async function renewed(operator: Operator): Promise<Operator> {
  t.clock.advance(STEP_MS);
  const signedIn = await signIn(operator.email, PASSWORD, totpCode(operator.secret!, t.clock.now()));
  expect(signedIn.statusCode).toBe(200);
  return { ...operator, token: signedIn.json().access_token, auth: bearer(signedIn.json().access_token) };
}

describe('deactivating an operator', () => {
  it('refuses its token at once and its sign-in; reactivated, it signs in again but the old token stays refused', async () => {
    const other = await colleague();
    expect((await me(other.auth)).statusCode).toBe(200);

    const deactivated = await postAsLead(`/api/ops/operators/${other.id}/deactivate`);
    expect(deactivated.json()).toMatchObject({ id: other.id, active: false });
    expect((await me(other.auth)).statusCode).toBe(401);
    t.clock.advance(STEP_MS);
    expect((await signIn(other.email, PASSWORD, totpCode(other.secret!, t.clock.now()))).statusCode).toBe(401);

    const reactivated = await postAsLead(`/api/ops/operators/${other.id}/reactivate`);
    expect(reactivated.json()).toMatchObject({ id: other.id, active: true });
    expect((await me(other.auth)).statusCode).toBe(401);
    const back = await renewed(other);
    expect((await me(back.auth)).statusCode).toBe(200);
    expect((await auditOf(other.id)).map((entry) => entry.action).slice(0, 2)).toEqual([
      'operator-reactivated',
      'operator-deactivated',
    ]);
  });

  it('is refused on oneself with 409, and on an unknown id with 404, recording nothing', async () => {
    for (const action of ['deactivate', 'reactivate', 'resetSecondFactor']) {
      const response = await postAsLead(`/api/ops/operators/${lead.id}/${action}`);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(messages.ops.notOnYourself);
      expect((await postAsLead(`/api/ops/operators/${NO_SUCH_ID}/${action}`)).statusCode).toBe(404);
    }
    expect((await me(lead.auth)).json()).toMatchObject({ secondFactor: true });
    expect(await auditOf(lead.id)).toEqual([]);
  });
});

describe("resetting another operator's second factor", () => {
  it('signs it out, drops its secret and recovery codes, and it sets up a new one after its password', async () => {
    const other = await colleague();
    const reset = await postAsLead(`/api/ops/operators/${other.id}/resetSecondFactor`);
    expect(reset.json()).toMatchObject({ id: other.id, active: true, secondFactor: false });
    expect((await me(other.auth)).statusCode).toBe(401);

    const signedIn = await signIn(other.email);
    expect(signedIn.statusCode).toBe(200);
    const status = await call('/api/ops/secondFactor', { auth: bearer(signedIn.json().access_token) });
    expect(status.json()).toMatchObject({ enrolled: false, recoveryCodesLeft: 0 });
    const enrolled = await enrolOperator(
      t.app,
      { ...other, token: signedIn.json().access_token, auth: bearer(signedIn.json().access_token) },
      t.clock.now(),
    );
    expect(enrolled.secret).not.toBe(other.secret);
    expect((await auditOf(other.id)).map((entry) => entry.action)[0]).toBe('operator-second-factor-reset');
  });
});
