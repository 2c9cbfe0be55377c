import { messages } from '@bidstay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  COMPLETE_PROFILE,
  PASSWORD,
  asCustomer,
  createCustomer,
  createSignedInCustomer,
  getCustomer,
  signIn,
  uniqueEmail,
  updateCustomer,
} from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const createCustomerCall = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/User/createCustomer', payload: payload as object });

describe('sign-up', () => {
  it('creates a customer and sends the welcome mail', async () => {
    const email = uniqueEmail('welcome');
    const response = await createCustomerCall({ email, password: PASSWORD });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(String), email });
    await t.runJobs();
    const [welcome] = t.mailbox.list(email);
    expect(welcome?.subject).toMatch(/^Welcome to Bidstay/);
    expect(welcome?.text).toContain('http://bidstay.test/dashboard/profile');
  });

  it.each([
    [{ password: PASSWORD }, 'email', messages.signUp.emailRequired],
    [{ email: '', password: PASSWORD }, 'email', messages.signUp.emailRequired],
    [{ email: 'not-an-email', password: PASSWORD }, 'email', messages.signUp.emailInvalid],
    [{ email: uniqueEmail(), password: '' }, 'password', messages.signUp.passwordRequired],
    [{ email: uniqueEmail(), password: 'alllower1' }, 'password', messages.signUp.passwordRule],
    [{ email: uniqueEmail(), password: 'Short1' }, 'password', messages.signUp.passwordRule],
  ])('refuses %o with the message of %s', async (payload, field, message) => {
    const response = await createCustomerCall(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_input', fields: { [field]: message } });
  });

  it('refuses an email that is taken, whatever its case', async () => {
    const email = uniqueEmail('taken');
    await createCustomer(t.app, email);
    const response = await createCustomerCall({ email: email.toUpperCase(), password: PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'conflict', message: messages.signUp.emailTaken });
  });
});

describe('reading and changing a customer', () => {
  it('answers the customer of SPEC §3, starting 10% complete', async () => {
    const who = await createSignedInCustomer(t.app);
    const response = await getCustomer(t.app, who);
    expect(response.statusCode).toBe(200);
    expect(asCustomer(response.body)).toEqual({
      id: who.id,
      email: who.email,
      name: '',
      surname: '',
      phone: '',
      nationality: '',
      address: '',
      city: '',
      zipCode: '',
      country: '',
      currency: '',
      completed: false,
      active: true,
      wishList: [],
      updated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it("refuses another customer's id with 403", async () => {
    const first = await createSignedInCustomer(t.app);
    const second = await createSignedInCustomer(t.app);
    expect((await getCustomer(t.app, second, first.id)).statusCode).toBe(403);
    expect((await updateCustomer(t.app, second, { name: 'Mallory' }, first.id)).statusCode).toBe(403);
    const password = await t.app.inject({
      method: 'PATCH',
      url: `/api/updateCustomerUserPassword/${first.id}`,
      headers: second.auth,
      payload: { currentPassword: PASSWORD, password: 'Hijacked123' },
    });
    expect(password.statusCode).toBe(403);
    expect(asCustomer((await getCustomer(t.app, first)).body).name).toBe('');
  });

  it('computes completed itself and ignores the client claiming it', async () => {
    const who = await createSignedInCustomer(t.app);
    const partial = await updateCustomer(t.app, who, { name: 'Ada', completed: true });
    expect(asCustomer(partial.body)).toMatchObject({ name: 'Ada', completed: false });
    const full = await updateCustomer(t.app, who, COMPLETE_PROFILE);
    expect(asCustomer(full.body)).toMatchObject({ ...COMPLETE_PROFILE, completed: true });
  });

  it('sends the thank-you mail exactly once when the profile becomes complete', async () => {
    const who = await createSignedInCustomer(t.app);
    await updateCustomer(t.app, who, COMPLETE_PROFILE);
    await updateCustomer(t.app, who, { phone: '' });
    await updateCustomer(t.app, who, { phone: '+46 70 000 00 00' });
    await t.runJobs();
    const thanks = t.mailbox.list(who.email).filter((mail) => mail.subject.includes('Thank you'));
    expect(thanks).toHaveLength(1);
  });

  it('refuses an unknown nationality or currency and changes nothing', async () => {
    const who = await createSignedInCustomer(t.app);
    const response = await updateCustomer(t.app, who, { name: 'Ada', nationality: 'XX', currency: 'BTC' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['nationality', 'currency']);
    expect(asCustomer((await getCustomer(t.app, who)).body).name).toBe('');
  });

  it('refuses a phone that is not a phone number with its own message, and changes nothing', async () => {
    const who = await createSignedInCustomer(t.app);
    const response = await updateCustomer(t.app, who, { name: 'Ada', phone: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ phone: messages.profile.phoneInvalid });
    expect(asCustomer((await getCustomer(t.app, who)).body).name).toBe('');
    expect((await updateCustomer(t.app, who, { phone: '+46 (0)70-123 45 67' })).statusCode).toBe(200);
  });

  it('lets a customer only deactivate, never reactivate', async () => {
    const who = await createSignedInCustomer(t.app);
    expect((await updateCustomer(t.app, who, { active: true })).statusCode).toBe(400);
  });
});

describe('account deletion', () => {
  it('makes every call with the token 401 and sign-in fail', async () => {
    const who = await createSignedInCustomer(t.app);
    const deleted = await updateCustomer(t.app, who, { active: false });
    expect(deleted.statusCode).toBe(200);
    expect(asCustomer(deleted.body).active).toBe(false);
    expect((await getCustomer(t.app, who)).statusCode).toBe(401);
    expect((await updateCustomer(t.app, who, { name: 'Back' })).statusCode).toBe(401);
    const again = await signIn(t.app, who.email);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(messages.signIn.invalidCredentials);
  });
});

describe('changing the password', () => {
  const change = (who: { id: string; auth: Record<string, string> }, password: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/updateCustomerUserPassword/${who.id}`,
      headers: who.auth,
      payload: { currentPassword: PASSWORD, password },
    });

  it('answers text and the new password signs in, the old one not', async () => {
    const who = await createSignedInCustomer(t.app);
    const response = await change(who, 'NewSecret456');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(messages.password.changed);
    expect((await signIn(t.app, who.email, 'NewSecret456')).statusCode).toBe(200);
    expect((await signIn(t.app, who.email, PASSWORD)).statusCode).toBe(401);
  });

  it('applies the password rule with its own wording', async () => {
    const who = await createSignedInCustomer(t.app);
    const response = await change(who, 'weak');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ password: messages.password.rule });
  });
});

describe('newsletter', () => {
  it('subscribes a valid address, twice without harm, and refuses a bad one', async () => {
    const url = `/api/User/subscribeNewsLetter?mail=${encodeURIComponent(uniqueEmail('news'))}`;
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(200);
    const bad = await t.app.inject({ method: 'POST', url: '/api/User/subscribeNewsLetter?mail=nope' });
    expect(bad.statusCode).toBe(400);
  });
});
