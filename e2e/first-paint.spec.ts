import type { Page } from '@playwright/test';
import { expect, signInThroughApi, test } from './fixtures';
import { amounts, hotelCards, waitForHotelList } from './hotel-helpers';

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
  await expect(page).toHaveTitle('Hotel stays at your price · Bidstay');
  await page.goto('/signin');
  await expect(page.locator('#signin-email')).toBeVisible();
  await expect(page).toHaveTitle('Sign in · Bidstay');
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

/** A hotel of the e2e catalogue, with its name. */
async function aHotel(page: Page) {
  const [region] = (await (await page.request.get('/api/regions')).json()) as { id: number }[];
  const response = await page.request.post('/api/getListOfHotels', { data: { region_id: region!.id } });
  const [hid] = (await response.json()) as number[];
  const hotel = (await (await page.request.get(`/api/HotelInternal/getHotel?id=${hid}`)).json()) as { name: string };
  return { hid: hid!, name: hotel.name };
}

test('a hotel page comes rendered with the hotel, its name and photos painted before the app loads', async ({
  page,
}) => {
  const hotel = await aHotel(page);
  await withoutTheApp(page);
  await page.goto(`/hotel/${hotel.hid}?checkin=2027-03-01&checkout=2027-03-04`);
  await expect(page.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(`^${hotel.name}: `) })).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  await expect(page).toHaveTitle(`${hotel.name} · Bidstay`);
});

test('the app takes over a hotel page rendered with the hotel: the same page, then its rooms', async ({ page }) => {
  const hotel = await aHotel(page);
  await page.goto(`/hotel/${hotel.hid}?checkin=2027-03-01&checkout=2027-03-04`);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('heading', { level: 1, name: hotel.name })).toHaveCount(1);
  await expect(page.locator('#rooms-title + p')).toContainText('2027');
  await expect(page.getByTestId('rate-list').or(page.getByText('No rooms are available'))).toBeVisible();
});

test('the app takes over the page rendered ahead: the search box keeps what is typed', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const where = page.getByRole('combobox', { name: 'Where are you going?' });
  await where.fill('Stock');
  await expect(page.getByRole('option', { name: /^Stockholm City$/ })).toBeVisible();
  await expect(page.getByText('Name your price for your next stay')).toHaveCount(1);
});

/**
 * Stockholm's page for a stay, opened as the server sends it, the app's code held back; its URL, and how many hotels
 * the city has. Asked for once before: a render that takes over a second (a cold partner search on a busy machine)
 * sends the page rendered ahead, and the render, once done, to the next visitor.
 */
async function openRenderedCity(page: Page) {
  const regions = (await (await page.request.get('/api/regions')).json()) as { id: number; name: string }[];
  const { id } = regions.find((region) => region.name === 'Stockholm')!;
  const hids = (await (
    await page.request.post('/api/getListOfHotels', { data: { region_id: id } })
  ).json()) as number[];
  const url = `/city/${id}?checkin=2027-03-01&checkout=2027-03-04`;
  await page.request.get(url);
  await withoutTheApp(page);
  await page.goto(url);
  return { url, hotels: hids.length };
}

const cardNames = (page: Page) => hotelCards(page).getByRole('heading', { level: 2 }).allInnerTexts();

test('a city page comes rendered with its cheapest hotels for the stay, photos and prices painted before the app loads', async ({
  page,
}) => {
  await openRenderedCity(page);
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  await expect(page).toHaveTitle('Hotels in Stockholm · Bidstay');
  await expect(hotelCards(page)).toHaveCount(6);
  await expect(hotelCards(page).first().locator('img.hotel-card-image')).toBeVisible();
  const prices = await amounts(page, 'price-total');
  expect(prices).toHaveLength(6);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});

test('the app takes over a city page rendered with its hotels: the same first hotels and count, then the rest of the city', async ({
  page,
}) => {
  const city = await openRenderedCity(page);
  const count = page.getByRole('status').filter({ hasText: 'hotels have rooms' });
  const renderedNames = await cardNames(page);
  expect(renderedNames).toHaveLength(6);
  const renderedCount = await count.innerText();
  expect(renderedCount).toContain(` of ${city.hotels} hotels`);
  await page.unrouteAll();

  await page.goto(city.url);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  expect((await cardNames(page)).slice(0, 6)).toEqual(renderedNames);
  await waitForHotelList(page);
  await expect(count).toHaveText(renderedCount);
});
