import type { Page } from '@playwright/test';
import { expect, signInThroughApi, test } from './fixtures';

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

/**
 * Every report of the content security policy on the pages this page goes on to: the console's, and the violation
 * events, which also report what a script tried and caught (Chrome lists those in its Issues panel).
 */
async function policyReports(page: Page) {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) reports.push(`${page.url()}: ${message.text()}`);
  });
  await page.exposeBinding('reportPolicyViolation', ({ page: from }, text: string) =>
    reports.push(`${from.url()}: ${text}`),
  );
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation(text: string): void }).reportPolicyViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    }),
  );
  return reports;
}

test('the pages rendered ahead and the app break no rule of the content security policy', async ({
  page,
  customer,
}) => {
  const reports = await policyReports(page);
  for (const path of ['/home', '/signin', '/signup', '/city/1', '/hotel/1']) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  await signInThroughApi(page, customer);
  for (const path of ['/dashboard/profile', '/dashboard/mybids', '/dashboard/mybookings']) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    // A signed-in page keeps its event stream open: the network is never idle. Its answers come within the second.
    await page.waitForTimeout(1_000);
  }
  expect(reports).toEqual([]);
});

test('the app takes over the page rendered ahead: the search box keeps what is typed', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const where = page.getByRole('combobox', { name: 'Where are you going?' });
  await where.fill('Stock');
  await expect(page.getByRole('option', { name: /^Stockholm City$/ })).toBeVisible();
  await expect(page.getByText('Name your price for your next stay')).toHaveCount(1);
});
