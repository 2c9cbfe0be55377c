import { expect, test } from './fixtures';

test('asks for the deployed version once on arrival, then on each navigation', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/assets/version.json') asked.push(request.url());
  });
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toHaveLength(1);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(() => asked.length).toBe(2);
});
