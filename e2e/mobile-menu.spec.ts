import { expect, test } from './fixtures';

test('the off-canvas menu opens, closes on Escape and closes on navigation', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const toggle = page.getByRole('button', { name: 'Open menu' });

  await toggle.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await toggle.click();
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL('/faq');
  await expect(menu).toBeHidden();

  await toggle.click();
  await menu.getByRole('button', { name: 'Inspiration' }).click();
  await menu.getByRole('link', { name: 'Stockholm' }).click();
  await expect(page).toHaveURL(/\/city\/\d+$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Hotels in Stockholm' })).toBeVisible();
});
