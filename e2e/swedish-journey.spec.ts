import type { Locator, Page } from '@playwright/test';
import { violationsInMode } from './axe-helpers';
import { shoot } from './bid-guidance-helpers';
import { MANUAL_HOTEL, PHONE_HOTEL, RULE_HOTEL } from './bid-helpers';
import { expect, signInThroughApi, test } from './fixtures';

/** Kronor as Swedish writes them: "1 234,50 kr", the groups split by a (narrow) no-break space. */
const KRONOR = /^\d{1,3}(?:[\s\u00a0\u202f]\d{3})*,\d{2}[\s\u00a0]kr$/;

/** Hotels other specs bid on and watch: this journey leaves them alone. */
const WATCHED = [MANUAL_HOTEL, PHONE_HOTEL, RULE_HOTEL].map(String);

/** Whether an element's text fits its box: Swedish words are longer, and a cut label hides what it says. */
const fits = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.scrollWidth <= element.clientWidth);

/** Whether the sandbox partner has a hotel's text in Swedish: it lacks it for every seventh hid, as partners lack some. */
const hasSwedish = (href: string) => Number(/\/hotel\/(\d+)/.exec(href)?.[1]) % 7 !== 0;

/**
 * The first hotel of the city list with a price, that no other spec watches; and the addresses of a priced hotel the
 * partner has Swedish text for and of one it has not.
 */
async function firstPricedHotel(page: Page) {
  const region = page.getByRole('region', { name: /har rum/ });
  await expect(region).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  let first: Locator | undefined;
  let translated: string | undefined;
  let untranslated: string | undefined;
  for (const card of await page.getByTestId('hotel-list').getByRole('article').all()) {
    const link = card.getByRole('link').first();
    const href = (await link.getAttribute('href')) ?? '';
    if (!hasSwedish(href)) untranslated ??= href;
    if (!(await card.getByTestId('price-total').count()) || WATCHED.some((hid) => href.includes(`/hotel/${hid}`)))
      continue;
    first ??= link;
    if (hasSwedish(href)) translated ??= href;
  }
  if (!first || !translated || !untranslated) throw new Error('no priced hotel in the list');
  return { link: first, translated, untranslated };
}

for (const width of [1366, 360]) {
  test.describe(`in Swedish at ${width} px`, () => {
    test.use({ locale: 'sv-SE', viewport: { width, height: 800 } });

    test('search, a city, a hotel and the bid dialog with its chance read Swedish', async ({ page, customer }) => {
      // The whole journey, a city of some hundred hotels streamed and priced included.
      test.slow();
      await signInThroughApi(page, customer);
      await page.goto('/');
      const search = page.getByRole('form', { name: 'Sök hotell' });
      expect(await fits(page, '.guests-picker .form-select')).toBe(true);
      await search.getByRole('combobox', { name: 'Vart ska du resa?' }).fill('Stock');
      await page
        .getByRole('option', { name: /^Stockholm/ })
        .first()
        .click();
      await search.getByLabel('Valuta').selectOption('SEK');
      await search.getByRole('button', { name: 'Sök', exact: true }).click();

      await expect(page.getByRole('heading', { name: 'Hotell i Stockholm' })).toBeVisible();
      const { link: hotel, translated, untranslated } = await firstPricedHotel(page);
      await expect(page.getByTestId('price-total').first()).toHaveText(KRONOR);
      await hotel.click();

      await expect(page.getByRole('heading', { name: 'Rum och priser' })).toBeVisible();
      const rate = page.getByTestId('rate-list').getByRole('listitem').first();
      await rate.getByRole('button', { name: 'Lägg ett bud' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ange ditt pris' });
      const listed = dialog.getByTestId('bid-listed-price');
      await expect(listed).toHaveText(KRONOR);
      const amount = Number((await listed.innerText()).replace(/[^\d,]/g, '').replace(',', '.'));
      // Above every floor of the sandbox's rates: a bid below the day's floor would be rejected at once (decision 039).
      await dialog.getByLabel('Ditt bud för hela vistelsen').fill((amount * 0.98).toFixed(2));
      await expect(dialog.getByTestId('bid-below-hint')).toContainText('under listpriset');
      await expect(dialog.getByTestId('bid-chance-band')).toHaveText(/^(Stor|Rimlig|Liten|Ingen) chans$/);
      await expect(dialog.getByTestId('bid-binding')).not.toHaveText(/bid/i);
      expect(await violationsInMode(page, 'the bid dialog in Swedish')).toEqual([]);
      await dialog.getByRole('button', { name: 'Lägg bud', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Ditt bud' })).toBeVisible();
      await expect(page.getByTestId('bid-answer')).toContainText('Ditt bud på');

      // The partner's text in Swedish: the description and the room names.
      await page.goto(translated);
      await expect(page.getByRole('heading', { name: 'På hotellet' })).toBeVisible();
      const roomName = page.getByTestId('rate-list').getByRole('listitem').first().getByRole('heading', { level: 3 });
      await expect(roomName).toHaveText(/(rum|svit)/i);
      await expect(roomName).not.toHaveAttribute('lang');

      // A hotel the partner has no Swedish text for shows its English, marked as English.
      await page.goto(untranslated);
      await expect(page.getByRole('heading', { name: 'Rum och priser' })).toBeVisible();
      const english = page.locator('section[lang="en"]').filter({ hasText: 'Location' });
      await expect(english).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Bekvämligheter' })).not.toHaveAttribute('lang');
    });

    test('About and a blog post read Swedish, and switch to English without a reload', async ({ page }) => {
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1, name: 'Om Bidstay' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Vårt uppdrag' })).toBeVisible();
      await expect(page.locator('article [lang="en"]')).toHaveCount(0);
      expect(await violationsInMode(page, 'About in Swedish')).toEqual([]);
      await shoot(page, `about-sv-${width}`);

      await page.goto('/blog');
      await expect(page.getByRole('heading', { level: 1, name: 'Blogg' })).toBeVisible();
      await page.getByRole('link', { name: 'En helg i Växjö' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'En helg i Växjö' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Fredagskväll' })).toBeVisible();
      await expect(page.locator('article [lang="en"]')).toHaveCount(0);
      await shoot(page, `blog-post-sv-${width}`);

      await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
      await page.getByRole('contentinfo').getByRole('combobox', { name: 'Språk' }).selectOption('en');
      await expect(page.getByRole('heading', { level: 1, name: 'A weekend in Växjö' })).toBeVisible();
      expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    });
  });
}
