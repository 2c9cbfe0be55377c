import { messages } from '@bidstay/contract';
import { expect, test } from './fixtures';
import { dayFromToday, openCity, waitForHotelList } from './hotel-helpers';

/** A yyyy-MM-dd date as the site writes it: "13 Apr 2027". */
const written = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

for (const width of [1366, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a check-in after the check-out moves the check-out, and the search says where to', async ({ page }) => {
      await page.goto('/');
      const search = page.getByRole('form', { name: 'Search hotels' });
      const checkout = search.getByLabel('Check-out');
      await search.getByLabel('Check-in').fill(dayFromToday(40));
      await expect(checkout).toHaveValue(dayFromToday(43));
      await expect(checkout).toHaveAccessibleDescription(`We moved check-out to ${written(dayFromToday(43))}.`);

      await checkout.fill(dayFromToday(39));
      await expect(checkout).toHaveValue(dayFromToday(43));
      await expect(checkout).toHaveAccessibleDescription(
        `Check-out must be after check-in. Check-out stays ${written(dayFromToday(43))}.`,
      );
      await checkout.fill(dayFromToday(45));
      await expect(checkout).toHaveAccessibleDescription('');
    });

    test("the search asks a child's age rather than choosing one", async ({ page }) => {
      await page.goto('/');
      const search = page.getByRole('form', { name: 'Search hotels' });
      await search.getByRole('button', { name: /guests?, 1 room/ }).click();
      await search.getByLabel('Children').selectOption('1');
      const age = search.getByLabel('Age of child 1');
      await expect(age.locator('option:checked')).toHaveText('Choose');
      await search.getByRole('button', { name: 'Done' }).click();
      // On a phone the city's suggestions cover the fields below: they close before the search.
      await search.getByRole('combobox', { name: 'Where are you going?' }).fill('Stockholm');
      await page.keyboard.press('Escape');
      await search.getByRole('button', { name: 'Search' }).click();
      await expect(search.getByText(messages.stay.childAgeMissing)).toBeVisible();
      await expect(age).toBeFocused();
      await expect(age).toHaveAccessibleDescription(messages.stay.childAgeMissing);
      await expect(page).toHaveURL('/');

      await age.selectOption('5');
      await expect(search.getByText(messages.stay.childAgeMissing)).toBeHidden();
      await search.getByRole('button', { name: 'Done' }).click();
      await search.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/city\/\d+\?.*guests=2-5&/);
    });
  });
}

test('with a filter on, the count says how many hotels match it and how many have rooms', async ({ page }) => {
  await openCity(page, 'Stockholm');
  await waitForHotelList(page);
  const count = page.getByRole('status').filter({ hasText: /have rooms/ });
  await expect(count).toHaveText(/^\d+ of \d+ hotels have rooms for your dates$/);
  await page.getByLabel('4 stars').check();
  await waitForHotelList(page);
  await expect(count).toHaveText(/^\d+ hotels? match(?:es)? your filters \(\d+ have rooms\)$/);
});
