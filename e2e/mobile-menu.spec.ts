import { expect, test } from './fixtures';

test('the off-canvas menu opens, closes on Escape and closes on navigation', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()!.width);

  await toggle.click();
  await expect(menu).toBeVisible();
  expect((await menu.boundingBox())!.height).toBe(page.viewportSize()!.height);
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

test('the off-canvas menu closes on Escape after its Inspiration dropdown was opened and closed', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const inspiration = menu.getByRole('button', { name: 'Inspiration' });
  await inspiration.click();
  await expect(menu.getByRole('link', { name: 'Stockholm' })).toBeVisible();
  await inspiration.click();
  await expect(menu.getByRole('link', { name: 'Stockholm' })).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});
