import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { PASSWORD, createSignedInCustomer, signIn, uniqueEmail } from '../../test/factories.ts';
import { createSignedInOperator } from '../../test/operator-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const SWEDISH = { 'accept-language': 'sv-SE,sv;q=0.9,en;q=0.8' };

async function signUp(email: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/User/createCustomer',
    headers,
    payload: { email, password: PASSWORD },
  });
  expect(response.statusCode).toBe(201);
}

describe('the language of an answer', () => {
  it('answers a wrong password in Swedish to a caller asking for Swedish', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/authenticateCustomer',
      headers: SWEDISH,
      payload: { email: uniqueEmail(), password: 'Wrong1234' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Felaktiga inloggningsuppgifter');
  });

  it("follows the visitor's chosen language over the browser's", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/authenticateCustomer',
      headers: { 'accept-language': 'en-GB', cookie: 'theme=dark; lang=sv' },
      payload: { email: uniqueEmail(), password: 'Wrong1234' },
    });
    expect(response.json().message).toBe('Felaktiga inloggningsuppgifter');
  });

  it('translates the fields of a refused form, and a message with values', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/User/createCustomer',
      headers: SWEDISH,
      payload: { email: 'not-an-email', password: PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.email).toBe('Ange en giltig e-postadress.');
  });

  it('answers in English without Accept-Language or a choice', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/authenticateCustomer',
      payload: { email: uniqueEmail(), password: 'Wrong1234' },
    });
    expect(response.json().message).toBe('Invalid credentials');
  });
});

describe("an account's language", () => {
  it('is the language of the sign-up, which its welcome mail is written in', async () => {
    const email = uniqueEmail('svensk');
    await signUp(email, SWEDISH);
    await t.runJobs();
    const [welcome] = t.mailbox.list(email);
    expect(welcome?.subject).toBe('Välkommen till Bidstay');
    expect(welcome?.html).toContain('<html lang="sv">');
    expect((await signIn(t.app, email)).json().language).toBe('sv');
  });

  it('is not answered by sign-in for an account that never chose one', async () => {
    const who = await createSignedInCustomer(t.app);
    expect((await signIn(t.app, who.email)).json()).not.toHaveProperty('language');
  });

  it('is set from the choice of a signed-in customer, and read by the mails queued after', async () => {
    const who = await createSignedInCustomer(t.app);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: who.auth,
      payload: { language: 'sv' },
    });
    expect(set.statusCode).toBe(204);
    expect((await signIn(t.app, who.email)).json().language).toBe('sv');
    await t.app.inject({ method: 'POST', url: '/api/forgotPassword', payload: { email: who.email } });
    // The reset's job queues its mail, sent at the next run.
    await t.runJobs();
    await t.runJobs();
    const subjects = t.mailbox.list(who.email).map((mail) => mail.subject);
    expect(subjects).toContain('Återställ ditt lösenord hos Bidstay');
  });

  it('is set by an operator for their own account too, and refuses a language Bidstay does not speak', async () => {
    const operator = await createSignedInOperator(t.app);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: { ...operator.auth, ...SWEDISH },
      payload: { language: 'de' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).not.toBe('Some fields are not valid.');
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: operator.auth,
      payload: { language: 'sv' },
    });
    expect(set.statusCode).toBe(204);
  });
});
