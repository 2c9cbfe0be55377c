import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Words that are no text of Bidstay's: names, brands, and each language's own name in the switcher. */
const NOT_OURS = new Set(['Bidstay', 'Visa', 'Mastercard', 'English', 'Svenska', 'B']);

/**
 * The visible texts of the page that still read as plain English: in the pseudo-locale every text of the catalogue
 * is written in accented letters, so a run of three plain letters is a text that did not go through it. What the page
 * shows of the API's data (`data`: city and hotel names) is left out.
 */
async function untranslated(page: Page, data: string[]) {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, [hidden], [aria-hidden="true"]')) continue;
      if (!element.checkVisibility()) continue;
      const text = node.textContent?.trim();
      if (text) found.push(text);
    }
    return found;
  });
  const known = new Set([...NOT_OURS, ...data]);
  // A commit's hash in the footer's version is no word either.
  const words = (text: string) => text.replace(/\b[0-9a-f]{7,}\b/g, ' ').replace(/[^\sA-Za-z]/g, ' ');
  return texts.filter((text) => !known.has(text) && /[A-Za-z]{3,}/.test(words(text)));
}

test.describe('in the pseudo-locale', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'pseudo', url: baseURL! }]);
  });

  test('the home page and the sign-in show no text left out of the catalogue', async ({ page, request }) => {
    const cities = ((await (await request.get('/api/regions')).json()) as { name: string }[]).map(({ name }) => name);
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Name your price/);
    await expect(page.locator('.featured-cities li').first()).toBeVisible();
    expect(await untranslated(page, cities)).toEqual([]);

    await page.goto('/signin');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Welcome back/);
    expect(await untranslated(page, [])).toEqual([]);
  });
});
