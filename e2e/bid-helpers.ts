import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, signInThroughApi, type Credentials } from './fixtures';
import { openHotelWithRooms } from './hotel-helpers';

/** Seeded by the e2e server (SEED_DEMO=true): answers for every sandbox hotel. */
export const SUPPLIER: Credentials = { email: 'supplier@bidstay.test', password: 'Supplier123' };

/**
 * Hotels without rules (one for the desktop specs, one for the phone specs that run beside them, so the
 * supplier's list does not shift under a click), and one whose rule a test sets.
 */
export const MANUAL_HOTEL = 7000021;
export const PHONE_HOTEL = 7025468;
export const RULE_HOTEL = 7025444;

export function euros(amount: number) {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(amount);
}

const moneyValue = (text: string) => Number(text.replace(/[^\d.]/g, ''));

export async function apiToken(request: APIRequestContext, credentials: Credentials): Promise<string> {
  const response = await request.post('/api/authenticateCustomer', { data: credentials });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A supplier signed in through the API in a browser context of its own. */
export async function supplierPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInThroughApi(page, SUPPLIER);
  return page;
}

/** Cents from 1 to 99 that a worker's bids take in turn from a random start: no two of a test's bids share them. */
let lastCents = Math.floor(Math.random() * 99);
const nextCents = () => (lastCents = (lastCents % 99) + 1);

/**
 * Places a bid of `share` of the first rate's listed price, for a stay the hotel has rooms for, through the
 * hotel page's dialog, with cents of its own so the supplier can tell it apart; returns the amount.
 */
export async function placeBid(
  page: Page,
  hid: number,
  share: number,
  checkinOk?: (checkin: string) => boolean,
): Promise<number> {
  await openHotelWithRooms(page, hid, checkinOk);
  const rate = page.getByTestId('rate-list').getByRole('listitem').first();
  await rate.getByRole('button', { name: 'Place a bid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Name your price' });
  const listed = moneyValue(await dialog.getByTestId('bid-listed-price').innerText());
  const amount = Math.floor(listed * share) + nextCents() / 100;
  await dialog.getByLabel('Your bid for the whole stay').fill(amount.toFixed(2));
  await expect(dialog.getByTestId('bid-below-hint')).toContainText('below the listed price');
  await dialog.getByRole('button', { name: 'Place bid' }).click();
  await expect(page.getByRole('dialog', { name: 'Your bid' })).toBeVisible();
  return amount;
}

export function bidRow(page: Page, amount: number) {
  return page.getByTestId('bid-row').filter({ hasText: euros(amount) });
}
