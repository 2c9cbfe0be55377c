import { addDays, DEFAULT_GUESTS, listedPrice, today } from '@bidstay/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, SUPPLIER } from './bid-helpers';
import { shoot } from './bid-guidance-helpers';
import { asClient, createCustomer, expect, signInThroughApi, test, toast } from './fixtures';

/** The hotel's one line: every bid from 80 % of the listed price is accepted at once. */
const LINE = {
  label: 'Accept from 80 %',
  when: {},
  autoAcceptPercent: 80,
  rejectBelowPercent: null,
  counterPercent: null,
};
/**
 * Shares of the listed price the seeded bids won at: in the 98 % step, above any floor of the sandbox's rates (at most
 * its contract minimum, under 97 % of the listed price).
 */
const WON_AT = [0.98, 0.983, 0.986, 0.989, 0.992, 0.995];
const WIDTHS = [1366, 360];

type PricedRate = { book_hash: string; match_hash: string } & Parameters<typeof listedPrice>[0];
type Hotel = { hid: number; name: string; star_rating: number; region_id: number };
type Seeded = { hotel: Hotel; cityName: string; stay: { checkin: string; checkout: string } };

/** The day the server's test clock is on, read by moving it one second on. */
async function clockDay(request: APIRequestContext) {
  const moved = await request.post('/api/dev/clock', { data: { hours: 1 / 3600 } });
  expect(moved.ok()).toBe(true);
  return today(new Date(((await moved.json()) as { now: string }).now));
}

/** A hotel of the partner no other clock spec sets rules on, and a three-night stay from the clock's day it has rooms for. */
async function hotelWithRooms(request: APIRequestContext, headers: Record<string, string>) {
  const found = await request.get('/api/supplier/hotels?limit=100', { headers });
  const hotel = ((await found.json()) as { hotels: Hotel[] }).hotels.sort((a, b) => a.hid - b.hid)[10]!;
  const day = await clockDay(request);
  for (let start = 3; start <= 30; start += 1) {
    const stay = { checkin: addDays(day, start), checkout: addDays(day, start + 3) };
    const answer = await request.post('/api/hotelPage', { data: { ...stay, hid: hotel.hid }, headers: asClient() });
    expect(answer.ok()).toBe(true);
    const rate = ((await answer.json()) as { hotels: { rates: PricedRate[] }[] }).hotels[0]?.rates[0];
    if (rate) return { hotel, stay, rate, listed: listedPrice(rate) };
  }
  throw new Error(`hotel ${hotel.hid} has no rooms in the next month`);
}

/** A new customer's bid of `amount` on the rate, through the API as the dialog sends it. */
async function bidAsNewCustomer(
  request: APIRequestContext,
  seed: Awaited<ReturnType<typeof hotelWithRooms>>,
  amount: number,
) {
  const customer = await createCustomer(request);
  const signedIn = await request.post('/api/authenticateCustomer', { data: customer, headers: asClient() });
  const token = ((await signedIn.json()) as { access_token: string }).access_token;
  const customerId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
  const placed = await request.post('/api/newCreateBid', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      customer_id: customerId,
      hotel_id: seed.hotel.hid,
      bid: amount,
      currency: 'EUR',
      booking: {
        book_hash: seed.rate.book_hash,
        match_hash: seed.rate.match_hash,
        check_in: seed.stay.checkin,
        check_out: seed.stay.checkout,
        guests: DEFAULT_GUESTS,
      },
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
}

/** Six bids the hotel's line accepted and one below its floor, made through the API as customers make them. */
async function seedHistory(request: APIRequestContext): Promise<Seeded> {
  const headers = { Authorization: `Bearer ${await apiToken(request, SUPPLIER)}` };
  const seed = await hotelWithRooms(request, headers);
  const ruled = await request.put(`/api/supplier/rules/${seed.hotel.hid}`, {
    headers,
    data: { lines: [LINE], nightlyCap: null },
  });
  expect(ruled.ok()).toBe(true);
  for (const share of WON_AT) await bidAsNewCustomer(request, seed, Math.floor(seed.listed * share * 100) / 100);
  await bidAsNewCustomer(request, seed, Math.floor(seed.listed * 0.5 * 100) / 100);
  await expect
    .poll(async () => {
      const accepted = await request.get(`/api/supplier/bids?hotelId=${seed.hotel.hid}&status=accepted`, { headers });
      return ((await accepted.json()) as { total: number }).total;
    })
    .toBe(WON_AT.length);
  const content = await request.get(`/api/HotelInternal/getHotel?id=${seed.hotel.hid}`);
  const cityName = ((await content.json()) as { region?: { name: string } }).region?.name ?? '';
  return { hotel: seed.hotel, cityName, stay: seed.stay };
}

let seeded: Seeded;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  seeded = await seedHistory(request);
});

const winningLine = () => `${Math.floor(seeded.hotel.star_rating)}★ in ${seeded.cityName}: bids at`;

test('the city page and the bid dialog say which bids won, and the dialog how often its band was accepted', async ({
  page,
  customer,
}) => {
  test.slow(); // two widths, each shot in two themes
  await signInThroughApi(page, customer);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/city/${seeded.hotel.region_id}`);
    const winning = page.getByRole('region', { name: 'Recent winning bids' });
    await expect(winning).toContainText(winningLine());
    await winning.scrollIntoViewIfNeeded();
    await shoot(page, `winning-city-${width}`);

    const { checkin, checkout } = seeded.stay;
    await page.goto(`/hotel/${seeded.hotel.hid}?checkin=${checkin}&checkout=${checkout}`);
    await page
      .getByTestId('rate-list')
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: 'Place a bid' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Name your price' });
    await expect(dialog.getByTestId('rate-winning-bids')).toContainText(winningLine());
    const listed = Number((await dialog.getByTestId('bid-listed-price').innerText()).replace(/[^\d.]/g, ''));
    await dialog.getByLabel('Your bid for the whole stay').fill((Math.floor(listed * 99) / 100).toFixed(2));
    await expect(dialog.getByTestId('bid-chance-band')).toHaveAttribute('data-band', 'high');
    await expect(dialog.getByTestId('bid-measured')).toHaveText(
      /^\d+ of \d+ such bids were accepted in the last 90 days\.$/,
    );
    await shoot(page, `winning-dialog-${width}`);
    await dialog.getByRole('button', { name: 'Close' }).click();
  }
});

/** The rules page of the seeded hotel, its rules back to the one line so that each width starts alike. */
async function openRulesOfSeededHotel(page: Page) {
  const headers = { Authorization: `Bearer ${await apiToken(page.request, SUPPLIER)}` };
  const reset = await page.request.put(`/api/supplier/rules/${seeded.hotel.hid}`, {
    headers,
    data: { lines: [LINE], nightlyCap: null },
  });
  expect(reset.ok()).toBe(true);
  await page.goto('/supplier/rules');
  await page.getByLabel('Find a hotel').pressSequentially(seeded.hotel.name);
  const hotels = page.getByRole('listbox', { name: 'Hotel' });
  const option = hotels
    .getByRole('option', { name: new RegExp(`^${seeded.hotel.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `) })
    .first();
  await hotels.selectOption({ label: (await option.innerText()).trim() });
  await expect(page.getByRole('heading', { name: seeded.hotel.name })).toBeVisible();
  return headers;
}

/** The seeded check-in night of the calendar, a month on if the stay falls in the next one. */
async function seededNight(page: Page) {
  const nights = page.getByRole('group', { name: 'Bids by night' });
  const busy = nights.getByRole('button', { name: /: 7 bids, 6 accepted$/ }).first();
  await expect(nights.getByRole('button').first()).toBeVisible();
  if (!(await busy.isVisible())) await page.getByRole('button', { name: 'Next month' }).click();
  return busy;
}

test("the yield console's calendar, a night's market, suggested lines saved, and what decided each bid", async ({
  page,
}) => {
  test.slow(); // two widths of the console, each shot in two themes
  await signInThroughApi(page, SUPPLIER);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const headers = await openRulesOfSeededHotel(page);

    const night = await seededNight(page);
    await night.click();
    await expect(night).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: /^Night of / })).toBeVisible();
    await expect(page.getByTestId('market-figure')).toBeVisible();
    await page.getByTestId('market-figure').scrollIntoViewIfNeeded();
    await shoot(page, `winning-calendar-${width}`);

    await page.getByRole('button', { name: 'Suggest lines' }).click();
    const suggestion = page.getByTestId('rule-suggestion').filter({ hasText: 'Counter at the usual accepted bid' });
    await expect(suggestion.getByTestId('suggestion-effect')).toContainText(
      `Accepted by your rules: ${WON_AT.length} → `,
    );
    await suggestion.scrollIntoViewIfNeeded();
    await shoot(page, `winning-suggest-${width}`);
    await suggestion.getByRole('button', { name: 'Add this line' }).click();
    await expect(suggestion.getByRole('button', { name: 'Added' })).toBeDisabled();
    await page.getByRole('button', { name: 'Save rules' }).click();
    await expect(toast(page, 'Rules saved')).toBeVisible();
    const saved = await page.request.get(`/api/supplier/rules/${seeded.hotel.hid}`, { headers });
    expect(((await saved.json()) as { lines: { label: string }[] }).lines.map((line) => line.label)).toEqual([
      'Counter at the usual accepted bid',
      LINE.label,
    ]);

    await page.goto('/supplier');
    await page.getByRole('button', { name: 'History' }).click();
    const decided = (width < 576 ? page.getByRole('listitem') : page.getByTestId('decided-bid'))
      .filter({ hasText: seeded.hotel.name })
      .filter({ hasText: `Line 1 “${LINE.label}” (rules version` })
      .first();
    await expect(decided.getByTestId('decided-by')).toContainText('accept from 80 %');
    await decided.scrollIntoViewIfNeeded();
    await shoot(page, `winning-decided-${width}`);
  }
});
