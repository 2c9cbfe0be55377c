import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Holds back the app's code, but not the colour-mode script: the page as painted before the app has loaded. */
async function withoutTheApp(page: Page) {
  await page.route(/\/assets\/(?!theme-)[^/]+\.js$/, (route) => route.abort());
}

test('a first visit paints the page rendered ahead, inert, in the chosen colours, before the app loads', async ({
  page,
}) => {
  await withoutTheApp(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.getByText('Name your price for your next stay')).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await page.goto('/signin');
  await expect(page.locator('#signin-email')).toBeVisible();
});

test('the pages rendered ahead and the app break no rule of the content security policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`${page.url()}: ${message.text()}`);
  });
  for (const path of ['/home', '/signin', '/city/1', '/hotel/1']) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
  }
  expect(violations).toEqual([]);
});

test('the app takes over the page rendered ahead: the search box keeps what is typed', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const where = page.getByRole('combobox', { name: 'Where are you going?' });
  await where.fill('Stock');
  await expect(page.getByRole('option', { name: /^Stockholm City$/ })).toBeVisible();
  await expect(page.getByText('Name your price for your next stay')).toHaveCount(1);
});
