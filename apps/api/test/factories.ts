import { randomUUID } from 'node:crypto';
import type { Customer } from '@bidstay/contract';
import type { FastifyInstance } from 'fastify';
import type { TestApp } from './build-test-app.ts';

export const PASSWORD = 'Secret123';

export const COMPLETE_PROFILE = {
  name: 'Ada',
  surname: 'Lovelace',
  phone: '+46 70 123 45 67',
  nationality: 'SE',
  address: 'Storgatan 1',
  city: 'Växjö',
  zipCode: '352 30',
  country: 'Sweden',
  currency: 'SEK',
} as const;

export function uniqueEmail(prefix = 'customer') {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export type SignedIn = { id: string; email: string; token: string; auth: { authorization: string } };

export async function createCustomer(
  app: FastifyInstance,
  email = uniqueEmail(),
): Promise<{ id: string; email: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/User/createCustomer',
    payload: { email, password: PASSWORD },
  });
  if (response.statusCode !== 201) throw new Error(`createCustomer: ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function signIn(app: FastifyInstance, email: string, password = PASSWORD, rememberMe = false) {
  return app.inject({ method: 'POST', url: '/api/authenticateCustomer', payload: { email, password, rememberMe } });
}

/** A new customer, signed in. */
export async function createSignedInCustomer(app: FastifyInstance, email = uniqueEmail()): Promise<SignedIn> {
  const customer = await createCustomer(app, email);
  const response = await signIn(app, email);
  const token: string = response.json().access_token;
  return { ...customer, token, auth: { authorization: `Bearer ${token}` } };
}

export async function getCustomer(app: FastifyInstance, who: SignedIn, id = who.id) {
  return app.inject({ method: 'GET', url: `/api/getCustomerById?id=${id}`, headers: who.auth });
}

export async function updateCustomer(app: FastifyInstance, who: SignedIn, payload: object, id = who.id) {
  return app.inject({ method: 'PATCH', url: `/api/updateCustomerUser/${id}`, headers: who.auth, payload });
}

export function asCustomer(body: string): Customer {
  return JSON.parse(body) as Customer;
}

/** The password-reset links mailed to `email`, newest first, once the request's job and its mail's have run. */
export async function mailedResetTokens(t: Pick<TestApp, 'runJobs' | 'mailbox'>, email: string) {
  await t.runJobs();
  await t.runJobs();
  return t.mailbox
    .list(email)
    .filter((message) => message.subject.startsWith('Reset'))
    .map((mail) => /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1] ?? '');
}
