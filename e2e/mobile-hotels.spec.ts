import { amounts, hotelCards, openCity, openHotelWithRooms, waitForHotelList } from './hotel-helpers';
import type { Page } from '@playwright/test';
import { expect, signInThroughApi, test } from './fixtures';

async function expectContentFits(page: Page) {
  const overflow = await page.evaluate(() => (document.getElementById('main')?.scrollWidth ?? 0) - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('on a phone the city page keeps its filters in an off-canvas panel', async ({ page }) => {
  await page.goto('/');
  await openCity(page, 'Stockholm');
  await waitForHotelList(page);
  await expect(hotelCards(page).first()).toBeVisible();
  await expectContentFits(page);

  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await expect(filters).toBeVisible();
  await filters.getByLabel('5 stars').check();
  await filters.getByRole('button', { name: 'Close filters' }).click();
  await expect(filters).toBeHidden();
  await waitForHotelList(page);
  for (const card of await hotelCards(page).all())
    await expect(card.getByRole('img', { name: '5 stars' })).toBeVisible();
  const prices = await amounts(page, 'price-per-night');
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});

test('on a phone the hotel page shows its rooms with booking and bidding open', async ({ page }) => {
  await openHotelWithRooms(page, 7000021);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const rate = page.getByTestId('rate-list').getByRole('listitem').first();
  await expect(rate.getByTestId('price-total')).toHaveText(/^€[\d,]+\.\d{2}$/);
  await expect(rate.getByRole('link', { name: 'Book now' })).toBeVisible();
  await expect(rate.getByRole('button', { name: 'Place a bid' })).toBeEnabled();
  await page.getByRole('button', { name: 'Next photo' }).click();
  await expect(page.getByText('2 / ', { exact: false })).toBeVisible();
  await expectContentFits(page);
});

test('on a phone the filters set in the panel are still set after a hotel and Back', async ({ page }) => {
  await openCity(page, 'Stockholm');
  await waitForHotelList(page);
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await filters.getByLabel('4 stars').check();
  await filters.getByRole('button', { name: 'Close filters' }).click();
  await waitForHotelList(page);
  const first = hotelCards(page).first();
  const name = (await first.getByRole('heading').innerText()).trim();
  await first.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.goBack();
  await waitForHotelList(page);
  await expect(hotelCards(page).first().getByRole('heading')).toHaveText(name);
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(filters.getByLabel('4 stars')).toBeChecked();
});

test('on a phone the profile badge leaves Show map free and can be dismissed for good', async ({ page, customer }) => {
  await signInThroughApi(page, customer);
  await openCity(page, 'Stockholm');
  const badge = page.getByRole('region', { name: 'Please complete your profile' });
  await expect(badge).toBeVisible();
  await page.getByRole('button', { name: 'Show map' }).click({ trial: true, timeout: 3_000 });
  await badge.getByRole('button', { name: 'Dismiss' }).click();
  await expect(badge).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Show map' })).toBeVisible();
  await expect(badge).toBeHidden();
});
