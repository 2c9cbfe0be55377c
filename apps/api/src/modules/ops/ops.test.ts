import { HOUR_MS, messages } from '@bidstay/contract';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { openApiRoutes } from '../../../test/openapi-routes.ts';
import { PASSWORD } from '../../../test/factories.ts';
import {
  createEnrolledOperator,
  createSignedInOperator,
  enrolOperator,
  totpCode,
  type Operator,
} from '../../../test/operator-fixtures.ts';
import { rows } from '../../db/migrate.ts';
import { DEMO_OPERATOR, seedDemoOperator } from './demo-operator.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const STEP_MS = 30_000;
let addresses = 0;
const signInWith = (email: string, payload: object, remoteAddress = `10.60.0.${++addresses}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/authenticateCustomer',
    payload: { email, password: PASSWORD, ...payload },
    remoteAddress,
  });
const me = (who: { auth: Record<string, string> }) =>
  t.app.inject({ method: 'GET', url: '/api/ops/me', headers: who.auth });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('the demo operator', () => {
  it('is created once and signs in with the README password, without a second factor yet', async () => {
    await Promise.all([seedDemoOperator(t.app.services.ops), seedDemoOperator(t.app.services.ops)]);
    const signedIn = await signInWith(DEMO_OPERATOR.email, { password: DEMO_OPERATOR.password });
    expect(signedIn.statusCode).toBe(200);
    const session = await me({ auth: bearer(signedIn.json().access_token) });
    expect(session.json()).toMatchObject({ email: DEMO_OPERATOR.email, secondFactor: false });
  });
});

describe('enrolling a TOTP second factor', () => {
  it('shows a secret and its QR code, keeps the secret encrypted, and turns on with a good code only', async () => {
    const operator = await createSignedInOperator(t.app);
    const started = await t.app.inject({ method: 'POST', url: '/api/ops/secondFactor/start', headers: operator.auth });
    expect(started.statusCode).toBe(200);
    const { secret, otpauthUri, qrSvg } = started.json();
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Bidstay:.*issuer=Bidstay/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg/);
    const [stored] = rows<{ pending: string }>(
      await t.db.execute(sql`select totp_pending_secret as pending from operators where id = ${operator.id}`),
    );
    expect(stored!.pending).not.toContain(secret);

    const confirm = (code: string) =>
      t.app.inject({ method: 'POST', url: '/api/ops/secondFactor/confirm', headers: operator.auth, payload: { code } });
    const wrong = await confirm(totpCode(secret, t.clock.now(), 5));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ code: messages.ops.codeWrong });
    expect((await me(operator)).json().secondFactor).toBe(false);

    const confirmed = await confirm(totpCode(secret, t.clock.now()));
    expect(confirmed.statusCode).toBe(200);
    const { access_token: token, recoveryCodes } = confirmed.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await me(operator)).statusCode).toBe(401);
    const renewed = await me({ auth: bearer(token) });
    expect(renewed.json()).toMatchObject({ email: operator.email, secondFactor: true, recoveryCodesLeft: 10 });
    const [codes] = rows<{ hashes: string }>(
      await t.db.execute(
        sql`select string_agg(code_hash, ',') as hashes from operator_recovery_codes where operator_id = ${operator.id}`,
      ),
    );
    expect(codes!.hashes).not.toContain(recoveryCodes[0].replace('-', ''));

    const again = await t.app.inject({ method: 'POST', url: '/api/ops/secondFactor/start', headers: bearer(token) });
    expect(again.statusCode).toBe(409);
  });

  it('throttles wrong enrolment codes', async () => {
    const operator = await createSignedInOperator(t.app);
    await t.app.inject({ method: 'POST', url: '/api/ops/secondFactor/start', headers: operator.auth });
    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/ops/secondFactor/confirm',
        headers: operator.auth,
        payload: { code: '000000' },
        remoteAddress: '10.61.0.1',
      });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await confirm()).statusCode).toBe(400);
    const blocked = await confirm();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(messages.ops.tooManyCodes);
  });
});

describe('signing in with a second factor', () => {
  let operator: Operator;
  beforeAll(async () => {
    operator = await createEnrolledOperator(t.app, t.clock.now());
    t.clock.advance(STEP_MS);
  });

  it('asks for the code after the password, then opens an 8-hour session', async () => {
    const withoutCode = await signInWith(operator.email, {});
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json()).toMatchObject({
      message: messages.ops.codeRequired,
      fields: { code: expect.any(String) },
    });
    const wrongPassword = await signInWith(operator.email, { password: 'Wrong1234', code: '123456' });
    expect(wrongPassword.json().message).toBe(messages.signIn.invalidCredentials);

    const signedIn = await signInWith(operator.email, {
      code: totpCode(operator.secret!, t.clock.now()),
      rememberMe: true,
    });
    expect(signedIn.statusCode).toBe(200);
    const token: string = signedIn.json().access_token;
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ role: 'operator', sub: operator.id });
    expect(claims.exp! - claims.iat!).toBe(8 * 60 * 60);
    expect((await me({ auth: bearer(token) })).statusCode).toBe(200);
    t.clock.advance(8 * HOUR_MS + 1000);
    expect((await me({ auth: bearer(token) })).statusCode).toBe(401);
  });

  it('takes each code once', async () => {
    const code = totpCode(operator.secret!, t.clock.now());
    expect((await signInWith(operator.email, { code })).statusCode).toBe(200);
    const replayed = await signInWith(operator.email, { code });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toBe(messages.ops.codeWrong);
    const next = totpCode(operator.secret!, t.clock.now(), 1);
    expect((await signInWith(operator.email, { code: next })).statusCode).toBe(200);
  });

  it('takes a recovery code once, typed in any case and spacing', async () => {
    const [first] = operator.recoveryCodes!;
    const typed = ` ${first!.toLowerCase().replace('-', ' ')} `;
    expect((await signInWith(operator.email, { code: typed })).statusCode).toBe(200);
    expect((await signInWith(operator.email, { code: first })).statusCode).toBe(401);
    const session = (await signInWith(operator.email, { code: operator.recoveryCodes![1] })).json().access_token;
    expect((await me({ auth: bearer(session) })).json().recoveryCodesLeft).toBe(8);
  });

  it('throttles wrong codes like wrong passwords, even when the next code is right', async () => {
    const address = '10.62.0.1';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signInWith(operator.email, { code: '000000' }, address)).statusCode).toBe(401);
    }
    const good = () => signInWith(operator.email, { code: totpCode(operator.secret!, t.clock.now()) }, address);
    const blocked = await good();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(messages.signIn.tooManyAttempts);
    t.clock.advance(61 * 1000);
    expect((await good()).statusCode).toBe(200);
  });

  it('counts no failure for the right password sent without a code', async () => {
    const address = '10.62.2.1';
    t.clock.advance(STEP_MS);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await signInWith(operator.email, {}, address)).json().message).toBe(messages.ops.codeRequired);
    }
    const good = await signInWith(operator.email, { code: totpCode(operator.secret!, t.clock.now()) }, address);
    expect(good.statusCode).toBe(200);
  });

  it('counts concurrent wrong codes before checking them: five are checked, the others wait', async () => {
    const address = '10.62.1.1';
    const tries = Array.from({ length: 25 }, () => signInWith(operator.email, { code: '000000' }, address));
    const statuses = (await Promise.all(tries)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    const good = await signInWith(operator.email, { code: totpCode(operator.secret!, t.clock.now()) }, address);
    expect(good.statusCode).toBe(429);
    t.clock.advance(61 * 1000);
  });

  it('ends every operator session on sign out everywhere', async () => {
    t.clock.advance(STEP_MS);
    const token = (await signInWith(operator.email, { code: totpCode(operator.secret!, t.clock.now()) })).json()
      .access_token as string;
    const out = await t.app.inject({ method: 'POST', url: '/api/signOutEverywhere', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect((await me({ auth: bearer(token) })).statusCode).toBe(401);
  });

  it('lets an operator without a second factor in outside production', async () => {
    const plain = await createSignedInOperator(t.app);
    expect((await me(plain)).json()).toMatchObject({ secondFactor: false, recoveryCodesLeft: 0 });
  });
});

describe('wrong codes counted per account, from any address', () => {
  const lockedMails = async (email: string) => {
    await t.runJobs();
    return t.mailbox.list(email).filter((mail) => mail.subject === 'Ten wrong sign-in codes on your Bidstay account');
  };
  const wrongCodesFromEverywhere = async (email: string, count: number) => {
    const tries = Array.from({ length: count }, () => signInWith(email, { code: '000000' }));
    return Promise.all(tries);
  };

  it('after ten wrong codes in a row, only a recovery code works for 15 minutes, and the operator is mailed', async () => {
    const operator = await createEnrolledOperator(t.app, t.clock.now());
    t.clock.advance(STEP_MS);
    const answers = await wrongCodesFromEverywhere(operator.email, 25);
    const messagesOf = answers.map((answer) => answer.json().message as string);
    expect(messagesOf.filter((message) => message === messages.ops.codeWrong)).toHaveLength(10);
    expect(messagesOf.filter((message) => message === messages.ops.recoveryCodeOnly)).toHaveLength(15);
    const totp = () => signInWith(operator.email, { code: totpCode(operator.secret!, t.clock.now()) });
    const refused = await totp();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().fields).toEqual({ code: messages.ops.recoveryCodeOnly });
    expect(await lockedMails(operator.email)).toHaveLength(1);

    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await totp()).statusCode).toBe(200);
    expect(await lockedMails(operator.email)).toHaveLength(1);
  });

  it('lets a recovery code in during the lock, and a good code starts the count afresh', async () => {
    const operator = await createEnrolledOperator(t.app, t.clock.now());
    t.clock.advance(STEP_MS);
    await wrongCodesFromEverywhere(operator.email, 10);
    expect((await signInWith(operator.email, { code: operator.recoveryCodes![0] })).statusCode).toBe(200);
    const answers = await wrongCodesFromEverywhere(operator.email, 9);
    expect(answers.every((answer) => answer.json().message === messages.ops.codeWrong)).toBe(true);
    expect((await signInWith(operator.email, { code: totpCode(operator.secret!, t.clock.now()) })).statusCode).toBe(
      200,
    );
  });
});

describe('in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await buildTestApp({ config: { nodeEnv: 'production' } });
  });
  afterAll(() => prod.close());

  it('an operator without a second factor can only enrol', async () => {
    const operator = await createSignedInOperator(prod.app);
    const refused = await prod.app.inject({ method: 'GET', url: '/api/ops/me', headers: operator.auth });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.ops.enrolFirst);
    const status = await prod.app.inject({ method: 'GET', url: '/api/ops/secondFactor', headers: operator.auth });
    expect(status.json()).toEqual({ enrolled: false, recoveryCodesLeft: 0, required: true });

    const enrolled = await enrolOperator(prod.app, operator, prod.clock.now());
    const allowed = await prod.app.inject({ method: 'GET', url: '/api/ops/me', headers: enrolled.auth });
    expect(allowed.statusCode).toBe(200);
  });
});

describe('the audit trail', () => {
  it('records each operator action with who, what, when and the address, newest first', async () => {
    const operator = await createSignedInOperator(t.app);
    const enrolled = await enrolOperator(t.app, operator, t.clock.now());
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/ops/audit?q=${encodeURIComponent(operator.email)}`,
      headers: enrolled.auth,
    });
    expect(audit.statusCode).toBe(200);
    const { entries, total } = audit.json();
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual([
      'second-factor-enrolled',
      'second-factor-started',
      'signed-in',
    ]);
    expect(total).toBe(3);
    expect(entries[0]).toMatchObject({
      operatorId: operator.id,
      operatorEmail: operator.email,
      address: '127.0.0.1',
      createdAt: t.clock.now().toISOString(),
    });
    expect(entries[2].detail).toEqual({ secondFactor: false });
  });

  it('is only read through the API: no route writes to it', async () => {
    const { routes } = await openApiRoutes(t.app);
    expect(routes.filter(({ path }) => path.startsWith('/api/ops/audit')).map(({ method }) => method)).toEqual(['GET']);
    const operator = await createEnrolledOperator(t.app, t.clock.now());
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/ops/audit', headers: operator.auth });
      expect(response.statusCode, method).toBe(404);
    }
  });

  it('cannot be changed, deleted or emptied, even by hand', async () => {
    const statements = [
      sql`update operator_actions set action = 'nothing'`,
      sql`delete from operator_actions`,
      sql`truncate operator_actions`,
    ];
    const [before] = rows<{ count: number }>(
      await t.db.execute(sql`select count(*)::int as count from operator_actions`),
    );
    expect(before!.count).toBeGreaterThan(0);
    for (const statement of statements) await expect(t.db.execute(statement)).rejects.toThrow();
    const [after] = rows<{ count: number }>(
      await t.db.execute(sql`select count(*)::int as count from operator_actions`),
    );
    expect(after).toEqual(before);
  });
});
