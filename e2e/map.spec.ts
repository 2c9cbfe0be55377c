import { distanceKm } from '@bidstay/contract';
import type { Page } from '@playwright/test';
import { violationsInMode } from './axe-helpers';
import { hotelCards, openCity, waitForHotelList } from './hotel-helpers';
import { expect, test } from './fixtures';

const cityMap = (page: Page) => page.getByRole('region', { name: 'Map of hotels in Stockholm' });
const priceMarkers = (page: Page) => cityMap(page).getByRole('button', { name: /, €[\d,]+\.\d{2}$/ });

/** "Hotel X, €123.00" for each card of the list that has a price, in the list's order. */
async function pricedCards(page: Page): Promise<string[]> {
  const cards = hotelCards(page).filter({ has: page.getByTestId('price-total') });
  return cards.evaluateAll((elements) =>
    elements.map((card) => {
      const name = card.querySelector('h2')?.textContent?.trim();
      const price = card.querySelector('[data-testid="price-total"]')?.textContent?.trim();
      return `${name}, ${price}`;
    }),
  );
}

/** The price labels' names, sorted: Leaflet keeps a label where it was added, whatever the list's order. */
const markerNames = async (page: Page) =>
  (await priceMarkers(page).evaluateAll((elements) => elements.map((element) => element.textContent ?? ''))).sort();

test('the city map prices the listed hotels, follows the filters and opens a hotel with its location', async ({
  page,
}) => {
  await openCity(page, 'Stockholm');
  await waitForHotelList(page);
  const listed = await pricedCards(page);
  expect(listed.length).toBeGreaterThan(1);
  await expect.poll(() => markerNames(page)).toEqual([...listed].sort());
  await expect(cityMap(page).locator('img.leaflet-tile-loaded').first()).toBeVisible();
  expect(await violationsInMode(page, 'map')).toEqual([]);

  await page.getByLabel('5 stars').check();
  await waitForHotelList(page);
  const fiveStars = await pricedCards(page);
  expect(fiveStars.length).toBeGreaterThan(0);
  expect(fiveStars).not.toEqual(listed);
  await expect.poll(() => markerNames(page)).toEqual([...fiveStars].sort());

  const [first] = fiveStars;
  const name = first!.slice(0, first!.lastIndexOf(', '));
  await cityMap(page).getByRole('button', { name: first, exact: true }).focus();
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
  test.use({ viewport: { width: 360, height: 740 } });

  test('the map is behind a toggle, in place of the list', async ({ page }) => {
    await openCity(page, 'Stockholm');
    await waitForHotelList(page);
    await expect(cityMap(page)).toBeHidden();
    const listed = await pricedCards(page);

    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(cityMap(page)).toBeVisible();
    await expect(hotelCards(page).first()).toBeHidden();
    await expect.poll(() => markerNames(page)).toEqual([...listed].sort());
    expect(await violationsInMode(page, 'map')).toEqual([]);

    await page.getByRole('button', { name: 'Show list' }).click();
    await expect(hotelCards(page).first()).toBeVisible();
    await expect(cityMap(page)).toBeHidden();
  });
});

test('a map whose code cannot load leaves a note, and the page working', async ({ page }) => {
  await page.route(/\/assets\/hotels-map-view-[\w-]+\.js$/, (route) => route.abort());
  await openCity(page, 'Stockholm');
  await waitForHotelList(page);
  await expect(cityMap(page).getByText('The map could not be loaded.')).toBeVisible();
  await expect(hotelCards(page).first()).toBeVisible();
});
