import { messages } from '@bidstay/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { violationsInMode } from './axe-helpers';
import { shoot } from './bid-guidance-helpers';
import { bookThroughApi, bookingCard } from './booking-helpers';
import { asClient, createCustomer, expect, signInThroughApi, toast, waitForMail, type Credentials } from './fixtures';
import { forThisTry, totpCode } from './ops-helpers';

/** Operators of these specs' own (start-server.mjs): the ops specs enrol the demo and phone operators. */
export const BOOKINGS_OPERATOR: Credentials = { email: 'ops-bookings@bidstay.test', password: 'Operator123' };
export const PHONE_BOOKINGS_OPERATOR: Credentials = {
  email: 'ops-bookings-phone@bidstay.test',
  password: 'Operator123',
};

/** Sets up the operator's second factor through the API, as the Security page does; answers its secret. */
async function enrolThroughApi(request: APIRequestContext, operator: Credentials) {
  const signedIn = await request.post('/api/authenticateCustomer', { data: operator, headers: asClient() });
  const headers = { ...asClient(), authorization: `Bearer ${(await signedIn.json()).access_token}` };
  const started = await request.post('/api/ops/secondFactor/start', { headers });
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await request.post('/api/ops/secondFactor/confirm', { headers, data: { code: totpCode(secret) } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return secret;
}

/** The sign-in form with the password, then the app's code: the enrolment spent this step's code, so the next one. */
async function signInWithCode(page: Page, operator: Credentials, secret: string) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(operator.email);
  await page.getByLabel('Password', { exact: true }).fill(operator.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByLabel('Code', { exact: true }).fill(totpCode(secret, 1));
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/ops/operations');
}

/** The page has no accessibility violation and fits its width; then its shots. */
async function checked(page: Page, name: string, shots: string, fullPage = false) {
  expect(await violationsInMode(page, name)).toEqual([]);
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);
  // A page shot whole from the top: a sticky header scrolled along would cover its middle.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, `${shots}-${name.replaceAll(' ', '-')}`, { fullPage });
}

/**
 * A customer's paid booking, found by an operator signed in with a TOTP code, refunded in part after a confirmation
 * and audited; the customer's My Bookings then shows the refund.
 */
export async function refundStory(page: Page, request: APIRequestContext, firstTry: Credentials, shots: string) {
  const customer = await createCustomer(request);
  const orderId = await bookThroughApi(request, customer);
  const operator = forThisTry(firstTry);
  await signInWithCode(page, operator, await enrolThroughApi(request, operator));

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Bookings' }).click();
  await expect(page).toHaveURL('/ops/bookings');
  await page.getByRole('searchbox', { name: 'Search bookings' }).fill(customer.email);
  const results = page.getByTestId('ops-booking');
  await expect(results).toHaveCount(1);
  await expect(results).toContainText(customer.email);
  await checked(page, 'bookings list', shots);

  await results.getByRole('link', { name: orderId }).click();
  await expect(page).toHaveURL(`/ops/bookings/${orderId}`);
  await expect(page.getByTestId('ops-booking-customer')).toContainText(customer.email);
  await expect(page.getByTestId('ops-amount-refunded')).toHaveText('€0.00');
  await page.getByRole('button', { name: 'Re-read from partner' }).click();
  await expect(page.getByTestId('ops-partner-status')).toHaveText('completed');
  await checked(page, 'booking detail', shots, true);

  const refundable = await page.getByTestId('ops-refundable').innerText();
  await expect(page.getByTestId('refund-maximum')).toContainText(`At most ${refundable}`);
  await page.getByLabel('Amount').fill('99999');
  await page.getByLabel('Amount').blur();
  await expect(page.getByText(`At most ${refundable} can still be refunded.`)).toBeVisible();
  await page.getByRole('button', { name: 'Refund…' }).click();
  await expect(page.getByText(messages.ops.refundReasonRequired)).toBeVisible();
  await shoot(page, `${shots}-refund-refused`);
  await expect(page.getByRole('dialog', { name: 'Refund this booking?' })).toBeHidden();
  await page.getByLabel('Amount').fill('12.50');
  await page.getByLabel('Reason').fill('The pool was closed');
  await page.getByRole('button', { name: 'Refund…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund this booking?' });
  await expect(dialog).toContainText('€12.50');
  await checked(page, 'refund dialog', shots);
  await dialog.getByRole('button', { name: 'Refund €12.50' }).click();
  await expect(toast(page, 'Refunded €12.50.')).toBeVisible();
  await expect(page.getByTestId('ops-amount-refunded')).toHaveText('€12.50');
  await expect(page.getByTestId('ops-refund')).toHaveCount(1);
  await checked(page, 'booking refunded', shots, true);

  // The audit's entry for the refund holds the payment's refund id, one long word.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit' }).click();
  await page.getByRole('searchbox', { name: 'Search the audit' }).fill(orderId);
  const entries = page.getByTestId('audit-entry');
  await expect(entries).toHaveCount(2); // the booking's re-read and its refund
  await expect(entries.filter({ hasText: 'booking-refunded' })).toContainText('stripeRefundId');
  await checked(page, 'refund in the audit', shots);

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('button', { name: 'Sign Out' }).click();
  await signInThroughApi(page, customer);
  await page.goto('/dashboard/mybookings');
  await expect(bookingCard(page, orderId).getByTestId('booking-refunded')).toHaveText('€12.50');
  await expect(bookingCard(page, orderId).getByTestId('booking-refund')).toContainText('The pool was closed');
  const mail = await waitForMail(request, customer.email, 'We refunded');
  expect(mail.text).toContain('The pool was closed');
  await shoot(page, `${shots}-my-bookings-refunded`);
}
