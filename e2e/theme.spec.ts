import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const html = (page: Page) => page.locator('html');

test('the chosen dark theme survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(html(page)).toHaveAttribute('data-bs-theme', 'light');
  await page.locator('label[for="theme-dark"]').click();
  await expect(html(page)).toHaveAttribute('data-bs-theme', 'dark');
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-bs-theme', 'dark');
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
});

test('without a choice the theme follows the system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(html(page)).toHaveAttribute('data-bs-theme', 'dark');
  await expect(page.getByRole('radio', { name: 'Auto' })).toBeChecked();
});
