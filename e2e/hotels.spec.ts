import { cheapestRates, listedPrice, messages, type SerpRate } from '@bidstay/contract';
import { shootAtWidths } from './bid-guidance-helpers';
import { amounts, dayFromToday, hotelCards, openCity, waitForHotelList } from './hotel-helpers';
import { expect, signInThroughApi, signInThroughForm, test, toast } from './fixtures';

test('a customer searches a city, filters and sorts, opens a hotel, likes it and removes it from the wishlist', async ({
  page,
  customer,
}) => {
  await signInThroughApi(page, customer);
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Where are you going?' }).fill('Stock');
  await page.getByRole('option', { name: /^Stockholm City$/ }).click();
  await page.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/city\/\d+\?checkin=\d{4}-\d{2}-\d{2}&checkout=.*&guests=2&currency=EUR/);
  await expect(page.getByRole('heading', { name: 'Hotels in Stockholm' })).toBeVisible();
  await waitForHotelList(page);
  await expect(hotelCards(page).first().getByTestId('price-total')).toHaveText(/^€[\d,]+\.\d{2}$/);

  await page.getByLabel('4 stars').check();
  await waitForHotelList(page);
  const cards = hotelCards(page);
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card.getByRole('img', { name: '4 stars' })).toBeVisible();
  const ascending = await amounts(page, 'price-per-night');
  expect(ascending.length).toBeGreaterThan(1);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await page.getByLabel('Sort by').selectOption({ label: 'Price: highest first' });
  const descending = await amounts(page, 'price-per-night');
  expect(descending[0]).toBeGreaterThan(ascending[0] ?? 0);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));

  const name = (await cards.first().getByRole('heading').innerText()).trim();
  await cards.first().getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/hotel\/\d+\?checkin=/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const rates = page
    .getByTestId('rate-list')
    .getByRole('listitem')
    .filter({ has: page.getByTestId('price-total') });
  await expect(rates.first().getByTestId('price-total')).toHaveText(/^€[\d,]+\.\d{2}$/);
  await expect(rates.first().getByRole('link', { name: 'Book now' })).toHaveAttribute(
    'href',
    /^\/hotel-booking\?hotel=\d+&book_hash=/,
  );
  await expect(rates.first().getByRole('button', { name: 'Place a bid' })).toBeEnabled();

  const heart = page.getByRole('button', { name: `Save ${name} to your wishlist` });
  await heart.click();
  await expect(page.getByRole('button', { name: `Remove ${name} from your wishlist` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/dashboard/mywishlist');
  const saved = page.getByRole('article', { name });
  await expect(saved).toBeVisible();
  await expect(saved.getByRole('link', { name: 'Go to Hotel' })).toBeVisible();
  await saved.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Hotel removed from your wishlist!')).toBeVisible();
  await expect(page.getByText('You have no hotels in your wishlist.')).toBeVisible();
});

test('the heart sends a signed-out visitor to sign in and back to the hotel', async ({ page, customer }) => {
  await page.goto('/hotel/7000021');
  await page.getByRole('button', { name: /to your wishlist/ }).click();
  await expect(page).toHaveURL('/signin');
  await signInThroughForm(page, customer);
  await expect(page).toHaveURL('/hotel/7000021');
});

test('a wishlist keeps a hotel the partner no longer offers, says so, and lets it go', async ({ page, customer }) => {
  await signInThroughApi(page, customer);
  await page.goto('/hotel/7000021');
  await page.getByRole('button', { name: /^Save .* to your wishlist$/ }).click();
  await expect(page.getByRole('button', { name: /^Remove .* from your wishlist$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.route('**/api/getListOfHotelsMinimal', async (route) => {
    const hotels = (await (await route.fetch()).json()) as { hid: number }[];
    await route.fulfill({ json: hotels.filter((hotel) => hotel.hid !== 7000021) });
  });

  await page.goto('/dashboard/mywishlist');
  const gone = page.getByRole('article', { name: messages.hotels.unknownHotel });
  await expect(gone.getByText(messages.wishlist.noLongerAvailable)).toBeVisible();
  await expect(gone.getByRole('link', { name: 'Go to Hotel' })).toHaveCount(0);
  await shootAtWidths(page, 'wishlist-gone-hotel', gone);
  await gone.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, messages.wishlist.removed)).toBeVisible();
  await expect(page.getByText(messages.wishlist.empty)).toBeVisible();
});

test('an unknown hotel shows a not-found page', async ({ page }) => {
  await page.goto('/hotel/no-such-hotel');
  await expect(page.getByRole('heading', { name: 'Hotel not found' })).toBeVisible();
  await expect(page.getByText('This hotel was not found.')).toBeVisible();
});

test('the app and a city search reach the browser compressed', async ({ page }) => {
  const encodings = new Map<string, string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/^\/assets\/index-.*\.js$/.test(path) || path === '/api/hotelRegionSearch') {
      encodings.set(path.startsWith('/api') ? 'search' : 'script', response.headers()['content-encoding'] ?? 'none');
    }
  });
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Where are you going?' }).fill('Stock');
  await page.getByRole('option', { name: /^Stockholm City$/ }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await waitForHotelList(page);
  expect(Object.fromEntries(encodings)).toEqual({ script: 'br', search: 'gzip' });
});

test('a city page asks first for the hotels with the cheapest rooms, the ones it shows first', async ({ page }) => {
  const rates = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/hotelRegionSearch');
  const firstHotels = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/getListOfHotelsMinimal',
  );
  await openCity(page, 'Stockholm');

  const { hotels } = (await (await rates).json()) as { hotels: { hid: number; rates: SerpRate[] }[] };
  const cheapest = hotels
    .map(({ hid, rates }) => ({ hid, price: listedPrice(cheapestRates(rates, 1)[0]!) }))
    .sort((a, b) => a.price - b.price);
  const asked = (await firstHotels).postDataJSON() as number[];
  expect(asked).toHaveLength(25);
  expect(Math.max(...asked.map((hid) => cheapest.findIndex((hotel) => hotel.hid === hid)))).toBe(24);
});

test('a city page loads the rest of the city when its first hotels render before their second chunk arrives', async ({
  page,
}) => {
  let asked = 0;
  await page.route('**/api/getListOfHotelsMinimal', async (route) => {
    asked += 1;
    if (asked === 2) await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await openCity(page, 'Stockholm');
  await waitForHotelList(page);
  expect(asked).toBeGreaterThan(2);
});

test('a city page shows its first hotels before it asks for the rest of the city, on a slow phone too', async ({
  page,
}) => {
  // A slow phone's CPU: the first cards take longer to render than the first chunks take to arrive.
  test.slow();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
  await page.addInitScript(() => {
    const seen = { asked: [] as number[], firstCard: 0 };
    Object.assign(window, { seen });
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (String(input).includes('/api/getListOfHotelsMinimal')) seen.asked.push(performance.now());
      return fetch(input, init);
    };
    new MutationObserver(() => {
      if (!seen.firstCard && document.querySelector('[data-testid="hotel-list"] article img'))
        seen.firstCard = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await openCity(page, 'Stockholm');
  type Seen = { seen: { asked: number[]; firstCard: number } };
  await page.waitForFunction(
    () => {
      const { seen } = window as unknown as Seen;
      return seen.asked.length > 2 && seen.firstCard > 0;
    },
    null,
    { timeout: 60_000 },
  );

  const seen = await page.evaluate(() => (window as unknown as Seen).seen);
  expect(seen.asked[2]).toBeGreaterThanOrEqual(seen.firstCard);
});

test('the city page keeps its filters, order and hotels shown across a hotel and back, and a refresh', async ({
  page,
}) => {
  await openCity(page, 'Stockholm');
  await waitForHotelList(page);
  await page.getByLabel('Minimum').fill('1');
  await page.getByLabel('Sort by').selectOption({ label: 'Price: highest first' });
  await waitForHotelList(page);
  await page.getByRole('button', { name: 'Show more hotels' }).click();
  await waitForHotelList(page);
  await expect(hotelCards(page)).toHaveCount(60);

  const card = hotelCards(page).nth(40);
  await card.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(1000);
  const name = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goBack();

  await expect(page.getByLabel('Minimum')).toHaveValue('1');
  await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
  await expect(hotelCards(page)).toHaveCount(60);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(card.getByRole('heading')).toHaveText(name);

  await page.reload();
  await waitForHotelList(page);
  await expect(page.getByLabel('Minimum')).toHaveValue('1');
  await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
  await expect(hotelCards(page)).toHaveCount(60);
});

test('a page loaded afresh opens at its top, and Back returns to where the last page was scrolled', async ({
  page,
}) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'How bidding works' })).toBeVisible();
  // The app's first render takes over the page rendered ahead, and opens it at the top: scroll after it.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);

  await page.goto('/hotel/7000021');
  await expect(page.getByRole('heading', { name: 'Guest reviews' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Back loads /home again; its code arriving late (as on a slow network or a busy machine) must not cost the position,
  // nor show the page's top on the way: every position the page is scrolled to after it is back at 400 is watched.
  await page.route(/\/assets\/home-page-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.addInitScript(() => {
    const positions: number[] = [];
    Object.assign(window, { scrolledTo: positions });
    window.addEventListener('scroll', () => positions.push(Math.round(window.scrollY)));
  });
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'How bidding works' })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // Within a few pixels: as the page's last pieces settle, the browser's scroll anchoring keeps the same text in view.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeCloseTo(400, -1);
  const scrolledTo = await page.evaluate(() => (window as unknown as { scrolledTo: number[] }).scrolledTo);
  expect(scrolledTo.slice(scrolledTo.findIndex((y) => y >= 395)).filter((y) => y < 395)).toEqual([]);
});

test('dates of a link that cannot be searched are replaced, and the page says so next to them', async ({ page }) => {
  const regions = (await (await page.request.get('/api/regions')).json()) as { id: number; name: string }[];
  const stockholm = regions.find((region) => region.name === 'Stockholm')!.id;
  await page.goto(`/city/${stockholm}?checkin=2020-01-01&checkout=2020-01-04`);
  const checkin = page.getByLabel('Check-in');
  await expect(checkin).toHaveValue(dayFromToday(0));
  await expect(checkin).toHaveAccessibleDescription(/Check-in cannot be in the past/);

  await page.goto(`/hotel/7000021?checkin=${dayFromToday(5)}&checkout=${dayFromToday(3)}`);
  const checkout = page.getByLabel('Check-out');
  await expect(checkout).toHaveValue(dayFromToday(8));
  await expect(checkout).toHaveAccessibleDescription(/Check-out must be after check-in/);
  await expect(page.getByLabel('Check-in')).toHaveAccessibleDescription('');

  await checkout.fill(dayFromToday(7));
  await expect(checkout).toHaveAccessibleDescription('');
  await checkout.fill(dayFromToday(2));
  await expect(checkout).toHaveAccessibleDescription(/Check-out must be after check-in/);
});

test('a minimum price above the maximum is refused next to the field', async ({ page }) => {
  await openCity(page, 'Stockholm');
  await waitForHotelList(page);
  const results = page.getByRole('status').filter({ hasText: /ha(?:ve|s) rooms/ });
  const before = await results.innerText();
  await page.getByLabel('Maximum').fill('100');
  await waitForHotelList(page);
  const capped = await results.innerText();
  await page.getByLabel('Minimum').fill('200');

  await expect(page.getByLabel('Minimum')).toHaveAccessibleDescription(
    'The minimum price cannot be above the maximum.',
  );
  await expect(results).toHaveText(capped);
  await page.getByLabel('Maximum').fill('');
  await expect(page.getByLabel('Minimum')).toHaveAccessibleDescription('');
  await waitForHotelList(page);
  await expect(results).not.toHaveText(before);
});

test('the search says when no city or hotel matches what is typed', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Where are you going?' }).fill('Zzyzx');
  await expect(page.getByRole('status').filter({ hasText: 'No city or hotel matches “Zzyzx”.' })).toBeVisible();
});

test('a city typed in full and searched without picking it opens that city', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Where are you going?' }).fill('Stockholm');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/city\/2734\?checkin=/);
  await expect(page.getByRole('heading', { name: 'Hotels in Stockholm' })).toBeVisible();
});

test('a hotel picked in the search opens with the dates and guests of the form', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Where are you going?' }).fill('Lakeside Gate Nice');
  await page.getByRole('option', { name: /^Lakeside Gate Nice Nice Hotel$/ }).click();
  await expect(page).toHaveURL('/');
  await page.getByLabel('Check-in').fill(dayFromToday(10));
  await page.getByLabel('Check-out').fill(dayFromToday(12));
  await page.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(
    `/hotel/7052441?checkin=${dayFromToday(10)}&checkout=${dayFromToday(12)}&guests=2&currency=EUR`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Lakeside Gate Nice' })).toBeVisible();
});

test('the search names each hotel with its city, and its street where two share a name', async ({ page }) => {
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Where are you going?' }).fill('royal swan');
    const hotels = page.getByRole('listbox', { name: 'Destinations' }).getByRole('option', { name: / Hotel$/ });
    await expect(hotels.first()).toBeVisible();
    const rows = await hotels.evaluateAll((options) =>
      options.map((option) => ({
        name: option.querySelector('[data-testid="typeahead-name"]')?.textContent,
        place: option.querySelector('[data-testid="typeahead-place"]')?.textContent,
      })),
    );
    expect(rows).toContainEqual({ name: 'Royal Swan Stockholm', place: 'Stockholm' });
    const twins = rows.filter((row) => row.name === 'Royal Swan').map((row) => row.place);
    expect(twins.length).toBeGreaterThan(1);
    for (const place of twins) expect(place).toMatch(/ \d+, /);
    expect(new Set(twins).size).toBe(twins.length);
  }
});
