import type { Locator, Page } from '@playwright/test';
import { apiToken, MANUAL_HOTEL, PHONE_HOTEL, RULE_HOTEL, SUPPLIER } from './bid-helpers';
import { expect, signInThroughApi, type Credentials } from './fixtures';
import { openHotelWithRooms } from './hotel-helpers';

const moneyValue = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/**
 * A hotel of the sandbox no other spec sets rules on (`index` apart for the desktop and the phone specs, which run
 * side by side), given a single rule line.
 */
export async function hotelWithRule(page: Page, index: number, levels: object): Promise<number> {
  const headers = { Authorization: `Bearer ${await apiToken(page.request, SUPPLIER)}` };
  const answer = await page.request.get('/api/supplier/hotels?limit=100', { headers });
  const taken = new Set([MANUAL_HOTEL, PHONE_HOTEL, RULE_HOTEL]);
  const hids = ((await answer.json()) as { hotels: { hid: number }[] }).hotels
    .map((hotel) => hotel.hid)
    .filter((hid) => !taken.has(hid))
    .sort((a, b) => a - b);
  const hid = hids[index]!;
  const saved = await page.request.put(`/api/supplier/rules/${hid}`, {
    headers,
    data: { lines: [{ label: 'Every bid', when: {}, ...levels }], nightlyCap: null },
  });
  expect(saved.ok()).toBe(true);
  return hid;
}

/** The bid dialog of the hotel's first rate, open for a signed-in customer; with the rate's listed price. */
export async function openBidDialog(page: Page, customer: Credentials, hid: number) {
  await signInThroughApi(page, customer);
  await openHotelWithRooms(page, hid);
  const rate = page.getByTestId('rate-list').getByRole('listitem').first();
  await rate.getByRole('button', { name: 'Place a bid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Name your price' });
  const listed = moneyValue(await dialog.getByTestId('bid-listed-price').innerText());
  return { dialog, listed };
}

/** Types an amount, `share` of the listed price, and waits for the server's band of it. */
export async function typeShare(page: Page, listed: number, share: number, band: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Your bid for the whole stay').fill((Math.floor(listed * share * 100) / 100).toFixed(2));
  await expect(dialog.getByTestId('bid-chance-band')).toHaveAttribute('data-band', band);
}

/** With SHOTS_DIR set, the page in the light and the dark theme (DESIGN's screenshots of every screen touched). */
export async function shoot(page: Page, name: string, { fullPage = false } = {}) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.locator(`html[data-bs-theme="${scheme}"]`).waitFor({ state: 'attached' });
    // Colours ease into the new scheme: the shot waits for the end of the change, not its middle.
    await page.screenshot({ path: `${dir}/${name}-${scheme}.png`, animations: 'disabled', fullPage });
  }
  await page.emulateMedia({ colorScheme: null });
}

/** `shoot` at a desktop's and a phone's width, `subject` in view, then back to the spec's own viewport. */
export async function shootAtWidths(page: Page, name: string, subject?: Locator) {
  const viewport = page.viewportSize();
  if (!process.env.SHOTS_DIR || !viewport) return;
  for (const width of [1366, 360]) {
    await page.setViewportSize({ ...viewport, width });
    await subject?.scrollIntoViewIfNeeded();
    await shoot(page, `${name}-${width}`);
  }
  await page.setViewportSize(viewport);
}
