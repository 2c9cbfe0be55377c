import { euros, PHONE_HOTEL, placeBid, SUPPLIER } from './bid-helpers';
import { expect, signInThroughApi, signInThroughForm, test } from './fixtures';
import { openHotelWithRooms } from './hotel-helpers';

test('on a phone My Bids shows cards and a select instead of tabs', async ({ page, customer }) => {
  await signInThroughApi(page, customer);
  const amount = await placeBid(page, PHONE_HOTEL, 0.98);
  await page.goto('/dashboard/mybids');

  const card = page.getByRole('article', { name: /^Bid for / }).filter({ hasText: euros(amount) });
  await expect(card.getByTestId('bid-status')).toHaveText('Pending');
  await expect(page.getByRole('tab')).toHaveCount(0);
  const select = page.getByLabel('Show bids');
  await expect(select.locator('option')).toHaveText(['Active (1)', 'Rejected (0)', 'Completed (0)', 'Standing (0)']);
  await select.selectOption('rejected');
  await expect(page.getByText('You have no rejected bids.')).toBeVisible();
  const overflow = await page.evaluate(() => (document.getElementById('main')?.scrollWidth ?? 0) - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await select.selectOption('active');
  await card.getByRole('button', { name: 'Details' }).click();
  await expect(page.getByRole('dialog', { name: 'Bid details' })).toContainText(euros(amount));
});

test("on a phone the partner's pending bids fit the screen's width", async ({ page, customer }) => {
  await signInThroughApi(page, customer);
  // Not the share of the test above: the partner sees both bids, and a bid's cents alone would tell them apart by chance.
  const amount = await placeBid(page, PHONE_HOTEL, 0.975);
  await signInThroughApi(page, SUPPLIER);
  await page.goto('/supplier');
  await page.getByLabel('Hotel', { exact: true }).selectOption(String(PHONE_HOTEL));
  await expect(page.getByRole('article', { name: /^Bid for / }).filter({ hasText: euros(amount) })).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
});

test('on a phone a signed-out bid signs in and comes back to the dialog with its amount', async ({
  page,
  customer,
}) => {
  await openHotelWithRooms(page, PHONE_HOTEL);
  await page.getByRole('button', { name: 'Place a bid' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Name your price' });
  await dialog.getByLabel('Your bid for the whole stay').fill('100.25');
  await dialog.getByRole('button', { name: 'Sign in to place your bid' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to place your bid' })).toBeVisible();
  await signInThroughForm(page, customer);
  await expect(dialog.getByLabel('Your bid for the whole stay')).toHaveValue('100.25');
});
