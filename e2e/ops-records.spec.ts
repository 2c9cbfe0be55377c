import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { violationsInMode } from './axe-helpers';
import { shootAtWidths } from './bid-guidance-helpers';
import { expect, signInThroughApi, test } from './fixtures';
import { PEOPLE_OPERATOR } from './ops-helpers';

test.use({ viewport: { width: 1366, height: 800 } });

type RecordPage = { noun: string; path: string; api: string; back: string };

/**
 * A record's page while its request hangs, then when it cannot be sent, then after the retry the API answers that no
 * record has the id: a skeleton, the failure with its retry, then the note, each under the link back to the list.
 */
async function openMissing(page: Page, { noun, path, api, back }: RecordPage) {
  const shots = `ops-records-${noun}`;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(api, async (route) => {
    await held;
    await route.abort();
  });
  await page.goto(path);
  // The back office's code loads with its first page, after the sign-in's: on a busy machine it takes a while.
  await expect(page.getByRole('status', { name: `Loading the ${noun}` })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: back })).toBeVisible();
  await shootAtWidths(page, `${shots}-loading`);

  release();
  const failed = page.getByRole('alert').filter({ hasText: `Could not load this ${noun}.` });
  await expect(failed).toBeVisible();
  await page.unroute(api);
  await shootAtWidths(page, `${shots}-failed`);
  await failed.getByRole('button', { name: 'Try again' }).click();

  await expect(page.getByRole('heading', { level: 1, name: `No such ${noun}` })).toBeVisible();
  await expect(page.getByTestId(`${noun}-missing`)).toBeVisible();
  await expect(page.getByRole('link', { name: back })).toBeVisible();
  expect(await violationsInMode(page, `${noun} missing`)).toEqual([]);
  await shootAtWidths(page, `${shots}-missing`);
}

test.beforeEach(async ({ page }) => {
  await signInThroughApi(page, PEOPLE_OPERATOR);
});

test('a customer page for an id no customer has says so', async ({ page }) => {
  const id = randomUUID();
  await openMissing(page, {
    noun: 'customer',
    path: `/ops/customers/${id}`,
    api: `**/api/ops/customers/${id}`,
    back: 'All customers',
  });
});

test('a partner page for what cannot be an id says no partner has it', async ({ page }) => {
  await openMissing(page, {
    noun: 'partner',
    path: '/ops/partners?partner=not-an-id',
    api: '**/api/ops/partners/not-an-id',
    back: 'All partners',
  });
});

test('a booking page for what cannot be a reference says no booking has it', async ({ page }) => {
  await openMissing(page, {
    noun: 'booking',
    path: '/ops/bookings/x',
    api: '**/api/ops/bookings/x',
    back: 'All bookings',
  });
});

test('a booking page for a reference no booking has says so', async ({ page }) => {
  await page.goto('/ops/bookings/no-such-reference');
  await expect(page.getByTestId('booking-missing')).toBeVisible({ timeout: 30_000 });
});
