import type { Page } from '@playwright/test';
import { SUPPLIER } from './bid-helpers';
import { expect, signInThroughApi, test } from './fixtures';

const fitsTheScreen = async (page: Page) =>
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);

test('on a phone a partner writes a rule line, tries it, and reads the dashboard', async ({ page }) => {
  await signInThroughApi(page, SUPPLIER);
  await page.goto('/supplier/rules');
  await page.getByLabel('Find a hotel').pressSequentially('golden gate nice');
  const hotels = page.getByRole('listbox', { name: 'Hotel' });
  const option = hotels.getByRole('option', { name: /^Golden Gate Hotel · .*Nice$/ });
  await hotels.selectOption({ label: (await option.innerText()).trim() });
  await page.getByRole('button', { name: 'Add a line' }).click();
  const line = page.getByTestId('rule-line').last();
  await line.getByLabel('Line name').fill('Long stays');
  await line.getByLabel('At least (nights)').fill('3');
  await line.getByLabel('Accept at or above (%)').fill('92');
  await page.getByRole('button', { name: 'Try on the last 90 days' }).click();
  await expect(page.getByTestId('simulation')).toBeVisible();
  await fitsTheScreen(page);

  await page.goto('/supplier/dashboard');
  await expect(page.getByTestId('stat-bids')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Bids a day by outcome' })).toBeVisible();
  await fitsTheScreen(page);
});
