import { messages } from '@bidstay/contract';
import { addDays, today } from '@bidstay/contract/plain';
import { expect, type Page } from '@playwright/test';

/** The amounts of a list of prices such as "€1,234.56 per night". */
export async function amounts(page: Page, testId: string): Promise<number[]> {
  const texts = await page.getByTestId(testId).allInnerTexts();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

/** Waits until the city page has streamed every hotel and priced them. */
export async function waitForHotelList(page: Page) {
  await expect(page.getByRole('region', { name: /ha(?:ve|s) rooms/ })).toHaveAttribute('aria-busy', 'false', {
    timeout: 20_000,
  });
}

export function hotelCards(page: Page) {
  return page.getByTestId('hotel-list').getByRole('article');
}

/** Opens the city page of the region named `name`, with the default stay. */
export async function openCity(page: Page, name: string) {
  const regions = (await (await page.request.get('/api/regions')).json()) as { id: number; name: string }[];
  await page.goto(`/city/${regions.find((region) => region.name === name)!.id}`);
}

/** The date `offset` days from today, as the site writes it (YYYY-MM-DD). */
export function dayFromToday(offset: number) {
  return addDays(today(new Date()), offset);
}

/**
 * Opens the hotel page for the first three-night stay from tomorrow on, with a check-in `checkinOk` takes, for which
 * the hotel has rooms: the sandbox partner sells one stay of a hotel in eight out, chosen by its dates, so a test on
 * the default stay would fail on some days. A check-in the server's clock has passed is skipped: the `clock-*` specs
 * move that clock a day forward, which late in the evening is two dates.
 */
export async function openHotelWithRooms(page: Page, hid: number, checkinOk = (_checkin: string) => true) {
  for (let start = 1; start <= 30; start += 1) {
    const stay = { checkin: dayFromToday(start), checkout: dayFromToday(start + 3) };
    if (!checkinOk(stay.checkin)) continue;
    const answer = await page.request.post('/api/hotelPage', { data: { ...stay, hid } });
    const body = (await answer.json()) as { hotels: { rates: unknown[] }[]; message?: string };
    if (body.message === messages.stay.checkinPast) continue;
    expect(answer.ok(), body.message).toBe(true);
    if (body.hotels[0]?.rates.length) {
      await page.goto(`/hotel/${hid}?checkin=${stay.checkin}&checkout=${stay.checkout}`);
      return;
    }
  }
  throw new Error(`hotel ${hid} has no rooms in the next month`);
}
