import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export type Credentials = { email: string; password: string };

type Mail = { subject: string; text: string; html: string; to: string[] };

export const PASSWORD = 'Secret123';

export function uniqueEmail(prefix = 'guest') {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * The test server trusts the loopback proxy (TRUST_PROXY), so each set-up call can come from a client of
 * its own: the per-address sign-up and sign-in throttles then guard against abuse, not against the suite.
 */
export const asClient = () => ({
  'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
});

export async function createCustomer(request: APIRequestContext, email = uniqueEmail()): Promise<Credentials> {
  const response = await request.post('/api/User/createCustomer', {
    data: { email, password: PASSWORD },
    headers: asClient(),
  });
  expect(response.status()).toBe(201);
  return { email, password: PASSWORD };
}

/**
 * Signs in through the API and stores the token, so only the sign-in spec drives the sign-in form. The token is stored
 * from an answer of the API's, the same origin as the app's pages: the test's first page is then the app's first load.
 */
export async function signInThroughApi(page: Page, credentials: Credentials) {
  const response = await page.request.post('/api/authenticateCustomer', { data: credentials, headers: asClient() });
  expect(response.ok()).toBe(true);
  const { access_token: token } = (await response.json()) as { access_token: string };
  await page.goto('/api/health');
  await page.evaluate((value) => localStorage.setItem('access_token', value), token);
}

export async function signInThroughForm(page: Page, { email, password }: Credentials) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Waits for a mail to `to` whose subject starts with `subject`, as the sandbox mailbox received it. */
export async function waitForMail(request: APIRequestContext, to: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        const mails = (await response.json()) as Mail[];
        found = mails.find((mail) => mail.subject.startsWith(subject));
        return found !== undefined;
      },
      { message: `a mail "${subject}…" to ${to}`, timeout: 20_000 },
    )
    .toBe(true);
  return found as Mail;
}

export function toast(page: Page, text: string) {
  return page.locator('.toast').filter({ hasText: text });
}

export const test = base.extend<{ customer: Credentials }>({
  customer: async ({ request }, use) => {
    await use(await createCustomer(request));
  },
});

export { expect };
