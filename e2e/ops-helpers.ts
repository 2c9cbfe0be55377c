import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { violationsInMode } from './axe-helpers';
import { shoot } from './bid-guidance-helpers';
import { asClient, createCustomer, signInThroughApi, type Credentials } from './fixtures';

/** The README's demo operator; the desktop specs enrol its second factor. */
export const DEMO_OPERATOR: Credentials = { email: 'ops@bidstay.test', password: 'Operator123' };
/** Created by start-server.mjs for the phone specs, which run beside the desktop ones. */
export const PHONE_OPERATOR: Credentials = { email: 'ops-phone@bidstay.test', password: 'Operator123' };

const STEP_MS = 30_000;

/**
 * What the operator's authenticator app would show `stepsAhead` steps from now. The API takes each step's code once
 * and a code of the next step too, so a sign-in right after the enrolment uses the next step's.
 */
export function totpCode(secret: string, stepsAhead = 0) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: STEP_MS / 1000 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * STEP_MS });
}

async function submitPassword(page: Page, { email, password }: Credentials) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Sets up the second factor on the Security page; answers the secret, read as the operator would type it. */
async function enrol(page: Page, shots: string) {
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with an authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  expect(await violationsInMode(page, 'enrolment')).toEqual([]);
  await shoot(page, `${shots}-security-qr`);
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(page.getByText('they are shown only this once')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await violationsInMode(page, 'recovery codes')).toEqual([]);
  await shoot(page, `${shots}-recovery-codes`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download codes' }).click();
  expect((await download).suggestedFilename()).toBe('bidstay-recovery-codes.txt');
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByTestId('second-factor-on')).toContainText('You have 10 unused recovery codes.');
  return secret;
}

/**
 * An operator's first sign-in, led to Security; the second factor enrolled, then a sign-in with the app's code that
 * opens the audit with the enrolment in it.
 */
export async function operatorStory(page: Page, operator: Credentials, shots: string) {
  // Bootstrap's colour transitions stop with reduced motion: axe reads settled colours after a shot's theme change.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await submitPassword(page, operator);
  await expect(page).toHaveURL('/ops/security');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit' }).click();
  await page.getByTestId('enrol-first').getByRole('link', { name: 'Set up now' }).click();
  await expect(page).toHaveURL('/ops/security');
  const secret = await enrol(page, shots);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/signin');

  await submitPassword(page, operator);
  const code = page.getByLabel('Code', { exact: true });
  await expect(code).toBeVisible();
  await code.fill('000000');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('That code is not valid.')).toBeVisible();
  await code.fill(totpCode(secret, 1));
  await shoot(page, `${shots}-signin-code`);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  await expect(page).toHaveURL('/ops/audit');
  await page.getByRole('searchbox', { name: 'Search the audit' }).fill(operator.email);
  const entries = page.getByTestId('audit-entry');
  for (const action of ['signed-in', 'second-factor-enrolled', 'second-factor-started'])
    await expect(entries.filter({ hasText: action }).first()).toBeVisible();
  await expect(entries.first()).toContainText('signed-in');
  expect(await violationsInMode(page, 'audit')).toEqual([]);
  await shoot(page, `${shots}-audit`);
}

/** Created by start-server.mjs for the Operations specs, which sign in with its password alone. */
export const OPERATIONS_OPERATOR: Credentials = { email: 'ops-operations@bidstay.test', password: 'Operator123' };

/** A client error as a browser reports it, through the public visitor log route. */
async function reportClientError(page: Page, error: string, browser: number) {
  const response = await page.request.post('/api/log/createVisitorLog', {
    data: { error, browser },
    headers: asClient(),
  });
  expect(response.status()).toBe(204);
}

/**
 * An operator opens Operations: a client error reported twice, by Chrome and by Safari, is one group with a count per
 * browser; a new customer's welcome mail is among the jobs, found by the counts' link and by the type filter.
 */
export async function operationsStory(page: Page, shots: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const error = `TypeError: operations ${Date.now()} reading 'rooms'`;
  await reportClientError(page, error, 1);
  await reportClientError(page, error, 4);
  await createCustomer(page.request);
  await signInThroughApi(page, OPERATIONS_OPERATOR);
  await page.goto('/ops/operations');
  await expect(page.getByRole('heading', { name: 'Operations', level: 1 })).toBeVisible();

  const group = page.getByTestId('visitor-log-group').filter({ hasText: error });
  await expect(group.getByTestId('browser-1')).toHaveText('Chrome 1');
  await expect(group.getByTestId('browser-4')).toHaveText('Safari 1');
  await expect(group.getByTestId('browser-2')).toHaveText('Firefox 0');

  await page.getByLabel('Type', { exact: true }).selectOption('mail');
  await expect(page).toHaveURL(/type=mail/);
  await expect(page.getByTestId('job').first()).toContainText('mail');
  await page.getByLabel('State', { exact: true }).selectOption('failed');
  await expect(page).toHaveURL(/state=failed/);
  await expect(page.getByTestId('jobs-empty').or(page.getByTestId('job').first())).toBeVisible();
  await page.getByLabel('State', { exact: true }).selectOption('');
  await page.getByLabel('Type', { exact: true }).selectOption('');
  await expect(page.getByTestId('job').first()).toBeVisible();
  expect(await violationsInMode(page, 'operations')).toEqual([]);
  await shoot(page, `${shots}-operations`, { fullPage: true });
}
