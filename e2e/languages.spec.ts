import { violationsInMode } from './axe-helpers';
import { expect, test } from './fixtures';

const SWEDISH_HEADING = 'Ange ditt pris för nästa resa';
const ENGLISH_HEADING = 'Name your price for your next stay';

test('a Swedish browser is sent / and /home in Swedish, rendered ahead', async ({ request }) => {
  for (const path of ['/', '/home']) {
    const page = await (await request.get(path, { headers: { 'accept-language': 'sv-SE,sv;q=0.9' } })).text();
    expect(page).toContain('<html lang="sv"');
    expect(page).toContain(SWEDISH_HEADING);
  }
  const english = await (await request.get('/home', { headers: { 'accept-language': 'en-GB' } })).text();
  expect(english).toContain('<html lang="en"');
  expect(english).toContain(ENGLISH_HEADING);
});

test.describe('in a Swedish browser', () => {
  test.use({ locale: 'sv-SE' });

  test('the home page reads Swedish; the switcher turns it English without a reload, remembered', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SWEDISH_HEADING);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    expect(await violationsInMode(page, '/home in Swedish')).toEqual([]);

    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await page.getByRole('contentinfo').getByRole('combobox', { name: 'Språk' }).selectOption('en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH_HEADING);
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH_HEADING);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
