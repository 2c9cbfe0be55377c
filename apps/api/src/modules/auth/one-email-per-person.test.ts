import { readFileSync } from 'node:fs';
import { DEFAULT_LOCALE, messages } from '@bidstay/contract';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInSupplier } from '../../../test/bid-fixtures.ts';
import { TEST_JWT_SECRET, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { PASSWORD, createCustomer, signIn, uniqueEmail } from '../../../test/factories.ts';
import { createEnrolledOperator, createSignedInOperator, type Operator } from '../../../test/operator-fixtures.ts';
import { createEmptyDatabase } from '../../../test/test-db.ts';
import { isEmailHeld } from '../../db/account-emails.ts';
import { migrate, rows } from '../../db/migrate.ts';
import { createTokens } from '../../lib/tokens.ts';
import { registerErrorHandler } from '../../plugins/error-handler.ts';

let t: TestApp;
let office: Operator;
beforeAll(async () => {
  t = await buildTestApp();
  office = await createEnrolledOperator(t.app, t.clock.now());
});
afterAll(() => t.close());

const ATTACKER_PASSWORD = 'Attacker1x';
let signUps = 0;

/** A sign-up from an address of its own: the sign-up limit is not what this file tests. */
const signUp = (email: string, password = ATTACKER_PASSWORD, on: TestApp = t) =>
  on.app.inject({
    method: 'POST',
    url: '/api/User/createCustomer',
    payload: { email, password },
    remoteAddress: `10.52.${Math.floor(signUps / 250)}.${(signUps++ % 250) + 1}`,
  });

const roleOf = (response: { json(): { access_token: string } }) => decodeJwt(response.json().access_token).role;

/** Who answers an e-mail's sign-in with the fixtures' password: its role, or the status when refused. */
async function signsInAs(email: string, password = PASSWORD, on: TestApp = t) {
  const response = await signIn(on.app, email, password);
  return response.statusCode === 200 ? roleOf(response) : response.statusCode;
}

describe('a sign-up with the e-mail of an operator or a partner', () => {
  it('is refused as for a customer’s e-mail, in any case, and the operator still signs in', async () => {
    const operator = await createSignedInOperator(t.app);
    const existing = await signUp((await createCustomer(t.app)).email);
    const refused = await signUp(operator.email.toUpperCase());
    expect(refused.statusCode).toBe(existing.statusCode);
    expect(refused.json()).toEqual(existing.json());
    expect(refused.json()).toEqual({
      error: 'conflict',
      message: messages.signUp.emailTaken,
      fields: { email: messages.signUp.emailTaken },
    });
    expect(await signsInAs(operator.email)).toBe('operator');
    expect(await signsInAs(operator.email, ATTACKER_PASSWORD)).toBe(401);
  });

  it('is refused for a partner’s e-mail, and the partner still signs in', async () => {
    const partner = await createSignedInSupplier(t.app, 'all');
    const refused = await signUp(partner.email.toUpperCase());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().fields).toEqual({ email: messages.signUp.emailTaken });
    expect(await signsInAs(partner.email)).toBe('supplier');
    expect(await signsInAs(partner.email, ATTACKER_PASSWORD)).toBe(401);
  });
});

describe('creating an operator or a partner', () => {
  const newOperator = (email: string) => t.app.services.ops.createOperator({ email, password: PASSWORD, name: 'Ops' });
  const newSupplier = (email: string) =>
    t.app.services.supplier.createSupplier({ email, password: PASSWORD, name: 'Hotels', allHotels: true });
  const invitePartner = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ops/partners',
      headers: office.auth,
      payload: { email, name: 'Invited Hotels' },
    });
  const taken = { code: 'conflict', message: messages.signUp.emailTaken };

  it('refuses, on the command line as in the back office, an e-mail any other account holds', async () => {
    const customer = await createCustomer(t.app);
    const operator = await createSignedInOperator(t.app);
    const partner = await createSignedInSupplier(t.app, 'all');
    for (const email of [customer.email, partner.email])
      await expect(newOperator(email.toUpperCase())).rejects.toMatchObject(taken);
    for (const email of [customer.email, operator.email])
      await expect(newSupplier(email.toUpperCase())).rejects.toMatchObject(taken);
    for (const email of [customer.email, operator.email, partner.email]) {
      const response = await invitePartner(email.toUpperCase());
      expect(response.statusCode).toBe(409);
      expect(response.json().fields).toEqual({ email: messages.ops.emailTaken });
    }
    expect(await signsInAs(customer.email)).toBe('customer');
    expect(await signsInAs(operator.email)).toBe('operator');
    expect(await signsInAs(partner.email)).toBe('supplier');
  });
});

describe('at once', () => {
  it('of a sign-up, an operator, a partner and an invitation with one e-mail, exactly one is made', async () => {
    for (let round = 0; round < 5; round += 1) {
      const email = uniqueEmail('race');
      const outcomes = await Promise.allSettled([
        signUp(email, PASSWORD).then((response) => (response.statusCode === 201 ? 'customer' : response.statusCode)),
        t.app.services.ops.createOperator({ email, password: PASSWORD, name: 'Ops' }).then(() => 'operator'),
        t.app.services.supplier
          .createSupplier({ email: email.toUpperCase(), password: PASSWORD, name: 'Hotels', allHotels: true })
          .then(() => 'supplier'),
        t.app
          .inject({
            method: 'POST',
            url: '/api/ops/partners',
            headers: office.auth,
            payload: { email, name: 'Hotels' },
          })
          .then((response) => (response.statusCode === 201 ? 'invited' : response.statusCode)),
      ]);
      const made = outcomes.filter((outcome) => outcome.status === 'fulfilled' && typeof outcome.value === 'string');
      expect(made, JSON.stringify(outcomes)).toHaveLength(1);
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ code: 'conflict' });
        else if (typeof outcome.value === 'number') expect(outcome.value).toBe(409);
      }
      const winner = (made[0] as PromiseFulfilledResult<string>).value;
      expect(await signsInAs(email)).toBe(winner === 'invited' ? 401 : winner);
    }
  });
});

describe('the raw database', () => {
  const insertCustomer = (email: string) =>
    t.db.execute(sql`insert into customers (email, password_hash) values (${email}, 'x') returning id`);

  it('refuses an account whose e-mail another holds, whatever writes it, and follows changes and deletions', async () => {
    const operator = await createSignedInOperator(t.app);
    await expect(insertCustomer(operator.email.toUpperCase())).rejects.toSatisfy(isEmailHeld);
    const [customer] = rows<{ id: string }>(await insertCustomer(uniqueEmail('raw')));
    const moved = uniqueEmail('moved');
    await expect(
      t.db.execute(sql`update customers set email = ${operator.email} where id = ${customer!.id}`),
    ).rejects.toSatisfy(isEmailHeld);
    await t.db.execute(sql`update customers set email = ${moved.toUpperCase()} where id = ${customer!.id}`);
    await expect(
      t.app.services.ops.createOperator({ email: moved, password: PASSWORD, name: 'Ops' }),
    ).rejects.toMatchObject({ code: 'conflict' });
    await t.db.execute(sql`delete from customers where id = ${customer!.id}`);
    await t.app.services.ops.createOperator({ email: moved, password: PASSWORD, name: 'Ops' });
    expect(await signsInAs(moved)).toBe('operator');
  });

  it('is answered as a taken e-mail when a path writes an account without asking first', async () => {
    const operator = await createSignedInOperator(t.app);
    const refused: unknown = await insertCustomer(operator.email).catch((error: unknown) => error);
    const bare = Fastify();
    registerErrorHandler(bare);
    bare.get('/', () => Promise.reject(refused));
    const response = await bare.inject('/');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'conflict',
      message: messages.signUp.emailTaken,
      fields: { email: messages.signUp.emailTaken },
    });
  });
});

/** How many migrations came before the one that made the namespace. */
const BEFORE_NAMESPACE = (
  JSON.parse(readFileSync(new URL('../../db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
    entries: { tag: string }[];
  }
).entries.findIndex((entry) => entry.tag === '0021_one_email_per_account');

describe('accounts that shared an e-mail before the namespace', () => {
  it('are reported; the operator and the partner go on signing in, the customers with their e-mails no longer', async () => {
    const database = await createEmptyDatabase();
    await migrate(database.db, { first: BEFORE_NAMESPACE });
    const before = await buildTestApp({ database });
    /**
     * A sign-up as the build of then made it: by the service, since the route's limit now counts in a table
     * (`limit_attempts`, migration 0026) that a database of before the namespace does not have yet.
     */
    const signUpBefore = (email: string) =>
      before.app.services.customers.createCustomer({ email, password: ATTACKER_PASSWORD, language: DEFAULT_LOCALE });
    try {
      const { ops, supplier } = before.app.services;
      const operator = await ops.createOperator({ email: uniqueEmail('ops'), password: PASSWORD, name: 'Ops' });
      const partner = await supplier.createSupplier({
        email: uniqueEmail('partner'),
        password: PASSWORD,
        name: 'Hotels',
        allHotels: true,
      });
      const shadows = [await signUpBefore(operator.email.toUpperCase()), await signUpBefore(partner.email)];
      const alone = await signUpBefore(uniqueEmail('alone'));
      const shadowToken = await createTokens(TEST_JWT_SECRET, () => before.clock.now()).sign(
        { id: shadows[0]!.id, role: 'customer', version: 0 },
        3600,
      );

      await migrate(database.db);

      const clashes = await before.db.execute(
        sql`select role, account_id, held_by_role, held_by_id from account_email_clashes order by held_by_role`,
      );
      expect(rows(clashes)).toEqual([
        { role: 'customer', account_id: shadows[0]!.id, held_by_role: 'operator', held_by_id: operator.id },
        { role: 'customer', account_id: shadows[1]!.id, held_by_role: 'supplier', held_by_id: partner.id },
      ]);
      expect(await signsInAs(operator.email, PASSWORD, before)).toBe('operator');
      expect(await signsInAs(partner.email, PASSWORD, before)).toBe('supplier');
      for (const shadow of shadows) expect(await signsInAs(shadow.email, ATTACKER_PASSWORD, before)).toBe(401);
      expect(await signsInAs(alone.email, ATTACKER_PASSWORD, before)).toBe('customer');
      const oldSession = await before.app.inject({
        method: 'GET',
        url: `/api/getCustomerById?id=${shadows[0]!.id}`,
        headers: { authorization: `Bearer ${shadowToken}` },
      });
      expect(oldSession.statusCode).toBe(401);
      expect((await signUp(operator.email, ATTACKER_PASSWORD, before)).statusCode).toBe(409);
    } finally {
      await before.close();
    }
  });
});
