import { distanceKm } from '@bidstay/contract';
import type { Page } from '@playwright/test';
import { violationsInMode } from './axe-helpers';
import { shootAtWidths } from './bid-guidance-helpers';
import { hotelCards, openCity, waitForHotelList } from './hotel-helpers';
import { expect, test } from './fixtures';

const cityMap = (page: Page) => page.getByRole('region', { name: 'Map of hotels in Stockholm' });
const priceMarkers = (page: Page) => cityMap(page).getByRole('button', { name: / per night$/ });
const clusters = (page: Page) => cityMap(page).getByRole('button', { name: / hotels here, zoom in$/ });

/** "Hotel X, €123.00 per night" for each card of the list that has a price, in the list's order. */
async function pricedCards(page: Page): Promise<string[]> {
  const cards = hotelCards(page).filter({ has: page.getByTestId('price-per-night') });
  return cards.evaluateAll((elements) =>
    elements.map((card) => {
      const name = card.querySelector('h2')?.textContent?.trim();
      const price = card.querySelector('[data-testid="price-per-night"]')?.textContent?.trim();
      return `${name}, ${price}`;
    }),
  );
}

/**
 * What the map shows of the hotels: each price label's name, sorted (Leaflet keeps a label where it was added), and
 * how many hotels the counts of those too close to tell apart hold.
 */
async function mapShows(page: Page) {
  const names = await priceMarkers(page).evaluateAll((elements) =>
    elements.map((element) => element.querySelector('.visually-hidden')?.textContent ?? ''),
  );
  const counts = await clusters(page).evaluateAll((elements) =>
    elements.map((element) => Number(element.querySelector('[aria-hidden]')?.textContent)),
  );
  return { names: names.sort(), inClusters: counts.reduce((sum, count) => sum + count, 0) };
}

/** Every listed hotel is on the map, a label of its own or counted in a cluster. */
async function expectEveryListedHotel(page: Page, listed: string[]) {
  await expect
    .poll(async () => {
      const { names, inClusters } = await mapShows(page);
      return names.length + inClusters === listed.length && names.every((name) => listed.includes(name));
    })
    .toBe(true);
}

test('the city map prices the listed hotels, follows the filters and opens a hotel with its location', async ({
  page,
}) => {
  await openCity(page, 'Stockholm');
  await waitForHotelList(page);
  const listed = await pricedCards(page);
  expect(listed.length).toBeGreaterThan(1);
  await expectEveryListedHotel(page, listed);
  await expect(cityMap(page).locator('img.leaflet-tile-loaded').first()).toBeVisible();
  expect(await violationsInMode(page, 'map')).toEqual([]);

  await page.getByLabel('5 stars').check();
  await waitForHotelList(page);
  const fiveStars = await pricedCards(page);
  expect(fiveStars.length).toBeGreaterThan(0);
  expect(fiveStars).not.toEqual(listed);
  await expectEveryListedHotel(page, fiveStars);

  const label = priceMarkers(page).first();
  const first = (await label.locator('.visually-hidden').textContent())!;
  const name = first.slice(0, first.lastIndexOf(', '));
  await label.focus();
  await page.keyboard.press('Enter');
  const preview = page.getByRole('complementary', { name: `${name} on the map` });
  await expect(preview.getByRole('heading', { name })).toBeVisible();
  await expect(preview).toContainText(first.slice(first.lastIndexOf(', ') + 2));
  await expect(preview.getByRole('link', { name: 'View hotel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/hotel\/\d+\?checkin=/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const hid = page.url().match(/\/hotel\/(\d+)/)![1];
  const hotel = await (await page.request.get(`/api/HotelInternal/getHotel?id=${hid}`)).json();
  const km = distanceKm(hotel, hotel.region.center);
  const distance = page.getByTestId('distance-to-centre');
  await expect(distance).toHaveText(km < 1 ? /^\d+ m from the centre$/ : `${km.toFixed(1)} km from the centre`);
  const location = page.getByRole('region', { name: `Map of the location of ${name}` });
  await location.scrollIntoViewIfNeeded();
  await expect(location.getByText('City centre')).toBeVisible();
  await expect(location.getByText(name, { exact: true })).toBeVisible();
  await expect(location.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  expect(await violationsInMode(page, 'map')).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('the map is behind a toggle, in place of the list, and a tap on a hotel shows it over the map', async ({
    page,
  }) => {
    await openCity(page, 'Stockholm');
    await waitForHotelList(page);
    await expect(cityMap(page)).toBeHidden();
    const listed = await pricedCards(page);

    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(cityMap(page)).toBeVisible();
    await expect(hotelCards(page).first()).toBeHidden();
    await expectEveryListedHotel(page, listed);
    expect(await violationsInMode(page, 'map')).toEqual([]);

    const city = page.url();
    const label = priceMarkers(page).first();
    const name = (await label.locator('.visually-hidden').textContent())!.replace(/, [^,]+$/, '');
    await label.tap();
    const preview = page.getByRole('complementary', { name: `${name} on the map` });
    await expect(preview).toBeVisible();
    expect(page.url()).toBe(city);
    await shootAtWidths(page, 'map-preview', preview);
    await preview.getByRole('button', { name: 'Close' }).tap();
    await expect(preview).toBeHidden();

    await page.getByRole('button', { name: 'Show list' }).click();
    await expect(hotelCards(page).first()).toBeVisible();
    await expect(cityMap(page)).toBeHidden();
  });
});

test('hotels too close to tell apart are one count, which zooms in on them', async ({ page }) => {
  await openCity(page, 'Stockholm');
  await waitForHotelList(page);
  const listed = await pricedCards(page);
  const zoomOut = cityMap(page).getByRole('button', { name: 'Zoom out' });
  for (let step = 0; step < 4; step += 1) await zoomOut.click();
  await expect(clusters(page).first()).toBeVisible();
  await expectEveryListedHotel(page, listed);
  // A count zooms in to where its hotels come apart, maybe into smaller counts first: each is opened in turn.
  await clusters(page).first().click();
  await expect(async () => {
    if ((await priceMarkers(page).count()) === 0) await clusters(page).first().click();
    expect(await priceMarkers(page).count()).toBeGreaterThan(0);
  }).toPass({ timeout: 30_000 });
});

test('a map whose code cannot load leaves a note, and the page working', async ({ page }) => {
  await page.route(/\/assets\/hotels-map-view-[\w-]+\.js$/, (route) => route.abort());
  await openCity(page, 'Stockholm');
  await waitForHotelList(page);
  await expect(cityMap(page).getByText('The map could not be loaded.')).toBeVisible();
  await expect(hotelCards(page).first()).toBeVisible();
});
